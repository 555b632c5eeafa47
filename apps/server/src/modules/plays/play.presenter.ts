import type { TCardType, TPlay, TPlayState, TRarity } from '@arcana/shared/schemas';
import type { PlayView } from './plays.repo.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const presentPlay = ({ play, card, project, collector }: PlayView): TPlay => ({
  id: play.id,
  requestId: play.requestId,
  card: { id: card.id, name: card.name, image: card.image, rarity: card.rarity as TRarity, type: card.type as TCardType },
  project: { slug: project.slug, name: project.name },
  collector,
  action: play.action,
  message: play.message,
  state: play.state as TPlayState,
  reason: play.reason,
  autoApproved: play.autoApproved,
  createdAt: play.createdAt.toISOString(),
  decidedAt: iso(play.decidedAt),
  doneAt: iso(play.doneAt),
});
