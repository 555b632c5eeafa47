import type { Ref } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TWITCH_CHAT_SCOPE } from '@arcana/shared';
import { extractErrorText } from '../../../api/error-text';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useTwitchChannelQuery } from './rules.api';
import { useTwitchConnection } from './useTwitchConnection';
import { ChatKinds } from './ChatKinds';

/** What each scope a Twitch rule needs lets Arcana read, in words. */
const SCOPE_WORDS: Record<string, string> = {
  'moderator:read:followers': 'followers',
  'channel:read:subscriptions': 'subscriptions and gifted subs',
  'bits:read': 'cheers',
  'channel:manage:redemptions': 'channel points rewards',
  [TWITCH_CHAT_SCOPE]: 'messages in the channel’s chat',
};
const scopeWords = (scopes: string[]) => scopes.map((scope) => SCOPE_WORDS[scope] ?? scope).join(', ');

/** Marks the button a refused Twitch rule points at. */
export const CONNECT_MARK = 'data-twitch-connect';

/**
 * The project's Twitch channel, connected by its creator as broadcaster: Twitch rules hear its events
 * (docs/product-rules.md "Earning rules"). Connecting again grants what the first consent left out.
 */
export function TwitchChannelPanel({ projectId, panelRef }: { projectId: string; panelRef?: Ref<HTMLElement> }) {
  const { data, error, isLoading } = useTwitchChannelQuery(projectId);
  const { connect, connecting, disconnect, disconnecting, failure } = useTwitchConnection(projectId);
  const channel = data?.channel;
  const connectButton = (label: string) => (
    <Button {...{ [CONNECT_MARK]: true }} loading={connecting} onClick={() => void connect()}>
      {label}
    </Button>
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="twitch-channel" ref={panelRef}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="twitch-channel" tabIndex={-1}>
          Twitch channel
        </Title>
        <ErrorAlert message={failure} />
        {isLoading && <Skeleton height={60} />}
        {error && <ErrorAlert message={extractErrorText(error)} />}
        {data && !channel && (
          <>
            <Text c="dimmed">
              No channel connected. Twitch rules grant nothing, and cannot be turned on, until the project’s broadcaster connects the
              channel here.
            </Text>
            <Group>{connectButton('Connect Twitch channel')}</Group>
          </>
        )}
        {channel && (
          <>
            <Text>
              Connected: <strong>{channel.displayName}</strong>{' '}
              <Text span c="dimmed">
                (twitch.tv/{channel.login})
              </Text>
            </Text>
            {channel.missingScopes.length > 0 && (
              <Alert color="yellow" title="Twitch has not allowed everything the rules need">
                Missing: {scopeWords(channel.missingScopes)}. Connect again and allow them: until then the rules that need them cannot be
                turned on, and Arcana says nothing in chat without its messages.
              </Alert>
            )}
            <ChatKinds projectId={projectId} chat={channel.chat} allowed={!channel.missingScopes.includes(TWITCH_CHAT_SCOPE)} />
            <Group>
              {channel.missingScopes.length > 0 && connectButton('Connect again')}
              <Button variant="light" color="red" loading={disconnecting} onClick={() => void disconnect()}>
                Disconnect
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
