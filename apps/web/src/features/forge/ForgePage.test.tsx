import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, AUTH_PATHS, CARD_PATHS, fillPath, PRODUCT_NAME, PROJECT_PATHS } from '@arcana/shared';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { jsonResponse, serveApi } from '../../test-api';
import { buildCollection, buildProject, buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { renderForge } from './render-forge';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const verifyPath = `${API_PREFIX}${AUTH_PATHS.verify}`;

let server: ReturnType<typeof serveApi>;
const figuresPath = `${API_PREFIX}${CARD_PATHS.communityFigures}`;
/** The community's figures, which the overview asks for whoever looks. */
const figures = { [`GET ${figuresPath}`]: () => ({ cardsCollected: 48213, collectors: 912, legendaryFound: 977, members: 1304 }) };
/** A stored session that the stand-in server confirms, as a user or as an admin observing one. */
const signIn = ({ isObserving, projects = [] }: { isObserving: boolean; projects?: TProject[] }) => {
  localStorage.setItem('token', 'stored-access');
  server = serveApi({
    ...figures,
    [`GET ${verifyPath}`]: () => ({ user: buildUser(), isObserving }),
    [`GET ${API_PREFIX}${PROJECT_PATHS.mine}`]: () => projects,
    // The version in force of a published collection, which the creator's figures compare with.
    [`GET ${API_PREFIX}${fillPath(PROJECT_PATHS.version, { hash: 'a'.repeat(64) })}`]: () => ({
      hash: 'a'.repeat(64),
      exhaustions: [],
      number: 1,
      canonical: JSON.stringify({
        scheme: 'rarity-design',
        weights: { common: 9_000, uncommon: 0, rare: 0, epic: 0, legendary: 1_000 },
        designs: [],
      }),
      publishedAt: '2026-11-26T10:00:00.000Z',
      supersededAt: null,
    }),
  });
};
const asVisitor = () => {
  server = serveApi(figures);
};

beforeEach(() => localStorage.clear());
afterEach(() => server.restore());

const selectedTab = () => screen.getByRole('tab', { selected: true });
const search = () => screen.getByTestId('search').textContent;

describe('the Forge page', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('opens on the overview, with its features, four steps and the community’s figures, for a visitor too', async () => {
    asVisitor();
    renderForge('/forge');

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['The Forge']);
    expect(document.title).toBe(`The Forge · ${PRODUCT_NAME}`);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Create Collection', 'Manage Collections', 'Craft']);
    expect(selectedTab()).toHaveTextContent('Overview');

    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    const features = within(panel).getByRole('region', { name: 'What You Can Forge' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Design Cards', 'Set Rarities & Odds', 'Launch Drops', 'Reward Your Community']);
    const steps = within(within(panel).getByRole('region', { name: 'How It Works' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Design',
      'Configure',
      'Preview',
      'Launch',
    ]);
    // The figures are the server's count of the whole community; a visitor's overview asks for nothing else.
    const stats = within(panel).getByRole('region', { name: 'Community Stats' });
    expect(await within(stats).findByText('48,213')).toBeInTheDocument();
    expect(within(stats).getByText('Cards collected').nextSibling).toHaveTextContent('48,213');
    expect(within(stats).getByText('Legendary cards found').nextSibling).toHaveTextContent('977');
    expect(server.requests).toEqual([`GET ${figuresPath}`]);
  });

  it('keeps its headings in order: one h1, and no level skipped below it', () => {
    asVisitor();
    renderForge('/forge');
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });

  it('opens the tab the address names, and writes a tab picked by click or arrow key back into ?tab=', async () => {
    asVisitor();
    renderForge('/forge?tab=manage');
    expect(selectedTab()).toHaveTextContent('Manage Collections');
    expect(screen.getByRole('tabpanel', { name: 'Manage Collections' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Create Collection' }));
    expect(selectedTab()).toHaveTextContent('Create Collection');
    expect(search()).toBe('?tab=create');

    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Overview');
    expect(selectedTab()).toHaveFocus();
    expect(search()).toBe('?tab=overview');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeInTheDocument();
  });

  it('shows the overview for an unknown tab in the address', () => {
    asVisitor();
    renderForge('/forge?tab=smithy');
    expect(selectedTab()).toHaveTextContent('Overview');
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
  });
});

describe('the Create and Manage tabs', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('show a signed-in user what creating needs rather than Access Required', async () => {
    signIn({ isObserving: false });
    renderForge('/forge?tab=create');
    expect(await screen.findByRole('heading', { name: 'Before you create' })).toBeInTheDocument();
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.queryByText('Access Required')).not.toBeInTheDocument();
  });

  it('show a signed-in user No Collections Yet, with a way to the Create tab', async () => {
    signIn({ isObserving: false });
    renderForge('/forge?tab=manage');
    expect(await screen.findByRole('heading', { name: 'No Collections Yet' })).toBeInTheDocument();
    expect(screen.queryByText('Access Required')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Start a Collection' }));
    expect(selectedTab()).toHaveTextContent('Create Collection');
    expect(search()).toBe('?tab=create');
    expect(await screen.findByRole('heading', { name: 'Before you create' })).toBeInTheDocument();
  });

  it('list a creator’s projects and collections with their state, rejection reason and figures', async () => {
    const design = {
      description: '',
      type: 'beast' as const,
      rarity: 'common' as const,
      power: [1, 2] as [number, number],
      defense: [1, 2] as [number, number],
      image: 'crimson-fox',
      frozen: false,
    };
    const collection = (name: string, status: TCollection['status'], extra: Partial<TCollection> = {}) =>
      buildCollection({ id: name, name, status, weights: { common: 10_000, uncommon: 0, rare: 0, epic: 0, legendary: 0 }, ...extra });
    signIn({
      isObserving: false,
      projects: [
        buildProject({
          owner: 'nova_lumen',
          collections: [
            collection('First Light', 'published', {
              activeVersionHash: 'a'.repeat(64),
              collectors: 830,
              designs: [
                { ...design, id: 'd1', name: 'Fox', supplyCap: 100, drawn: 40 },
                { ...design, id: 'd2', name: 'Wand', rarity: 'legendary', supplyCap: null, drawn: 1_200 },
              ],
            }),
            collection('Second Light', 'rejected', { rejectionReason: 'The wand needs art.' }),
          ],
        }),
      ],
    });
    renderForge('/forge?tab=manage');
    const list = await screen.findByRole('list', { name: 'Collections of Nova' });
    expect(screen.getByRole('link', { name: 'Nova' })).toHaveAttribute('href', '/projects/nova');
    const first = within(list).getByRole('listitem', { name: 'First Light' });
    expect(first).toHaveTextContent('First LightPublishedRulesActionsCraftingTradingDesigns2Collectors830Cards drawn1,240Supply left60');
    const second = within(list).getByRole('listitem', { name: 'Second Light' });
    expect(second).toHaveTextContent('Not published: The wand needs art.');
    expect(second).toHaveTextContent('Designs0Collectors0Cards drawn0Supply leftUnlimited');
    // Each collection's earning rules, card actions and crafting terms are pages of their own.
    expect(within(second).getByRole('link', { name: 'Earning rules of Second Light' })).toHaveAttribute(
      'href',
      '/forge/collections/Second%20Light/rules',
    );
    expect(within(second).getByRole('link', { name: 'Card actions of Second Light' })).toHaveAttribute(
      'href',
      '/forge/collections/Second%20Light/actions',
    );
    expect(within(second).getByRole('link', { name: 'Crafting of Second Light' })).toHaveAttribute(
      'href',
      '/forge/collections/Second%20Light/crafting',
    );
    expect(within(second).getByRole('link', { name: 'Trading of Second Light' })).toHaveAttribute(
      'href',
      '/forge/collections/Second%20Light/trading',
    );
    expect(screen.queryByText('No Collections Yet')).not.toBeInTheDocument();

    // The published shares beside those of the cards drawn: 40 common and 1,200 legendary of 1,240.
    const shares = await screen.findByRole('table', { name: 'Rarity shares of First Light' });
    expect(within(shares).getByRole('row', { name: /Common/ })).toHaveTextContent('Common90%3.2%');
    expect(within(shares).getByRole('row', { name: /Legendary/ })).toHaveTextContent('Legendary10%96.8%');
    expect(screen.queryByRole('table', { name: 'Rarity shares of Second Light' })).not.toBeInTheDocument();
  });

  it.each([
    ['create', 'Before you create'],
    ['manage', 'No Collections Yet'],
  ])('ask a visitor on ?tab=%s to log in, instead of showing %s', (tab, content) => {
    asVisitor();
    renderForge(`/forge?tab=${tab}`);
    expect(screen.getByRole('heading', { name: 'Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(content)).not.toBeInTheDocument();
  });

  it.each([
    ['create', 'Before you create'],
    ['manage', 'No Collections Yet'],
  ])('tell an observer on ?tab=%s that observers cannot create or manage collections, instead of showing %s', async (tab, content) => {
    signIn({ isObserving: true });
    renderForge(`/forge?tab=${tab}`);
    expect(await screen.findByRole('heading', { name: 'Access Required' })).toBeInTheDocument();
    expect(screen.getByText(/an observer cannot create or manage collections/)).toBeInTheDocument();
    expect(screen.queryByText(content)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('show neither Access Required nor the content while the stored session is checked', async () => {
    localStorage.setItem('token', 'stored-access');
    let answer!: (response: Response) => void;
    server = serveApi({ [`GET ${verifyPath}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderForge('/forge?tab=create');

    expect(screen.getByRole('status', { name: 'Checking your access' })).toBeInTheDocument();
    expect(screen.queryByText('Access Required')).not.toBeInTheDocument();
    expect(screen.queryByText('Before you create')).not.toBeInTheDocument();

    await waitFor(() => expect(server.callsTo(verifyPath)).toHaveLength(1));
    answer(jsonResponse(200, { user: buildUser(), isObserving: false }));
    expect(await screen.findByRole('heading', { name: 'Before you create' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your access' })).not.toBeInTheDocument();
    expect(screen.queryByText('Access Required')).not.toBeInTheDocument();
  });
});
