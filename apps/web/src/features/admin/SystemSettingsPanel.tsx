import type { ReactNode } from 'react';
import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PROVIDER_LABELS } from '@arcana/shared';
import type { TSystemSettings } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { useSystemSettingsQuery } from './admin.api';
import { FailedWorkPanel } from './FailedWorkPanel';

const DATABASE = { pglite: 'Embedded (PGlite)', postgresql: 'PostgreSQL' } as const;
const MAIL = { smtp: 'SMTP', outbox: 'Development outbox (nothing is sent)' } as const;
const REALTIME = { 'in-process': 'This instance only', redis: 'Redis (across instances)' } as const;

/** Each block: a heading and its facts, as a description list. */
function Facts({ title, facts }: { title: string; facts: Array<[string, ReactNode]> }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <Stack component="dl" gap={6} m={0}>
        {facts.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="md">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

const blocks = (s: TSystemSettings): Array<{ title: string; facts: Array<[string, ReactNode]> }> => [
  {
    title: 'Sign-in providers',
    facts: s.providers.map((provider) => [
      PROVIDER_LABELS[provider.id],
      <Badge key={provider.id} variant="light" color={provider.enabled ? 'teal' : 'gray'}>
        {provider.enabled ? 'Set up' : 'Not set up'}
      </Badge>,
    ]),
  },
  {
    title: 'Mail',
    facts: [
      ['Transport', MAIL[s.mail.transport]],
      ['Server', s.mail.host ?? '—'],
      ['From', s.mail.from],
    ],
  },
  {
    title: 'Data and realtime',
    facts: [
      ['Database', `${DATABASE[s.database.kind]} ${s.database.version}`],
      ['Realtime', REALTIME[s.realtime.adapter]],
      ['Metrics endpoint', s.metrics ? 'On' : 'Off'],
    ],
  },
  {
    title: 'This server',
    facts: [
      ['Address', s.publicUrl],
      ['Arcana', s.versions.app],
      ['Node.js', s.versions.node],
      ['Running since', new Date(s.startedAt).toLocaleString()],
    ],
  },
];

/**
 * Admin › System Settings (docs/product-rules.md "Admin"): the running configuration, read-only (it
 * is set where the server starts, its environment, so nothing here is edited; no secret is sent), and
 * the after-effects that failed, to retry.
 */
export function SystemSettingsPanel() {
  const { data, error } = useSystemSettingsQuery();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        How this server is running. These are set in its environment when it starts, so they are shown here, not changed.
      </Text>
      {error ? (
        <Alert color="red">{extractErrorText(error)}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {data
            ? blocks(data).map((block) => <Facts key={block.title} {...block} />)
            : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={150} radius="md" />)}
        </SimpleGrid>
      )}
      <FailedWorkPanel />
    </Stack>
  );
}
