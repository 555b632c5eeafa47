import { Stack, Table, Text, Title } from '@mantine/core';
import { shortAddress } from '@arcana/shared';
import type { TUsdtTransfer } from '@arcana/shared/schemas';
import { useUsdtTransfersQuery } from '../wallet.api';

const STATUS_TEXT: Record<TUsdtTransfer['status'], string> = {
  prepared: 'Not signed',
  submitted: 'Pending',
  confirmed: 'Sent',
  failed: 'Failed',
  expired: 'Expired',
};

/** The account's latest transfers, newest first; nothing at all until there is one. */
export function UsdtTransferHistory() {
  const { data } = useUsdtTransfersQuery();
  if (!data?.transfers.length) return null;
  return (
    <Stack gap={4} mt="lg">
      <Title order={3} size="h5">
        Recent transfers
      </Title>
      <Table fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Amount</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.transfers.map((transfer) => (
            <Table.Tr key={transfer.id}>
              <Table.Td>{transfer.amount} USDT</Table.Td>
              <Table.Td title={transfer.to}>{shortAddress(transfer.to)}</Table.Td>
              <Table.Td>
                <Text span size="sm" c={transfer.status === 'confirmed' ? undefined : 'dimmed'}>
                  {STATUS_TEXT[transfer.status]}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
