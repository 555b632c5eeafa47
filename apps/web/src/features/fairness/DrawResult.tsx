import { Alert, Stack } from '@mantine/core';
import type { DrawVerification } from '@arcana/shared/draw';
import type { TCard, TCardProject } from '@arcana/shared/schemas';
import { CollectibleCard } from '../cards';
import { SeedValue } from './SeedValue';
import classes from './Fairness.module.css';

const EPOCH = new Date(0).toISOString();

/** One check's answer; nothing when that check was not asked for (no hash or no card given). */
function Verdict({ holds, pass, fail }: { holds: boolean | null; pass: [string, string]; fail: [string, string] }) {
  if (holds === null) return null;
  const [title, text] = holds ? pass : fail;
  return (
    <Alert color={holds ? 'green' : 'red'} title={title}>
      {text}
    </Alert>
  );
}

/** What the seeds give, and whether it is what was committed to and received; `project`: the one whose version drew it. */
export function DrawResult({ result, project }: { result: DrawVerification; project: TCardProject }) {
  const card: TCard | null = result.drawn && {
    ...result.drawn,
    id: 'verified-draw',
    mintDate: EPOCH,
    collectedAt: EPOCH,
    seenAt: EPOCH,
    publicKey: null,
    fairness: null,
    proofCode: null,
    project,
  };
  return (
    <Stack gap="md">
      <Verdict
        holds={result.cardMatches}
        pass={['Verified', 'The seeds give exactly the card you received.']}
        fail={['Not this card', 'These seeds and this nonce give another card than the one you received.']}
      />
      <Verdict
        holds={result.hashMatches}
        pass={['Hash matches', 'This server seed is the one committed to before the draw.']}
        fail={['Hash does not match', 'This server seed’s hash is not the one shown before the draw.']}
      />
      <dl className={classes.values}>
        <SeedValue label="SHA-256 of the server seed" value={result.serverSeedHash} />
      </dl>
      {card && (
        <div className={classes.drawn}>
          <CollectibleCard card={card} fullWidth />
        </div>
      )}
    </Stack>
  );
}
