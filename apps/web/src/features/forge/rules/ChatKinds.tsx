import { Checkbox, Stack, Text } from '@mantine/core';
import { TWITCH_CHAT_KINDS, type TTwitchChatKind } from '@arcana/shared';
import { extractErrorText } from '../../../api/error-text';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useSetTwitchChatMutation } from './rules.api';

/** Each kind as the creator reads it, with what the chat will read. */
const KIND_WORDS: Record<TTwitchChatKind, { label: string; description: string }> = {
  waiting: {
    label: 'Draws waiting for a viewer',
    description: '‘@nova_fan, 2 draws are waiting for you: {project page}’, once for a burst, to viewers not on Arcana yet',
  },
  rareDraw: { label: 'Epic and legendary draws', description: '‘pixelfan drew Star Wand, Legendary! Verify the draw: {link}’' },
  approvedPlay: { label: 'Plays you approve', description: '‘pixelfan plays Star Wand (Shout): “GG!”’, as the play goes on stream' },
};

/**
 * What Arcana says in the channel's chat, each on or off and saved as it is ticked (docs/product-rules.md
 * "Chat that speaks"); said as the broadcaster, at a pace that leaves the chat to the viewers.
 */
export function ChatKinds({ projectId, chat, allowed }: { projectId: string; chat: TTwitchChatKind[]; allowed: boolean }) {
  const [setChat, saving] = useSetTwitchChatMutation();
  const change = (kinds: string[]) => void setChat({ projectId, chat: TWITCH_CHAT_KINDS.filter((kind) => kinds.includes(kind)) });
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label="Say in chat"
        description={allowed ? 'Arcana writes in the channel’s chat as its broadcaster.' : 'Connect again and allow chat messages first.'}
        value={chat}
        onChange={change}
        aria-busy={saving.isLoading}
      >
        <Stack gap="xs" mt="xs">
          {TWITCH_CHAT_KINDS.map((kind) => (
            <Checkbox key={kind} value={kind} disabled={!allowed} {...KIND_WORDS[kind]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <ErrorAlert message={saving.error ? extractErrorText(saving.error) : null} />
      {!allowed && chat.length > 0 && (
        <Text size="sm" c="dimmed">
          Nothing is said until then.
        </Text>
      )}
    </Stack>
  );
}
