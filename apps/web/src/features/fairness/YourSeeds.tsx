import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TFairnessSeeds, TRotateSeedBody } from '@arcana/shared/schemas';
import { useRotateSeedMutation } from './fairness.api';
import { extractErrorText } from '../../api/error-text';
import { ErrorAlert } from '../../components/ErrorAlert';
import { toast } from '../../components/toast';
import { ClientSeedForm } from './ClientSeedForm';
import { RevealedSeeds } from './RevealedSeeds';
import { SeedChains } from './SeedChains';
import { SeedValue } from './SeedValue';
import classes from './Fairness.module.css';

interface YourSeedsProps {
  signedIn: boolean;
  observing: boolean;
  seeds: TFairnessSeeds | undefined;
  loadError: unknown;
}

/** The client seed and its control, the seed chains, a sealed seed of the earlier scheme to reveal, and the seeds revealed so far. */
export function YourSeeds({ signedIn, observing, seeds, loadError }: YourSeedsProps) {
  const [rotate, { isLoading: rotating }] = useRotateSeedMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <Group justify="space-between" gap="sm">
        <Text c="dimmed">Log in to see your seed chains, and the client seed mixed into your draws.</Text>
        <Button component={Link} to="/login">
          Log In
        </Button>
      </Group>
    );
  }
  if (loadError) return <ErrorAlert message={extractErrorText(loadError)} title="Your seeds could not be loaded" />;
  if (!seeds) return <Skeleton h={180} radius="md" aria-label="Loading your seeds" />;

  async function reveal(body: TRotateSeedBody): Promise<boolean> {
    setFailure(null);
    try {
      await rotate(body).unwrap();
      if (body.clientSeed) toast.success('Client seed changed', 'Your next draws mix it in.');
      else toast.success('Server seed revealed', 'Cards drawn with it can now be verified below.');
      return true;
    } catch (error) {
      setFailure(extractErrorText(error));
      return false;
    }
  }

  const { active, revealed, chains } = seeds;
  // Cards drawn before seed chains wait on this seed: revealing it lets them be checked.
  const sealedCards = active?.nonce ?? 0;
  return (
    <Stack gap="lg">
      {active ? (
        <dl className={classes.values}>
          <SeedValue label="Client seed" value={active.clientSeed} />
        </dl>
      ) : (
        <Text c="dimmed">
          This account has not drawn a card yet, so it has no seeds: they are made when its owner first looks here or draws.
        </Text>
      )}
      {observing && <Text c="dimmed">You are observing this account: you can look, but not change its seeds.</Text>}
      <ErrorAlert message={failure} onClose={() => setFailure(null)} />
      <ClientSeedForm disabled={observing} busy={rotating} onChange={(clientSeed) => reveal({ clientSeed })} />
      <SeedChains chains={chains} />
      {active && sealedCards > 0 && (
        <Stack gap="sm">
          <Title order={3}>Your seed from before seed chains</Title>
          <Text>
            {sealedCards === 1 ? '1 card was' : `${sealedCards} cards were`} drawn with a seed still sealed. Reveal it to check{' '}
            {sealedCards === 1 ? 'that card' : 'those cards'}.
          </Text>
          <dl className={classes.values}>
            <SeedValue label="Server seed hash (SHA-256)" value={active.serverSeedHash} />
            <SeedValue label="Next nonce" value={active.nonce} />
          </dl>
          <div>
            <Button onClick={() => reveal({})} disabled={observing} loading={rotating}>
              Reveal server seed and start a new one
            </Button>
          </div>
        </Stack>
      )}
      <RevealedSeeds seeds={revealed} />
    </Stack>
  );
}
