import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { API_KEY_SCOPE_LABELS } from '@arcana/shared';
import type { TApiKey, TNewApiKey } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { useSessionUser } from '../sessions';
import { useApiKeysQuery } from './api-keys.api';
import { keyState, lastUsedText } from './key-words';
import { CreatorChecklist, isCreator } from '../../components/CreatorChecklist';
import { NewKeyDialog } from './NewKeyDialog';
import { RevokeKeyDialog } from './RevokeKeyDialog';
import { RotateKeyDialog } from './RotateKeyDialog';
import { SecretDialog } from './SecretDialog';
import classes from '../../components/RowList.module.css';
import { TestModeBadge } from '../../components/TestModeBadge';

function KeyRow({ apiKey, locked, onRotate, onRevoke }: { apiKey: TApiKey; locked: boolean; onRotate: () => void; onRevoke: () => void }) {
  const state = keyState(apiKey);
  return (
    <li className={classes.row}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} className={classes.grow}>
          <Group gap="xs">
            <Text fw={600}>{apiKey.name}</Text>
            <TestModeBadge mode={apiKey.mode} />
            <Badge color={state.color} variant="light">
              {state.label}
            </Badge>
          </Group>
          <Text size="sm" className={classes.mono}>
            {apiKey.prefix}…
          </Text>
          <Text size="sm" c="dimmed">
            {apiKey.scopes.map((scope) => API_KEY_SCOPE_LABELS[scope]).join(' · ')} · {lastUsedText(apiKey)}
          </Text>
        </Stack>
        {state.live && !locked && (
          <Group gap="xs">
            {!apiKey.replacedById && (
              <Button variant="default" size="xs" onClick={onRotate} aria-label={`Rotate ${apiKey.name}`}>
                Rotate
              </Button>
            )}
            <Button color="red" variant="light" size="xs" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
              Revoke
            </Button>
          </Group>
        )}
      </Group>
    </li>
  );
}

/**
 * The project's keys for its game's server (docs/product-rules.md "Game servers and keys"): each with
 * its prefix, scopes, state and last use; made, rotated and revoked after "Confirm it's you", by an
 * account with a verified e-mail and two-factor on (otherwise it is told what it lacks).
 */
export function ApiKeysPanel({ projectId }: { projectId: string }) {
  const { data: keys, error } = useApiKeysQuery(projectId);
  const { user } = useSessionUser();
  const locked = user !== undefined && !isCreator(user);
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<TApiKey | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const [shown, setShown] = useState<TNewApiKey | null>(null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="api-keys">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="api-keys">
            API keys
          </Title>
          {!locked && <Button onClick={() => setCreating(true)}>New key</Button>}
        </Group>
        <Text c="dimmed">
          Your game’s server sends a key with each request. A test key’s grants are decided like live ones and give nobody anything.
        </Text>
        {user && locked && (
          <Alert color="yellow" title="Before you make or change keys">
            <CreatorChecklist user={user} />
          </Alert>
        )}
        {error && <Alert color="red">{extractErrorText(error)}</Alert>}
        {!keys && !error && <Skeleton height={72} />}
        {keys?.length === 0 && <Text>No key yet.</Text>}
        {keys && keys.length > 0 && (
          <ul className={classes.list} aria-label="API keys">
            {keys.map((apiKey) => (
              <KeyRow
                key={apiKey.id}
                apiKey={apiKey}
                locked={locked}
                onRotate={() => setRotating(apiKey)}
                onRevoke={() => setRevoking(apiKey)}
              />
            ))}
          </ul>
        )}
      </Stack>
      <NewKeyDialog
        projectId={projectId}
        opened={creating}
        onClose={() => setCreating(false)}
        onMade={(made) => {
          setCreating(false);
          setShown(made);
        }}
      />
      <RotateKeyDialog
        projectId={projectId}
        apiKey={rotating}
        onClose={() => setRotating(null)}
        onRotated={(made) => {
          setRotating(null);
          setShown(made);
        }}
      />
      <RevokeKeyDialog projectId={projectId} apiKey={revoking} onClose={() => setRevoking(null)} />
      <SecretDialog made={shown} onClose={() => setShown(null)} />
    </Paper>
  );
}
