import { MARKET_MESSAGES, PLAY_MESSAGES } from '@arcana/shared';
import type { TCardPlayability } from '@arcana/shared/schemas';

/**
 * Why the card cannot be played now, in the server's own words for it, or null when it can: the
 * Play button says so beneath it rather than letting the server refuse (docs/product-rules.md
 * "Playing cards").
 */
export function playHold({ action, play, spent, cooldownSeconds, paused, listed }: TCardPlayability): string | null {
  if (!action) return PLAY_MESSAGES.noAction;
  if (spent) return PLAY_MESSAGES.spent;
  if (listed) return MARKET_MESSAGES.cardListed;
  if (play && (play.state === 'waiting' || play.state === 'on_stream')) return PLAY_MESSAGES.inPlay;
  if (paused) return PLAY_MESSAGES.paused;
  if (cooldownSeconds > 0) return PLAY_MESSAGES.cooldown(cooldownSeconds);
  return null;
}
