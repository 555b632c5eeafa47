import { CARD_VALUE, RARITY_SORT_WEIGHT } from './constants.js';
import type { TCard, TCardPageQuery, TCollectionSummary, TInventorySort } from './schemas/cards.js';

/**
 * What a collection's sorts, filters and search mean, as the server's pages answer them: the web
 * sorts a small collection itself, and puts a newly collected card where the server would have.
 */

let collator: Intl.Collator | undefined;
/**
 * Names in the reader's order. One collator for every comparison (String#localeCompare builds one per
 * call, which a thousand-card sort feels), made on the first: making it as the module loads would
 * load the locale's data on every page's start, sorted or not.
 */
export const compareNames = (a: string, b: string): number => (collator ??= new Intl.Collator()).compare(a, b);

/**
 * When a card was collected, parsed once per card object: a sort compares each card about 20 times,
 * and parsing the date in every comparison made a thousand-card 'newest' sort cost 5–15 ms.
 */
const collectedTimes = new WeakMap<TCard, number>();
function collectedTime(card: TCard): number {
  let time = collectedTimes.get(card);
  if (time === undefined) {
    time = Date.parse(card.collectedAt);
    collectedTimes.set(card, time);
  }
  return time;
}

export const CARD_SORTS: Record<TInventorySort, (a: TCard, b: TCard) => number> = {
  newest: (a, b) => collectedTime(b) - collectedTime(a),
  rarity: (a, b) => RARITY_SORT_WEIGHT[b.rarity] - RARITY_SORT_WEIGHT[a.rarity] || compareNames(a.name, b.name),
  name: (a, b) => compareNames(a.name, b.name),
};

/** The lower-cased text a search looks in, made once per card object (the cache keeps the same objects). */
const searchTexts = new WeakMap<TCard, string>();
function searchText(card: TCard): string {
  let text = searchTexts.get(card);
  if (text === undefined) {
    text = [card.name, card.description, card.type, card.rarity].join('\n').toLowerCase();
    searchTexts.set(card, text);
  }
  return text;
}

/** Whether a card is among those a query's filters (one rarity or one type, one project) and search keep. */
export function cardMatches(
  card: TCard,
  { rarity, type, project, search }: Pick<TCardPageQuery, 'rarity' | 'type' | 'project' | 'search'>,
): boolean {
  const term = search?.trim().toLowerCase();
  return (
    (!rarity || card.rarity === rarity) &&
    (!type || card.type === type) &&
    (!project || card.project.slug === project) &&
    (!term || searchText(card).includes(term))
  );
}

/** A collection's figures with one more card in it. */
export function summaryWith(summary: TCollectionSummary, card: TCard): TCollectionSummary {
  return {
    count: summary.count + 1,
    value: summary.value + CARD_VALUE,
    byRarity: { ...summary.byRarity, [card.rarity]: (summary.byRarity[card.rarity] ?? 0) + 1 },
    byType: { ...summary.byType, [card.type]: (summary.byType[card.type] ?? 0) + 1 },
    byProject: summary.byProject.some((held) => held.slug === card.project.slug)
      ? summary.byProject.map((held) => (held.slug === card.project.slug ? { ...held, count: held.count + 1 } : held))
      : [...summary.byProject, { ...card.project, count: 1 }],
  };
}
