import {
  CARD_ACTION_LABELS,
  FAIRNESS_PROOF_QUERY,
  RARITY_LABELS,
  REWARD_MESSAGES,
  TWITCH_CHAT_LIMITS,
  type TTwitchChatKind,
} from '@arcana/shared';
import { isTwitchSource, type TRarity } from '@arcana/shared/schemas';
import type { Platform } from '../../platform/platform.js';
import type { Database } from '../../db/client.js';
import type { EventHandler } from '../../outbox/dispatcher.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import type { DrawnCard } from '../cards/index.js';
import type { PlayMoved } from '../plays/index.js';
import type { EarnedEvent } from './earning.js';
import { drawsWaitingFor } from './waiting-viewers.js';
import type { InboxRow } from './inbox.repo.js';
import * as repo from './twitch-chat.repo.js';
import { holdKey } from '../../lib/advisory-lock.js';

/** The draws a chat is told of: epic and legendary, the ones a stream cheers. */
const RARE_DRAWS: readonly TRarity[] = ['epic', 'legendary'];
/** A message waiting for the chat's pace is looked at again this soon; Twitch's own refusal waits the same. */
const PACE_RETRY_MS = 5_000;
/** Tries before a message is given up: a chat told of a draw ten minutes late is told nothing useful. */
const PACE_ATTEMPTS = 120;

type Say = (projectId: string, text: string) => Promise<{ sent: boolean; dropReason: string | null } | null>;

/**
 * What Arcana says in a connected channel's chat (docs/product-rules.md "Chat that speaks"): each
 * message written in the transaction of the fact it tells, then sent by its `twitch.chat` job, one at
 * a time per channel and at most TWITCH_CHAT_LIMITS' messages in its window; a viewer's waiting draws
 * are one message per burst.
 */
export function createTwitchChat({ db, config }: Pick<Platform, 'db' | 'config'>, say: Say) {
  const projectUrl = (slug: string) => `${config.publicUrl}/projects/${slug}`;
  const proofUrl = (code: string) => `${config.publicUrl}/fairness?${FAIRNESS_PROOF_QUERY}=${code}`;

  return {
    /** A Twitch viewer's event kept for want of an account: the chat tells them what waits, and where. */
    async oweWaiting(tx: Database, row: InboxRow): Promise<void> {
      const { source, read, event } = row.payload as EarnedEvent;
      const login = typeof event.user_login === 'string' ? event.user_login : null;
      if (!row.projectId || !isTwitchSource(source) || !read.viewer || !login) return;
      const channel = await repo.channelSaying(tx, { projectId: row.projectId }, 'waiting');
      if (!channel) return;
      // Two of the viewer's events decided at once (two instances) each count the other's once it is kept.
      await holdKey(tx, `chat:waiting:${row.projectId}:${read.viewer}`);
      const draws = await drawsWaitingFor(tx, row.projectId, read.viewer);
      if (draws === 0) return;
      await repo.oweChatMessage(tx, {
        projectId: row.projectId,
        kind: 'waiting',
        text: REWARD_MESSAGES.chatWaiting(login, draws, projectUrl(channel.slug)),
        burstKey: `waiting:${read.viewer}`,
        inMs: TWITCH_CHAT_LIMITS.burstSeconds * 1000,
      });
    },

    /** An epic or legendary draw in a project whose channel says them: the chat hears who drew what, and where to check it. */
    rareDraws: {
      name: 'the channel’s chat',
      async handle(tx, drawn) {
        for (const { card, collector } of drawn) {
          if (!RARE_DRAWS.includes(card.rarity) || !card.proofCode) continue;
          const channel = await repo.channelSaying(tx, { slug: card.project.slug }, 'rareDraw');
          if (!channel) continue;
          const text = REWARD_MESSAGES.chatRareDraw(collector, card.name, RARITY_LABELS[card.rarity], proofUrl(card.proofCode));
          await repo.oweChatMessage(tx, { projectId: channel.projectId, kind: 'rareDraw', text });
        }
        return () => undefined;
      },
    } satisfies EventHandler<DrawnCard>,

    /** A play the streamer approved, as it goes on stream: the chat hears who plays what, and says what. */
    approvedPlays: {
      name: 'the channel’s chat',
      async handle(tx, moved) {
        // A batch's plays are mostly one stream's: its channel is asked for once.
        const channels = new Map<string, Awaited<ReturnType<typeof repo.channelSaying>>>();
        for (const { event, view } of moved) {
          if (event.subject.state !== 'on_stream') continue;
          const { projectId } = view.play;
          if (!channels.has(projectId)) channels.set(projectId, await repo.channelSaying(tx, { projectId }, 'approvedPlay'));
          const channel = channels.get(projectId);
          if (!channel) continue;
          const action = CARD_ACTION_LABELS[view.play.action.kind];
          const text = REWARD_MESSAGES.chatApprovedPlay(view.collector, view.card.name, action, view.play.message);
          await repo.oweChatMessage(tx, { projectId: channel.projectId, kind: 'approvedPlay', text });
        }
        return () => undefined;
      },
    } satisfies EventHandler<PlayMoved>,

    /**
     * Sends one message. Its claim holds the channel's key (across instances), so the pace is counted
     * exactly; a channel at its pace, or Twitch refusing for now, tries again in a moment; a kind turned
     * off meanwhile is not said. Twitch is called outside any transaction.
     */
    job: {
      leaseSeconds: 30,
      perGroup: 1,
      retryInMs: (attempts) => (attempts >= PACE_ATTEMPTS ? null : PACE_RETRY_MS),
      async onDead(job) {
        await repo.settle(db, job.key, 'expired');
      },
      async run([job]) {
        const owed = await db.transaction(async (tx) => {
          const row = await repo.lockToSend(tx, job!.key);
          if (!row || row.outcome === 'sending') return row;
          await holdKey(tx, `chat:${row.projectId}`);
          if (!(await repo.channelSaying(tx, { projectId: row.projectId }, row.kind as TTwitchChatKind))) {
            await repo.settle(tx, row.id, 'refused');
            return undefined;
          }
          if ((await repo.sentSince(tx, row.projectId, TWITCH_CHAT_LIMITS.windowSeconds)) >= TWITCH_CHAT_LIMITS.messages)
            throw new Error('the channel’s chat is at its pace');
          await repo.claim(tx, row.id);
          return row;
        });
        if (!owed) return;
        // Twitch's 429 (its own pace) throws here, and the claimed message is sent on the retry.
        const answer = await say(owed.projectId, owed.text);
        await repo.settle(db, owed.id, answer === null ? 'refused' : answer.sent ? 'sent' : 'dropped');
      },
    } satisfies JobHandler,
  };
}
