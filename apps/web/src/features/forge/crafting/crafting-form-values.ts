import { DEFAULT_CRAFTING_TERMS, RARITIES } from '@arcana/shared';
import type { TCraftingTerms, TDesign, TRarity } from '@arcana/shared/schemas';

/** A named set as its fields hold it. */
export interface SetFormValues {
  id: string;
  name: string;
  designIds: string[];
}

/**
 * The Crafting page's values, at the terms' own paths (`craft.rare`, `sets.0.name`), so the contract's
 * errors land on the inputs as they are. A number input holds '' while it is emptied.
 */
export interface CraftingFormValues {
  on: boolean;
  dismantle: Record<TRarity, number | string>;
  craft: Record<TRarity, number | string>;
  fuses: boolean;
  /** Kept while fusing is off, for when it is turned on again. */
  fuse: number | string;
  sets: SetFormValues[];
}

/**
 * The form of a collection's terms. Off, it holds those a creator starts from, ready for the switch
 * (docs/product-rules.md "Crafting"). A copy: the store's objects are frozen, and the form changes
 * nested values in place. A set keeps only the designs the collection still has, as the server
 * refuses any other (400 SET_DESIGN_UNKNOWN).
 */
export function craftingFormValues(saved: TCraftingTerms | null, designs: readonly Pick<TDesign, 'id'>[]): CraftingFormValues {
  const terms = structuredClone(saved ?? DEFAULT_CRAFTING_TERMS);
  const held = new Set(designs.map((design) => design.id));
  return {
    on: saved !== null,
    dismantle: terms.dismantle,
    craft: terms.craft,
    fuses: terms.fuse !== null,
    fuse: terms.fuse ?? DEFAULT_CRAFTING_TERMS.fuse,
    sets: terms.sets.map((set) => ({ ...set, designIds: set.designIds.filter((id) => held.has(id)) })),
  };
}

/** An emptied field is 0, which the terms refuse in their own words. */
const byRarity = (values: Record<TRarity, number | string>) =>
  Object.fromEntries(RARITIES.map((rarity) => [rarity, Number(values[rarity])])) as Record<TRarity, number>;

/** The terms to save: null while crafting is off. */
export function craftingTermsOf(values: CraftingFormValues): TCraftingTerms | null {
  if (!values.on) return null;
  return {
    dismantle: byRarity(values.dismantle),
    craft: byRarity(values.craft),
    fuse: values.fuses ? Number(values.fuse) : null,
    sets: values.sets.map(({ id, name, designIds }) => ({ id, name: name.trim(), designIds })),
  };
}

/** Whether saving would change what is saved: both sides are made the same way, so their texts compare. */
export const craftingChanged = (values: CraftingFormValues, saved: TCraftingTerms | null, designs: readonly Pick<TDesign, 'id'>[]) =>
  JSON.stringify(craftingTermsOf(values)) !== JSON.stringify(craftingTermsOf(craftingFormValues(saved, designs)));

/**
 * The inputs the page shows, at the request's paths (`crafting.craft.rare`), for a refusal to land on.
 * The sets' own error comes last: a refusal of one set's field belongs to that set's input.
 */
export const craftingFields = (values: CraftingFormValues, rarities: readonly TRarity[]): string[] =>
  [
    ...rarities.flatMap((rarity) => [`dismantle.${rarity}`, `craft.${rarity}`]),
    'fuse',
    ...values.sets.flatMap((_set, index) => [`sets.${index}.name`, `sets.${index}.designIds`]),
    'sets',
  ].map((field) => `crafting.${field}`);
