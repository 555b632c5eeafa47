import type { TDesign, TWeights } from '../schemas/projects.js';
import type { OddsVersion } from './odds.js';

/**
 * What submitting a collection as it stands would freeze (docs/product-rules.md "Projects and odds"):
 * creators' collections share each rarity's weight among its designs. One function for the server,
 * which hashes it, and the Forge's preview, which shows and draws exactly that.
 */
export const draftVersionOf = (weights: TWeights, designs: readonly TDesign[]): OddsVersion => ({
  scheme: 'rarity-design',
  weights,
  designs: designs.map(({ drawn: _drawn, frozen: _frozen, ...design }) => design),
});
