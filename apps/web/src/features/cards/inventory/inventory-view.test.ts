import { describe, expect, it } from 'vitest';
import { summaryWith } from '@arcana/shared';
import type { TCard } from '@arcana/shared/schemas';
import { inventoryTotals, pageQueryOf, sameFilter, visibleCards } from './inventory-view';
import { filterLabel } from './InventoryFilters';
import { buildCard } from '../../../test-support';

const card = (over: Partial<TCard>): TCard => buildCard({ id: over.name ?? 'x', ...over });

const cards = [
  card({ name: 'Moss Toad', rarity: 'common', type: 'beast', collectedAt: '2026-11-03T00:00:00.000Z' }),
  card({ name: 'Aurelion', rarity: 'legendary', type: 'warrior', collectedAt: '2026-11-01T00:00:00.000Z' }),
  card({ name: 'Frost Adept', rarity: 'uncommon', type: 'mage', collectedAt: '2026-11-02T00:00:00.000Z' }),
];
const names = (list: TCard[]) => list.map((c) => c.name);

describe('inventory view', () => {
  it('sorts newest first by default, by rarity weight, or by name', () => {
    expect(names(visibleCards(cards, { filter: { kind: 'all' }, search: '', sort: 'newest' }))).toEqual([
      'Moss Toad',
      'Frost Adept',
      'Aurelion',
    ]);
    expect(names(visibleCards(cards, { filter: { kind: 'all' }, search: '', sort: 'rarity' }))).toEqual([
      'Aurelion',
      'Frost Adept',
      'Moss Toad',
    ]);
    expect(names(visibleCards(cards, { filter: { kind: 'all' }, search: '', sort: 'name' }))).toEqual([
      'Aurelion',
      'Frost Adept',
      'Moss Toad',
    ]);
  });

  it('filters by rarity or by type, and searches', () => {
    expect(names(visibleCards(cards, { filter: { kind: 'rarity', rarity: 'legendary' }, search: '', sort: 'newest' }))).toEqual([
      'Aurelion',
    ]);
    expect(names(visibleCards(cards, { filter: { kind: 'type', type: 'mage' }, search: '', sort: 'newest' }))).toEqual(['Frost Adept']);
    expect(names(visibleCards(cards, { filter: { kind: 'all' }, search: 'TOAD', sort: 'newest' }))).toEqual(['Moss Toad']);
    expect(visibleCards(cards, { filter: { kind: 'type', type: 'rogue' }, search: '', sort: 'newest' })).toEqual([]);
  });

  it('filters by project along with a rarity or type, and asks the server for the same', () => {
    const nova = { slug: 'nova-studio', name: 'Nova Studio' };
    const mixed = [...cards, card({ name: 'Ember Fox', rarity: 'common', type: 'beast', project: nova })];
    const query = { filter: { kind: 'type', type: 'beast' } as const, project: 'nova-studio', search: '', sort: 'name' as const };
    expect(names(visibleCards(mixed, query))).toEqual(['Ember Fox']);
    expect(names(visibleCards(mixed, { ...query, project: 'arcana' }))).toEqual(['Moss Toad']);
    expect(names(visibleCards(mixed, { ...query, project: undefined }))).toEqual(['Ember Fox', 'Moss Toad']);
    expect(pageQueryOf(query)).toEqual({ sort: 'name', type: 'beast', project: 'nova-studio' });
    expect(pageQueryOf({ ...query, project: undefined })).toEqual({ sort: 'name', type: 'beast' });
  });

  it('counts each project’s cards, and a card of a project not held yet adds it', () => {
    const nova = { slug: 'nova-studio', name: 'Nova Studio' };
    const totals = inventoryTotals(cards);
    expect(totals.byProject).toEqual([{ slug: 'arcana', name: 'Arcana', count: 3 }]);
    const fox = card({ name: 'Ember Fox', project: nova });
    const withFox = summaryWith(totals, fox);
    expect(withFox.byProject).toEqual([
      { slug: 'arcana', name: 'Arcana', count: 3 },
      { ...nova, count: 1 },
    ]);
    expect(summaryWith(withFox, card({ name: 'Star Wand', project: nova })).byProject).toEqual([
      { slug: 'arcana', name: 'Arcana', count: 3 },
      { ...nova, count: 2 },
    ]);
    expect(inventoryTotals([...cards, fox])).toEqual(withFox);
  });

  it('counts 10 per card and per rarity and type', () => {
    const totals = inventoryTotals(cards);
    expect(totals).toMatchObject({
      count: 3,
      value: 30,
      byRarity: { common: 1, legendary: 1, uncommon: 1, rare: 0, epic: 0 },
      byType: { beast: 1, warrior: 1, mage: 1, rogue: 0 },
    });
  });

  it('compares filters by what they select, and names the active one as its button does', () => {
    expect(sameFilter({ kind: 'rarity', rarity: 'epic' }, { kind: 'rarity', rarity: 'epic' })).toBe(true);
    expect(sameFilter({ kind: 'rarity', rarity: 'epic' }, { kind: 'rarity', rarity: 'rare' })).toBe(false);
    expect(sameFilter({ kind: 'type', type: 'mage' }, { kind: 'all' })).toBe(false);
    expect(filterLabel({ kind: 'all' })).toBe('All');
    expect(filterLabel({ kind: 'rarity', rarity: 'legendary' })).toBe('Legendary');
    expect(filterLabel({ kind: 'type', type: 'mage' })).toBe('Mages');
  });
});
