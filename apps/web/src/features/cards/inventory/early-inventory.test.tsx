import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, CARD_PATHS, CARD_TYPES, escapeHtml, FIRST_STACKED_PAGE, jsonDataBlock, numberText, RARITIES } from '@arcana/shared';
import type { TCollectionSummary, TPageCard } from '@arcana/shared/schemas';
import { isNewCard } from '../card/rarity';
import { theme } from '../../../state/theme';
import { CardSkeletons } from './CardSkeletons';
import {
  cardFaceKey,
  EARLY_CARDS_ATTRIBUTE,
  EARLY_TEMPLATES_ID,
  EARLY_TOTALS_ATTRIBUTE,
  onScreen,
  paintEarlyInventory,
  type EarlyInventorySettings,
} from './early-inventory';
import { renderEarlyTemplates } from './early-inventory-templates';
import { InventorySummary } from './InventorySummary';

const CARDS_URL = API_PREFIX + FIRST_STACKED_PAGE;
const SUMMARY_URL = API_PREFIX + CARD_PATHS.mineSummary;
const settings: EarlyInventorySettings = { path: '/inventory', cardsUrl: CARDS_URL, summaryUrl: SUMMARY_URL };
const names = { cards: EARLY_CARDS_ATTRIBUTE, totals: EARLY_TOTALS_ATTRIBUTE, templates: EARLY_TEMPLATES_ID };
const helpers = { faceKey: cardFaceKey, isNew: isNewCard, numberText, escape: escapeHtml, onScreen };
const paint = () => paintEarlyInventory(settings, names, helpers);
const HOUR = 60 * 60 * 1000;

const card = (n: number, overrides: Partial<TPageCard> = {}): TPageCard => ({
  id: `card-${n}`,
  name: `Card ${n}`,
  description: '',
  image: '',
  rarity: RARITIES[n % RARITIES.length]!,
  type: CARD_TYPES[n % CARD_TYPES.length]!,
  power: 10 + n,
  defense: 20 + n,
  mintDate: new Date(Date.now() - 48 * HOUR).toISOString(),
  collectedAt: new Date(Date.now() - 48 * HOUR).toISOString(),
  seenAt: new Date(Date.now() - 47 * HOUR).toISOString(),
  publicKey: 'wallet',
  fairness: null,
  proofCode: null,
  project: { slug: 'arcana', name: 'Arcana' },
  copies: 1,
  ...overrides,
});

/**
 * The inventory's prerendered page as far as the early content goes: the summary in both layouts (the
 * wide one's and the phone's, until the app knows the screen) and the skeletons, with their slots,
 * then the templates.
 */
function prerenderedPage() {
  const summary = <InventorySummary totals={null} username={undefined} walletKey={null} observing={false} />;
  document.body.innerHTML =
    renderToStaticMarkup(
      <MantineProvider theme={theme} env="test">
        {summary}
        {summary}
        <CardSkeletons />
      </MantineProvider>,
    ) + jsonDataBlock(EARLY_TEMPLATES_ID, renderEarlyTemplates());
  return {
    cards: document.querySelector<HTMLElement>(`[${EARLY_CARDS_ATTRIBUTE}]`)!,
    totals: [...document.querySelectorAll<HTMLElement>(`[${EARLY_TOTALS_ATTRIBUTE}]`)],
  };
}

const asAnswer = (body: unknown, status: number) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The answers the first-screen script asked for as the page started: the newest stacks' page, and the summary. */
function earlyAnswers(cards: TPageCard[] | unknown, summary: unknown, status = 200) {
  const page = Array.isArray(cards) ? { cards, nextCursor: null } : cards;
  const responses = { cards: asAnswer(page, status), summary: asAnswer(summary, status) };
  window.arcanaEarlyResponses = [
    { url: CARDS_URL, authorization: 'Bearer token', response: responses.cards },
    { url: SUMMARY_URL, authorization: 'Bearer token', response: responses.summary },
  ];
  return responses;
}

const summaryOf = (count: number): TCollectionSummary => ({ count, value: count * 10, byRarity: {}, byType: {} }) as TCollectionSummary;

beforeEach(() => window.history.replaceState(null, '', '/inventory'));
afterEach(() => {
  window.arcanaEarlyResponses = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the templates rendered at build time', () => {
  it('hold every type, rarity and newness of a card, and the figures, with the values left to fill', () => {
    const { faces, figures, copies } = renderEarlyTemplates();
    expect(Object.keys(faces)).toHaveLength(CARD_TYPES.length * RARITIES.length * 2);
    for (const [key, face] of Object.entries(faces)) {
      for (const field of ['id', 'name', 'power', 'defense', 'badge', 'spoken']) expect(face, key).toContain(`{{${field}}}`);
      expect(face.includes('NEW!'), key).toBe(key.endsWith(' new'));
    }
    expect(figures.one).toContain('{{value}} ARCANA');
    expect(figures.one).toContain('{{count}} item<');
    expect(figures.other).toContain('{{count}} items<');
    expect(copies.badge).toContain('×{{copies}}');
    expect(copies.spoken).toContain('{{copies}} copies');
  });
});

describe('the inventory drawn before the app', () => {
  it('fills the slots from the early answers, each card with its own face, and leaves the answers whole for the app', async () => {
    const slots = prerenderedPage();
    const hostile = '<img src=x onerror="window.hacked = true">';
    const cards = [
      card(0, { name: hostile, seenAt: null }),
      card(1, { name: 'Moss Toad', copies: 3 }),
      ...Array.from({ length: 13 }, (_, i) => card(i + 2)),
    ];
    const responses = earlyAnswers(cards, summaryOf(50_000));

    await paint();

    const slot = slots.cards;
    const drawn = [...slot.querySelectorAll<HTMLElement>('[data-card-id]')];
    // As many as the skeletons they stand in for.
    expect(drawn.map((element) => element.dataset.cardId)).toEqual(cards.slice(0, 10).map(({ id }) => id));
    expect(drawn[0]!.querySelector('[data-testid="card-name"]')!.textContent).toBe(hostile);
    // A name is text, never markup; a catalogue card brings its own art, any other card none.
    expect(slot.querySelector('img[src="x"]')).toBeNull();
    expect(drawn[1]!.querySelector('img')!.getAttribute('src')).toMatch(/moss-toad.*\.svg/);
    expect(drawn[2]!.querySelector('img')!.getAttribute('src')).toBe('');
    expect(drawn[0]!.textContent).toContain('NEW!');
    expect(drawn[1]!.textContent).not.toContain('NEW!');
    // A stack shows its copies as the app's card does, heard as words; a single card shows none.
    expect(drawn[1]!.querySelector('[data-testid="card-copies"]')).toHaveTextContent('×3');
    expect(drawn[1]!.textContent).toContain(', 3 copies');
    expect(drawn[0]!.querySelector('[data-testid="card-copies"]')).toBeNull();
    expect(drawn[0]!.textContent).not.toContain('copies');
    const second = cards[1]!;
    expect(drawn[1]!.dataset.rarity).toBe(second.rarity);
    expect(drawn[1]!.textContent).toContain(`Power ${second.power}`);
    expect(drawn[1]!.textContent).toContain(`Defense ${second.defense}`);
    // Pictures, not buttons: nothing on the page answers a click before the app does.
    expect(slot.querySelector('button')).toBeNull();
    expect(slots.totals).toHaveLength(2);
    for (const totals of slots.totals) {
      expect(totals.querySelector('[data-testid="inventory-value"]')).toHaveTextContent('500,000 ARCANA');
      expect(totals.querySelector('[data-testid="inventory-count"]')).toHaveTextContent('50,000 items');
    }
    expect(await (await responses.cards).json()).toEqual({ cards, nextCursor: null });
    expect(await (await responses.summary).json()).toEqual(summaryOf(50_000));
  });

  it('writes one item in the singular', async () => {
    const slots = prerenderedPage();
    earlyAnswers([card(1)], summaryOf(1));
    await paint();
    expect(slots.totals[0]!.querySelector('[data-testid="inventory-count"]')).toHaveTextContent(/^1 item$/);
  });

  it('draws nothing from a failed answer, on another page, or where the app has drawn already', async () => {
    let slots = prerenderedPage();
    earlyAnswers({ code: 'UNAUTHORIZED' }, { code: 'UNAUTHORIZED' }, 401);
    await paint();
    expect(slots.cards).toBeEmptyDOMElement();
    for (const totals of slots.totals) expect(totals).toBeEmptyDOMElement();

    window.history.replaceState(null, '', '/settings');
    earlyAnswers([card(1)], summaryOf(1));
    await paint();
    expect(slots.cards).toBeEmptyDOMElement();
    for (const totals of slots.totals) expect(totals).toBeEmptyDOMElement();

    window.history.replaceState(null, '', '/inventory/');
    slots = prerenderedPage();
    slots.cards.innerHTML = '<div data-card-id="drawn-by-the-app"></div>';
    earlyAnswers([card(1)], summaryOf(1));
    await paint();
    expect([...slots.cards.children].map((element) => element.getAttribute('data-card-id'))).toEqual(['drawn-by-the-app']);
    expect(slots.totals[0]).toHaveTextContent('1 item');
  });
});
