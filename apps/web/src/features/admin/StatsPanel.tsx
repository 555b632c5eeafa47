import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TAdminStats } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { useAdminStatsQuery } from './admin.api';

const FIGURES: Array<{ label: string; value: (stats: TAdminStats) => string }> = [
  { label: 'Total users', value: (s) => s.totalUsers.toLocaleString() },
  { label: 'Active (7 days)', value: (s) => s.activeUsers.toLocaleString() },
  { label: 'Admins', value: (s) => s.admins.toLocaleString() },
  { label: 'Wallet connected', value: (s) => `${s.walletConnectedPercent}%` },
  { label: 'Email verified', value: (s) => `${s.emailVerifiedPercent}%` },
  { label: '2FA enabled', value: (s) => `${s.twoFactorEnabledPercent}%` },
  { label: 'Discord linked', value: (s) => `${s.discordLinkedPercent}%` },
];

/** The admin panel's Statistics (docs/product-rules.md "Admin"). */
export function StatsPanel() {
  const { data, error, isLoading } = useAdminStatsQuery();
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} component="dl" m={0} aria-busy={isLoading}>
      {FIGURES.map(({ label, value }) => (
        <Paper key={label} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700}>
            {data ? value(data) : <Skeleton height={28} width="60%" mt={4} />}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
