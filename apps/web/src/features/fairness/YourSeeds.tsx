import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TFairnessSeeds, TRotateSeedBody } from '@arcana/shared/schemas';
import { useRotateSeedMutation } from './fairness.api';
import { extractErrorText } from '../../api/error-text';
import { ErrorAlert } from '../../components/ErrorAlert';
import { toast } from '../../components/toast';
import { ClientSeedForm } from './ClientSeedForm';
import { RevealedSeeds } from './RevealedSeeds';
import { SeedValue } from './SeedValue';
import classes from './Fairness.module.css';

interface YourSeedsProps {
  signedIn: boolean;
  observing: boolean;
  seeds: TFairnessSeeds | undefined;
  loadError: unknown;
}

/** The commitment for the next card, the controls that reveal it, and the seeds revealed so far. */
export function YourSeeds({ signedIn, observing, seeds, loadError }: YourSeedsProps) {
  const [rotate, { isLoading: rotating }] = useRotateSeedMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <Group justify="space-between" gap="sm">
        <Text c="dimmed">Log in to see the seed your next card is drawn with, and to reveal the ones you have used.</Text>
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
      toast.success('Server seed revealed', 'Cards drawn with it can now be verified below.');
      return true;
    } catch (error) {
      setFailure(extractErrorText(error));
      return false;
    }
  }

  const { active, revealed } = seeds;
  return (
    <Stack gap="lg">
      {active ? (
        <dl className={classes.values}>
          <SeedValue label="Server seed hash (SHA-256)" value={active.serverSeedHash} />
          <SeedValue label="Client seed" value={active.clientSeed} />
          <SeedValue label="Next nonce" value={active.nonce} />
        </dl>
      ) : (
        <Text c="dimmed">
          This account has not drawn a card yet, so it has no seed: one is made when its owner first looks here or collects.
        </Text>
      )}
      {observing && <Text c="dimmed">You are observing this account: you can look, but not change its seeds.</Text>}
      <ErrorAlert message={failure} onClose={() => setFailure(null)} />
      <ClientSeedForm disabled={observing} busy={rotating} onChange={(clientSeed) => reveal({ clientSeed })} />
      <div>
        <Button onClick={() => reveal({})} disabled={observing} loading={rotating}>
          Reveal server seed and start a new one
        </Button>
      </div>
      <RevealedSeeds seeds={revealed} />
    </Stack>
  );
}
