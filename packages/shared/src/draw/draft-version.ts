import type { TCollectionActions } from '../schemas/plays.js';
import type { TDesign, TWeights } from '../schemas/projects.js';
import type { OddsVersion } from './odds.js';

/** The actions a version keeps: those of designs it holds; none at all when nothing is left. */
function keptActions(actions: TCollectionActions | undefined, designs: readonly TDesign[]): TCollectionActions | undefined {
  if (!actions) return undefined;
  const ids = new Set(designs.map((design) => design.id));
  const kept = {
    rarities: actions.rarities,
    designs: Object.fromEntries(Object.entries(actions.designs).filter(([id]) => ids.has(id))),
  };
  return Object.keys(kept.rarities).length + Object.keys(kept.designs).length > 0 ? kept : undefined;
}

/**
 * What submitting a collection as it stands would freeze (docs/product-rules.md "Projects and odds"):
 * creators' collections share each rarity's weight among its designs, and carry what their cards do
 * when played. One function for the server, which hashes it, and the Forge's preview, which shows and
 * draws exactly that.
 */
export const draftVersionOf = (weights: TWeights, designs: readonly TDesign[], actions?: TCollectionActions): OddsVersion => {
  const kept = keptActions(actions, designs);
  return {
    scheme: 'rarity-design',
    weights,
    designs: designs.map(({ drawn: _drawn, frozen: _frozen, ...design }) => design),
    ...(kept ? { actions: kept } : {}),
  };
};
