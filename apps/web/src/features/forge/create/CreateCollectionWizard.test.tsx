import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX, AUTH_PATHS, fillPath, PROJECT_MESSAGES, PROJECT_PATHS } from '@arcana/shared';
import { draftVersionOf, HOUSE_WEIGHTS_BP, oddsVersionHash } from '@arcana/shared/draw';
import type { TCollection, TProject } from '@arcana/shared/schemas';
import { jsonResponse, serveApi } from '../../../test-api';
import { buildCollection, buildDesign, buildProject, buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { renderForge } from '../render-forge';

configure({ asyncUtilTimeout: 5_000 });

const api = (template: string, params: Record<string, string> = {}) => `${API_PREFIX}${fillPath(template, params)}`;

const collectionOf = (overrides: Partial<TCollection> = {}): TCollection =>
  buildCollection({
    weights: HOUSE_WEIGHTS_BP,
    designs: [
      buildDesign({}),
      buildDesign({
        id: '00000000-0000-4000-8000-0000000000d2',
        name: 'Star Wand',
        type: 'artifact',
        rarity: 'legendary',
        image: 'crown-of-echoes',
      }),
    ],
    ...overrides,
  });

const projectOf = (collections: TCollection[]): TProject => buildProject({ collections });

const renderWizard = (query: string) => renderForge(`/forge?tab=create${query}`);

let server: ReturnType<typeof serveApi>;
/** A signed-in creator (or not, by `user`) whose projects the stand-in server holds in `mine`. */
function signIn(routes: Parameters<typeof serveApi>[0], user = buildUser({ has2FA: true })) {
  localStorage.setItem('token', 'stored-access');
  server = serveApi({ [`GET ${API_PREFIX}${AUTH_PATHS.verify}`]: () => ({ user, isObserving: false }), ...routes });
}

beforeEach(() => localStorage.clear());
afterEach(() => server.restore());

describe('Create Collection', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('tells an account without two-factor what creating needs, and where in settings to settle it', async () => {
    signIn({}, buildUser({ has2FA: false }));
    renderWizard('');
    expect(await screen.findByRole('heading', { name: 'Before you create' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(PROJECT_MESSAGES.creatorNeedsTwoFactor))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Security settings' })).toHaveAttribute('href', '/settings?tab=security');
    expect(screen.queryByText(new RegExp(PROJECT_MESSAGES.creatorNeedsVerifiedEmail))).not.toBeInTheDocument();
    expect(server.callsTo(api(PROJECT_PATHS.mine))).toEqual([]);
  });

  it('derives a new project’s address from its name, and shows a taken address on its field', async () => {
    const posted: unknown[] = [];
    signIn({
      [`GET ${api(PROJECT_PATHS.mine)}`]: () => [],
      [`POST ${api(PROJECT_PATHS.list)}`]: async (_url, request) => {
        posted.push(await request.json());
        return jsonResponse(409, { error: PROJECT_MESSAGES.slugTaken, code: 'SLUG_TAKEN', field: 'slug' });
      },
    });
    renderWizard('');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nova Lumen!');
    expect(screen.getByRole('textbox', { name: /Address/ })).toHaveValue('nova-lumen');
    await userEvent.type(screen.getByRole('textbox', { name: 'Twitch channel' }), 'nova_lumen');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));

    const address = screen.getByRole('textbox', { name: /Address/ });
    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining(PROJECT_MESSAGES.slugTaken)));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    // Empty links are left out; the rest is sent as typed.
    expect(posted).toEqual([
      { name: 'Nova Lumen!', slug: 'nova-lumen', tagline: '', description: '', accentColor: '#8b5cf6', links: { twitch: 'nova_lumen' } },
    ]);
  });

  it('checks the project against the contract before sending it', async () => {
    signIn({ [`GET ${api(PROJECT_PATHS.mine)}`]: () => [] });
    renderWizard('');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nova');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'http://nova.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(PROJECT_MESSAGES.website)).toBeInTheDocument();
    expect(server.callsTo(api(PROJECT_PATHS.list))).toEqual([]);
  });

  it('keeps the odds step shut while the weights break a rule, and starts from the house odds over the rarities present', async () => {
    let collection = collectionOf();
    const patched: unknown[] = [];
    signIn({
      [`GET ${api(PROJECT_PATHS.mine)}`]: () => [projectOf([collection])],
      [`PATCH ${api(PROJECT_PATHS.collection, { collectionId: 'c1' })}`]: async (_url, request) => {
        const body = (await request.json()) as Pick<TCollection, 'weights'>;
        patched.push(body);
        collection = { ...collection, ...body };
        return collection;
      },
    });
    renderWizard('&step=odds&project=p1&collection=c1');

    // The house odds give uncommon, rare and epic weight, and this collection has no design of them.
    const problem = await screen.findByText('Uncommon has a weight but no card design');
    expect(problem.closest('[role="status"]')).not.toBeNull();
    const next = screen.getByRole('button', { name: 'Next: preview' });
    expect(next).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Start from the house odds' }));
    expect(screen.getByRole('textbox', { name: 'Common' })).toHaveValue('96.15%');
    expect(screen.getByRole('textbox', { name: 'Legendary' })).toHaveValue('3.85%');
    expect(screen.getByText('Total: 100% of 100%')).toBeInTheDocument();
    const chances = screen.getByRole('table', { name: 'Chance of each design in First Light' });
    expect(within(chances).getByRole('row', { name: /Star Wand/ })).toHaveTextContent('3.85%');

    await userEvent.click(next);
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('step=preview'));
    expect(patched).toEqual([{ weights: { common: 9_615, uncommon: 0, rare: 0, epic: 0, legendary: 385 } }]);
    expect(await screen.findByRole('heading', { name: 'Preview' })).toHaveFocus();
  });

  it('shows the fingerprint of exactly what submitting freezes, then waits for the review', async () => {
    const weights = { common: 9_000, uncommon: 0, rare: 0, epic: 0, legendary: 1_000 };
    let collection = collectionOf({ weights });
    signIn({
      [`GET ${api(PROJECT_PATHS.mine)}`]: () => [projectOf([collection])],
      [`POST ${api(PROJECT_PATHS.submit, { collectionId: 'c1' })}`]: () => {
        const version = {
          id: 'v1',
          number: 1,
          hash: 'h',
          status: 'in_review' as const,
          submittedAt: '2026-11-01T00:00:00.000Z',
          reviewedAt: null,
          publishedAt: null,
          supersededAt: null,
          rejectionReason: null,
        };
        collection = { ...collection, status: 'in_review', versions: [version] };
        return collection;
      },
    });
    renderWizard('&step=submit&project=p1&collection=c1');

    const hash = oddsVersionHash(draftVersionOf(weights, collection.designs));
    expect(await screen.findByText(hash)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { name: 'Sent for review' })).toBeInTheDocument();
    expect(server.callsTo(api(PROJECT_PATHS.submit, { collectionId: 'c1' }))).toHaveLength(1);
  });

  it('opens no step before the ones it needs: an address naming a later step lands on the last one open', async () => {
    signIn({ [`GET ${api(PROJECT_PATHS.mine)}`]: () => [projectOf([collectionOf({ designs: [] })])] });
    renderWizard('&step=submit&project=p1&collection=c1');
    expect(await screen.findByRole('heading', { name: 'Card designs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next: odds' })).toBeDisabled();
  });
});
