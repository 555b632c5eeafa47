import type { TCard, TCardPage, TCollectionSummary } from '@arcana/shared/schemas';
import type { isNewCard } from '../card/rarity';
import type { numberText } from '@arcana/shared';

/**
 * The inventory's first screen before the app has arrived (docs/decisions/024): its newest cards and
 * its figures. The prerendered page carries what they look like, rendered by the app's own components
 * at build time (`renderEarlyTemplates`) with `{{field}}` where a value goes; the first-screen script
 * (build/first-screen.ts) fills them with the member's early answers into slots beside the
 * skeletons, which the app replaces with its own once it has the data.
 */

/** Marks the cards' slot; its value is how many cards it shows at most. */
export const EARLY_CARDS_ATTRIBUTE = 'data-early-cards';
/** Marks the figures' slot. */
export const EARLY_TOTALS_ATTRIBUTE = 'data-early-totals';

/**
 * A slot's content as React renders it: always the same object, so React never rewrites what the
 * first-screen script put there, and takes the page over with the slot's content as it is.
 */
export const LEFT_TO_THE_PAGE = { __html: '' };

/** The id of the data block holding the templates. */
export const EARLY_TEMPLATES_ID = 'arcana-early-templates';

export interface EarlyTemplates {
  /** Every face a card can show, by `cardFaceKey`, with `{{badge}}` and `{{spoken}}` where a stack's copies go. */
  faces: Record<string, string>;
  /** A stack's copies, as its card shows them and as a screen reader hears them, each with `{{copies}}`. */
  copies: { badge: string; spoken: string };
  /** Every catalogue card's art, by the card's name. */
  arts: Record<string, string>;
  /** The figures, for a collection of one card and of any other number. */
  figures: { one: string; other: string };
}

export interface EarlyInventorySettings {
  /** The page the slots are on (the address the first-screen script runs at, without a trailing slash). */
  path: string;
  /** The early answers that fill them: the newest stacks (a page of them), and the collection's summary. */
  cardsUrl: string;
  summaryUrl: string;
}

/** Which face a card shows: its type, its rarity, and whether it is new. Self-contained: the first-screen script carries it. */
export function cardFaceKey(card: Pick<TCard, 'type' | 'rarity'>, isNew: boolean) {
  return `${card.type} ${card.rarity}${isNew ? ' new' : ''}`;
}

/**
 * Settles once the browser has shown any of `elements` (the others may be hidden: a layout the screen
 * does not use). A frame is only on the screen after the painting (slow for cards' glows without a
 * GPU) that follows the script, so the app's scripts would otherwise take the line while the content
 * was still being drawn. Element Timing reports each block of text as it is shown; where the browser
 * has none, the next frame. Self-contained: the first-screen script carries it.
 */
export function onScreen(elements: HTMLElement[]): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('element')) {
      return void requestAnimationFrame(() => resolve());
    }
    const identifier = 'early-inventory';
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === identifier)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'element' });
    // The browser times text by the block it sits in: every element, so whichever holds text is timed.
    for (const element of elements) for (const part of element.querySelectorAll('*')) part.setAttribute('elementtiming', identifier);
  });
}

interface Helpers {
  faceKey: typeof cardFaceKey;
  isNew: typeof isNewCard;
  numberText: typeof numberText;
  escape: (text: string) => string;
  onScreen: typeof onScreen;
}

/**
 * Runs in the browser, in the first-screen script after `askEarly`: once an early answer and the page
 * are both there, writes it into its slots: the newest cards, as many as the slot takes, with the
 * column width the grid's own CSS gives (the cards size their text by it); the figures. Leaves a
 * slot alone where the answer failed or the app has filled it already. Settles
 * once what it wrote is on the screen, or it knows it will write nothing (the app's scripts wait for
 * that: `startAppAfterFirstPaint`). Serialized with toString(), so what it uses comes in as arguments.
 */
export function paintEarlyInventory(
  settings: EarlyInventorySettings,
  names: { cards: string; totals: string; templates: string },
  helpers: Helpers,
): Promise<unknown> {
  if (location.pathname.replace(/(.)\/+$/, '$1') !== settings.path) return Promise.resolve();
  const parsed = new Promise<void>((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });
  const write = <T>(url: string, attribute: string, render: (answer: T, templates: EarlyTemplates, slot: HTMLElement) => string) => {
    const early = window.arcanaEarlyResponses?.find((entry) => entry.url === url);
    if (!early) return Promise.resolve();
    // Read from a copy, before the app (which takes the answer itself) can have started on it.
    const answer = early.response.then((response) => (response.ok ? (response.clone().json() as Promise<T>) : null));
    return (
      Promise.all([answer, parsed])
        .then(([body]) => {
          // Every one the page has (the figures are in the phone's layout and the wide one), but none the app has filled.
          const slots = [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)].filter((slot) => slot.childElementCount === 0);
          const block = document.getElementById(names.templates);
          if (body === null || !block || slots.length === 0) return undefined;
          const templates = JSON.parse(block.textContent!) as EarlyTemplates;
          for (const slot of slots) slot.innerHTML = render(body, templates, slot);
          const written = slots.filter((slot) => slot.childElementCount > 0);
          return written.length > 0 ? helpers.onScreen(written) : undefined;
        })
        // A page without it is the page as before: skeletons until the app has the data.
        .catch(() => undefined)
    );
  };
  const filled = (template: string, values: Record<string, unknown>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, field: string) => helpers.escape(String(values[field])));

  const cards = write<TCardPage>(settings.cardsUrl, names.cards, ({ cards: stacks }, { faces, arts, copies }, slot) => {
    const column = parseFloat(getComputedStyle(slot).gridTemplateColumns);
    if (column > 0) slot.style.setProperty('--card-width', `${column}px`);
    return stacks
      .slice(0, Number(slot.getAttribute(names.cards)))
      .map((card) => {
        const stacked = card.copies > 1;
        const face = (faces[helpers.faceKey(card, helpers.isNew(card))] ?? '')
          .replace('{{badge}}', stacked ? copies.badge : '')
          .replace('{{spoken}}', stacked ? copies.spoken : '');
        return filled(face, { ...card, art: arts[card.name] ?? '' });
      })
      .join('');
  });
  const totals = write<TCollectionSummary>(settings.summaryUrl, names.totals, ({ count, value }, { figures }) =>
    filled(count === 1 ? figures.one : figures.other, { count: helpers.numberText(count), value: helpers.numberText(value) }),
  );
  return Promise.all([cards, totals]);
}
