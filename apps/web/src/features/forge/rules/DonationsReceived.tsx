import { Alert, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { extractErrorText } from '../../../api/error-text';
import { keyboardScrolled } from '../../../components/keyboard-scrolled';
import { donationEarned } from '../../rewards';
import { useCollectionDonationsQuery } from './rules.api';

/** The collection's donations with what each earned: the creator's receipts. */
export function DonationsReceived({ collectionId }: { collectionId: string }) {
  const { data: donations, error } = useCollectionDonationsQuery(collectionId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="donations-received">
      <Stack gap="sm">
        <Title order={2} size="h3" id="donations-received">
          Donations received
        </Title>
        {error && <Alert color="red">{extractErrorText(error)}</Alert>}
        {!donations && !error && <Skeleton height={60} />}
        {donations?.length === 0 && <Text c="dimmed">No donations yet.</Text>}
        {donations && donations.length > 0 && (
          <Table.ScrollContainer minWidth={520} scrollAreaProps={keyboardScrolled('Donations received')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>USDT</Table.Th>
                  <Table.Th>Earned</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {donations.map((donation) => (
                  <Table.Tr key={donation.transferId}>
                    <Table.Td>{new Date(donation.confirmedAt ?? donation.createdAt).toLocaleString()}</Table.Td>
                    <Table.Td>{donation.donor}</Table.Td>
                    <Table.Td>{donation.amount}</Table.Td>
                    <Table.Td>{donationEarned(donation)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
