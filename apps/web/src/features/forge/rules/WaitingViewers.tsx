import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { PARKED_GRANT_DAYS } from '@arcana/shared';
import type { TWaitingViewer } from '@arcana/shared/schemas';
import { useCopy } from '../../../components/useCopy';
import { drawsText } from '@arcana/shared';
import { useWaitingViewersQuery } from './rules.api';
import classes from './Rules.module.css';

/** New events of viewers with no account park without a word to the page: it looks again this often. */
const LOOK_AGAIN_MS = 30_000;

/** What the streamer posts in chat: the viewer named, the draws, and the project's page where signing up with Twitch claims them. */
export const chatMessage = (viewer: TWaitingViewer, projectUrl: string) =>
  `@${viewer.login}, ${drawsText(viewer.draws)} ${viewer.draws === 1 ? 'is' : 'are'} waiting for you: ${projectUrl}`;

function WaitingViewer({ viewer, projectUrl }: { viewer: TWaitingViewer; projectUrl: string }) {
  const { copied, copy } = useCopy();
  return (
    <li className={classes.grant}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          waiting: {drawsText(viewer.draws)} for twitch user <strong>{viewer.login}</strong>
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          // The visible words first, so a voice command that says them finds the button.
          aria-label={`${copied ? 'Copied' : 'Copy chat message'} for ${viewer.login}`}
          onClick={() => void copy(chatMessage(viewer, projectUrl))}
        >
          {copied ? 'Copied' : 'Copy chat message'}
        </Button>
      </Group>
    </li>
  );
}

/**
 * Twitch viewers the collection's draws wait for (docs/product-rules.md "Earning rules"): they earned
 * them before having an account. A message to post in chat names each one and links the project,
 * where signing up with Twitch brings them back with the draws.
 */
export function WaitingViewers({ collectionId, projectSlug }: { collectionId: string; projectSlug: string }) {
  const { data: viewers } = useWaitingViewersQuery(collectionId, { pollingInterval: LOOK_AGAIN_MS });
  if (!viewers || viewers.length === 0) return null;
  const projectUrl = `${window.location.origin}/projects/${projectSlug}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby="waiting-viewers">
      <Title order={3} size="h4" id="waiting-viewers">
        Waiting for viewers not on Arcana yet
      </Title>
      <Text size="sm" c="dimmed">
        Their draws are kept {PARKED_GRANT_DAYS} days. Post the message in your chat: signing up with Twitch from its link gives them their
        draws.
      </Text>
      <ul className={classes.feed}>
        {viewers.map((viewer) => (
          <WaitingViewer key={viewer.login} viewer={viewer} projectUrl={projectUrl} />
        ))}
      </ul>
    </Stack>
  );
}
