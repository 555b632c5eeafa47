import { describe, expect, it } from 'vitest';
import { CRAFTING_MESSAGES, DEFAULT_CRAFTING_TERMS } from '@arcana/shared';
import { ZCraftingTerms, type TCraftingTerms } from '@arcana/shared/schemas';
import { schemaErrors } from '../../../api/form-errors';
import { craftingChanged, craftingFormValues, craftingTermsOf } from './crafting-form-values';

const FOX = '00000000-0000-4000-8000-0000000000d1';
const OWL = '00000000-0000-4000-8000-0000000000d2';
const GONE = '00000000-0000-4000-8000-0000000000d9';
const designs = [{ id: FOX }, { id: OWL }];
const saved: TCraftingTerms = {
  ...DEFAULT_CRAFTING_TERMS,
  fuse: null,
  sets: [{ id: '00000000-0000-4000-8000-0000000000e1', name: 'Pond', designIds: [FOX, OWL] }],
};

describe('a collection’s crafting terms in the form', () => {
  it('comes back from the form as it went in, and keeps a fuse count for when fusing is turned on', () => {
    expect(craftingTermsOf(craftingFormValues(saved, designs))).toEqual(saved);
    expect(craftingFormValues(saved, designs)).toMatchObject({ on: true, fuses: false, fuse: DEFAULT_CRAFTING_TERMS.fuse });
    expect(craftingTermsOf(craftingFormValues(null, designs))).toBeNull();
    expect(craftingFormValues(null, designs)).toMatchObject({ on: false, dismantle: DEFAULT_CRAFTING_TERMS.dismantle });
  });

  it('leaves out of a set a design the collection no longer has, which the server would refuse', () => {
    const values = craftingFormValues({ ...saved, sets: [{ ...saved.sets[0]!, designIds: [FOX, GONE, OWL] }] }, designs);
    expect(values.sets[0]!.designIds).toEqual([FOX, OWL]);
    expect(craftingChanged(values, saved, designs)).toBe(false);
  });

  it('refuses an emptied amount in the contract’s words', () => {
    const values = craftingFormValues(saved, designs);
    const emptied = { ...values, dismantle: { ...values.dismantle, rare: '' } };
    expect(craftingChanged(emptied, saved, designs)).toBe(true);
    expect(schemaErrors(ZCraftingTerms, craftingTermsOf(emptied))).toEqual({ 'dismantle.rare': CRAFTING_MESSAGES.dismantle });
  });
});
