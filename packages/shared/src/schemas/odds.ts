import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { DRAW_SCHEMES, type OddsVersion } from '../draw/odds.js';
import { ZCardType, ZRarity } from './cards.js';
import { ZCollectionActions } from './plays.js';
import { ZCraftingTerms } from './crafting.js';
import { ZTradingTerms } from './trading.js';

const ZStatRange = lazySchema(() => z.tuple([z.number().int(), z.number().int()]));

export const ZOddsDesign = lazySchema(() =>
  z.object({
    id: z.string().uuid(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    type: ZCardType,
    rarity: ZRarity,
    power: ZStatRange,
    defense: ZStatRange,
    supplyCap: z.number().int().positive().nullable(),
  }),
);

/** A frozen odds version as published (docs/product-rules.md "Projects and odds"); its hash is of its canonical JSON. */
export const ZOddsVersion = lazySchema(
  () =>
    z.object({
      scheme: z.enum(DRAW_SCHEMES),
      weights: z.record(ZRarity, z.number().int().nonnegative()),
      designs: z.array(ZOddsDesign),
      actions: ZCollectionActions.optional(),
      crafting: ZCraftingTerms.optional(),
      trading: ZTradingTerms.optional(),
    }) satisfies z.ZodType<OddsVersion>,
);
