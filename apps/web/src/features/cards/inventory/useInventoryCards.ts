import { useCallback, useEffect, useMemo, useRef } from 'react';
import { CARD_PAGE_SIZE } from '@arcana/shared';
import type { TCardPageQuery, TCollectionSummary } from '@arcana/shared/schemas';
import { useCollectionPagesInfiniteQuery, useCollectionSummaryQuery, useMyCollectiblesQuery } from '../cards.api';
import { inventoryTotals, pageQueryOf, visibleCards, type InventoryCard, type InventoryQuery } from './inventory-view';

const NO_CARDS: InventoryCard[] = [];

export interface InventoryCards {
  /** What the collection shows for the query, as far as it is loaded. */
  shown: InventoryCard[];
  /** The whole collection's figures (null while unknown). */
  totals: TCollectionSummary | null;
  isLoading: boolean;
  /** Asks for the next page when the collection is read page by page and more are left. */
  loadMore: () => void;
}

/**
 * The cards the inventory shows. A collection that fits in one page (the list route answers its
 * newest page) is sorted, filtered and searched here, at once; a larger one by the server, page by
 * page as the list nears its end, with its figures from the server's summary. Stacked, the server
 * reads every collection: only it knows which cards are copies of one (docs/product-rules.md "Inventory").
 */
export function useInventoryCards(query: InventoryQuery, skip: boolean): InventoryCards {
  const newest = useMyCollectiblesQuery(undefined, { skip });
  const summary = useCollectionSummaryQuery(undefined, { skip });
  const large = (summary.data?.count ?? 0) > CARD_PAGE_SIZE;
  const paged = large || query.stacked === true;
  // Each key typed asks (the search is deferred, and the server answers in tens of milliseconds); `data`
  // stays on the last answer while the next query's is on its way, so the grid never empties between two.
  const pageQuery = useMemo(() => pageQueryOf(query), [query]);
  const pages = useCollectionPagesInfiniteQuery(pageQuery, { skip: skip || !paged });
  const firstPage = newest.data ?? NO_CARDS;
  const local = useMemo(() => (paged ? NO_CARDS : visibleCards(firstPage, query)), [paged, firstPage, query]);
  const localTotals = useMemo(() => (newest.data ? inventoryTotals(newest.data) : null), [newest.data]);
  const pagedCards = useMemo(() => pages.data?.pages.flatMap((page) => page.cards) ?? NO_CARDS, [pages.data]);
  // A next page asked for while the collection's size is unknown, or while its pages are being fetched
  // (the first, or all of them again after a card came, when a request for it would be dropped as a
  // duplicate), is kept and asked for once they are in. It is kept for its own query: the end of a
  // short stacked list is not the end of the longer list its cards are shown in next.
  const moreWanted = useRef<TCardPageQuery | null>(null);
  const { hasNextPage, isFetching, fetchNextPage } = pages;
  // Until the first page of the server's newest sort comes, the list route's answer (the same newest
  // cards) stands in for it, rather than the last query's answer: the grid that painted does not empty
  // and fill again, and its end is this list's. A refused query (too many at once, say) shows nothing
  // rather than the answer to another query.
  const standIn = !pages.currentData && isNewestUnfiltered(pageQuery) && newest.data;
  // The end of another query's answer, still shown while this one's is on its way, is not this list's end.
  const showsThisQuery = pages.currentData !== undefined || Boolean(standIn);
  const busy = isFetching || summary.isLoading;
  const askIfWanted = useCallback(() => {
    if (moreWanted.current !== pageQuery || busy) return;
    moreWanted.current = null;
    if (paged && hasNextPage) void fetchNextPage();
  }, [pageQuery, busy, paged, hasNextPage, fetchNextPage]);
  useEffect(askIfWanted, [askIfWanted]);
  const loadMore = useCallback(() => {
    if (!showsThisQuery) return;
    moreWanted.current = pageQuery;
    askIfWanted();
  }, [showsThisQuery, pageQuery, askIfWanted]);

  // A full newest page may be the start of a larger collection: its own figures would be wrong.
  const totals = firstPage.length < CARD_PAGE_SIZE ? localTotals : (summary.data ?? null);
  if (!paged) return { shown: local, totals, isLoading: newest.isLoading, loadMore };
  return {
    shown: pages.isError ? NO_CARDS : standIn ? firstPage : pagedCards,
    totals: large ? (summary.data ?? null) : totals,
    isLoading: pages.isLoading && !standIn,
    loadMore,
  };
}

/** The newest cards, each on its own: what the list route answers too. */
const isNewestUnfiltered = ({ sort, rarity, type, project, search, stack }: TCardPageQuery) =>
  sort === 'newest' && !rarity && !type && !project && !search && stack !== 'true';
