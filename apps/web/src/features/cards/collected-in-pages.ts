import { CARD_SORTS, cardMatches } from '@arcana/shared';
import type { TCard, TCardPage, TCardPageQuery } from '@arcana/shared/schemas';

/** Pages of one query with a card where the server would put it, unless it belongs to a page not loaded yet. */
function putAtItsPlace(pages: TCardPage[], query: TCardPageQuery, card: TCard, copies: number) {
  if (pages.some((page) => page.cards.some((c) => c.id === card.id))) return;
  const order = CARD_SORTS[query.sort ?? 'newest'];
  const shown = { ...card, copies };
  for (const page of pages) {
    const at = page.cards.findIndex((c) => order(card, c) < 0);
    if (at >= 0) return void page.cards.splice(at, 0, shown);
  }
  const last = pages.at(-1);
  if (last && last.nextCursor === null) last.cards.push(shown);
}

/**
 * Whether two cards are copies of one, as far as their faces tell: a design's text is its own, and
 * frozen once published (docs/product-rules.md "Inventory"). The server, which knows designs, has the
 * last word the next time the pages are read.
 */
const copiesOfOne = (a: TCard, b: TCard) =>
  a.name === b.name && a.description === b.description && a.rarity === b.rarity && a.type === b.type && a.project.slug === b.project.slug;

/**
 * Loaded pages of one query with a collected card in place, without asking the server: in a stacked
 * query it becomes its stack's newest copy (the stack moves to its place and counts one more) or a
 * stack of its own; in one stack's copies, it joins them if it is one; elsewhere it is a card of its own.
 */
export function putIntoPages(pages: TCardPage[], query: TCardPageQuery, card: TCard) {
  if (!cardMatches(card, query)) return;
  const cards = pages.flatMap((page) => page.cards);
  if (cards.some((c) => c.id === card.id)) return;
  if (query.copiesOf) return void (cards.some((c) => copiesOfOne(c, card)) && putAtItsPlace(pages, query, card, 1));
  const stack = query.stack === 'true' ? cards.find((c) => copiesOfOne(c, card)) : undefined;
  if (stack) for (const page of pages) page.cards = page.cards.filter((c) => c !== stack);
  putAtItsPlace(pages, query, card, (stack?.copies ?? 0) + 1);
}
