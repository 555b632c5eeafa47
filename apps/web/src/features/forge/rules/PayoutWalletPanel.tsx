import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TProject } from '@arcana/shared/schemas';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useSessionUser } from '../../sessions';
import { useProvePayoutWallet } from '../../wallet';

/**
 * Where the project's donations go (docs/product-rules.md "Earning rules"): a wallet its creator
 * proves theirs by signing in Phantom. Without one, the project takes no donations.
 */
export function PayoutWalletPanel({ project }: { project: Pick<TProject, 'id' | 'payoutWallet'> }) {
  const { isObserving } = useSessionUser();
  const { prove, proving, clear, clearing, failure } = useProvePayoutWallet(project.id);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="payout-wallet">
      <Stack gap="sm">
        <Title order={2} size="h3" id="payout-wallet">
          Payout wallet
        </Title>
        <ErrorAlert message={failure} />
        {project.payoutWallet ? (
          <Text>
            Donations go to <Code>{project.payoutWallet}</Code>
          </Text>
        ) : (
          <Text c="dimmed">No payout wallet. Donation rules grant nothing, and collectors cannot donate, until you prove one here.</Text>
        )}
        <Group>
          <Button onClick={() => void prove()} loading={proving} disabled={isObserving} variant={project.payoutWallet ? 'light' : 'filled'}>
            {project.payoutWallet ? 'Prove another wallet' : 'Prove a payout wallet'}
          </Button>
          {project.payoutWallet && (
            <Button variant="default" onClick={() => void clear()} loading={clearing} disabled={isObserving}>
              Stop taking donations
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Phantom asks you to sign a message naming the project: the wallet Phantom is on becomes the payout wallet.
        </Text>
      </Stack>
    </Paper>
  );
}
