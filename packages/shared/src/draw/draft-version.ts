import type { TCollectionActions } from '../schemas/plays.js';
import type { TCraftingTerms } from '../schemas/crafting.js';
import type { TTradingTerms } from '../schemas/trading.js';
import type { TDesign, TWeights } from '../schemas/projects.js';
import { CRAFTING_LIMITS } from '../validation/crafting.js';
import type { OddsVersion } from './odds.js';

/** The actions a version keeps: those of designs it holds; none at all when nothing is left. */
function keptActions(actions: TCollectionActions | undefined, ids: ReadonlySet<string>): TCollectionActions | undefined {
  if (!actions) return undefined;
  const kept = {
    rarities: actions.rarities,
    designs: Object.fromEntries(Object.entries(actions.designs).filter(([id]) => ids.has(id))),
  };
  return Object.keys(kept.rarities).length + Object.keys(kept.designs).length > 0 ? kept : undefined;
}

/** The crafting terms a version keeps: its sets hold only designs it holds, and a set left too small is gone. */
function keptCrafting(crafting: TCraftingTerms | null | undefined, ids: ReadonlySet<string>): TCraftingTerms | undefined {
  if (!crafting) return undefined;
  const sets = crafting.sets
    .map((set) => ({ ...set, designIds: set.designIds.filter((id) => ids.has(id)) }))
    .filter((set) => set.designIds.length >= CRAFTING_LIMITS.setDesignsMin);
  return { ...crafting, sets };
}

/**
 * What submitting a collection as it stands would freeze (docs/product-rules.md "Projects and odds"):
 * creators' collections share each rarity's weight among its designs, and carry what their cards do
 * when played, their crafting terms and whether they change hands. One function for the server, which hashes it, and the Forge's
 * preview, which shows and draws exactly that.
 */
export const draftVersionOf = (
  weights: TWeights,
  designs: readonly TDesign[],
  terms: { actions?: TCollectionActions; crafting?: TCraftingTerms | null; trading?: TTradingTerms | null } = {},
): OddsVersion => {
  const ids = new Set(designs.map((design) => design.id));
  const actions = keptActions(terms.actions, ids);
  const crafting = keptCrafting(terms.crafting, ids);
  return {
    scheme: 'rarity-design',
    weights,
    designs: designs.map(({ drawn: _drawn, frozen: _frozen, ...design }) => design),
    ...(actions ? { actions } : {}),
    ...(crafting ? { crafting } : {}),
    ...(terms.trading ? { trading: terms.trading } : {}),
  };
};
