import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CRAFTING_TERMS } from '@arcana/shared';
import { draftVersionOf } from '@arcana/shared/draw';
import { renderInApp } from '../../test-render';
import { buildDesign } from '../../test-support';
import { ReviewCrafting } from './ReviewCrafting';

const weights = { common: 7_000, uncommon: 0, rare: 3_000, epic: 0, legendary: 0 };
const designs = [
  buildDesign({ id: 'd1', name: 'Ember Fox', rarity: 'common' }),
  buildDesign({ id: 'd2', name: 'Moss Toad', rarity: 'common' }),
  buildDesign({ id: 'd3', name: 'Star Wand', rarity: 'rare' }),
  // Made only at the Forge: with crafting, a rarity with designs may have no weight.
  buildDesign({ id: 'd4', name: 'Crown of Echoes', rarity: 'epic' }),
];
const region = () => screen.getByRole('region', { name: 'Crafting: the terms of First Light' });

describe('the crafting terms a reviewer approves', () => {
  it('reads the terms in words: each rarity the version has designs of, fusing, then its sets', () => {
    const crafting = {
      ...DEFAULT_CRAFTING_TERMS,
      craft: { ...DEFAULT_CRAFTING_TERMS.craft, rare: 1_200 },
      sets: [{ id: 's1', name: 'Pond', designIds: ['d1', 'd2'] }],
    };
    renderInApp(<ReviewCrafting version={draftVersionOf(weights, designs, { crafting })} collectionName="First Light" />);
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dismantling a common card gives 5 essence; crafting one costs 40',
      'Dismantling a rare card gives 100 essence; crafting one costs 1,200',
      'Dismantling an epic card gives 400 essence; crafting one costs 1,600',
      'Fusing: 5 cards of one rarity make one of the next',
      'Set “First Light”: the whole collection',
      'Set “Pond”: Ember Fox, Moss Toad',
    ]);
  });

  it('says so when the version has no crafting terms, and when it does not fuse', () => {
    const { unmount } = renderInApp(<ReviewCrafting version={draftVersionOf(weights, designs)} collectionName="First Light" />);
    expect(region()).toHaveTextContent('Its cards are not crafted: this version has no crafting terms.');
    unmount();

    const crafting = { ...DEFAULT_CRAFTING_TERMS, fuse: null, sets: [] };
    renderInApp(<ReviewCrafting version={draftVersionOf(weights, designs, { crafting })} collectionName="First Light" />);
    expect(region()).toHaveTextContent('Fusing: none, its cards are not fused');
  });
});
