import { Alert, Stack } from '@mantine/core';
import type { DrawVerification } from '@arcana/shared/draw';
import type { TCard } from '@arcana/shared/schemas';
import { CollectibleCard } from '../../components/card/CollectibleCard';
import { SeedValue } from './SeedValue';
import classes from './Fairness.module.css';

const EPOCH = new Date(0).toISOString();

/** What the seeds give, and whether it is what was committed to and received. */
export function DrawResult({ result }: { result: DrawVerification }) {
  const card: TCard = { ...result.drawn, id: 'verified-draw', mintDate: EPOCH, collectedAt: EPOCH, publicKey: '', fairness: null };
  return (
    <Stack gap="md">
      {result.cardMatches !== null && (
        <Alert color={result.cardMatches ? 'green' : 'red'} title={result.cardMatches ? 'Verified' : 'Not this card'}>
          {result.cardMatches
            ? 'The seeds give exactly the card you received.'
            : 'These seeds and this nonce give another card than the one you received.'}
        </Alert>
      )}
      {result.hashMatches !== null && (
        <Alert color={result.hashMatches ? 'green' : 'red'} title={result.hashMatches ? 'Hash matches' : 'Hash does not match'}>
          {result.hashMatches
            ? 'This server seed is the one committed to before the draw.'
            : 'This server seed’s hash is not the one shown before the draw.'}
        </Alert>
      )}
      <dl className={classes.values}>
        <SeedValue label="SHA-256 of the server seed" value={result.serverSeedHash} />
      </dl>
      <div className={classes.drawn}>
        <CollectibleCard card={card} fullWidth />
      </div>
    </Stack>
  );
}
