import { memo, type ComponentType } from 'react';
import type { TCardType } from '@arcana/shared/schemas';
import type { EmblemProps } from './emblems/EmblemSvg';
import { ArtifactEmblem } from './emblems/ArtifactEmblem';
import { BeastEmblem } from './emblems/BeastEmblem';
import { HealerEmblem } from './emblems/HealerEmblem';
import { MageEmblem } from './emblems/MageEmblem';
import { RogueEmblem } from './emblems/RogueEmblem';
import { WarriorEmblem } from './emblems/WarriorEmblem';

/** Arcana's own drawing for each card type; no card depends on the system's emoji font. */
export const TYPE_EMBLEMS: Record<TCardType, ComponentType<EmblemProps>> = {
  warrior: WarriorEmblem,
  mage: MageEmblem,
  rogue: RogueEmblem,
  healer: HealerEmblem,
  beast: BeastEmblem,
  artifact: ArtifactEmblem,
};

/** Memoised: a card that re-renders (selected, or showing another card of its type) leaves its drawing alone. */
export const TypeEmblem = memo(function TypeEmblem({ type, className }: { type: TCardType; className?: string }) {
  const Emblem = TYPE_EMBLEMS[type];
  return <Emblem className={className} />;
});
