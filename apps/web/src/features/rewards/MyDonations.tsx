import { List, Text } from '@mantine/core';
import { donationEarned } from './donation-words';
import { useMyDonationsQuery } from './rewards.api';

/** The signed-in collector's receipts for their donations to this collection: amount, when, and what each earned. */
export function MyDonations({ collectionId }: { collectionId: string }) {
  const { data } = useMyDonationsQuery();
  const mine = data?.filter((donation) => donation.collectionId === collectionId) ?? [];
  if (mine.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        Your donations
      </Text>
      <List size="sm" spacing={2}>
        {mine.map((donation) => (
          <List.Item key={donation.transferId}>
            {donation.amount} USDT on {new Date(donation.confirmedAt ?? donation.createdAt).toLocaleDateString()}:{' '}
            {donationEarned(donation)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
