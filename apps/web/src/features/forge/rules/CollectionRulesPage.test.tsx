import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_PREFIX,
  AUTH_PATHS,
  fillPath,
  NOTIFICATION_PATHS,
  REWARD_MESSAGES,
  REWARD_PATHS,
  TWITCH_CHAT_SCOPE,
  TWITCH_PATHS,
} from '@arcana/shared';
import { NO_CAPS, type TGrant, type TRule, type TTwitchChannel } from '@arcana/shared/schemas';
import { jsonResponse, serveApi, serveRealtime } from '../../../test-api';
import { buildCollection, buildProject, buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { renderRulesPage } from './render-rules-page';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const path = (template: string, params: Record<string, string> = {}) => `${API_PREFIX}${fillPath(template, params)}`;
const rulesPath = path(REWARD_PATHS.rules, { collectionId: 'c1' });
const grantsPath = path(REWARD_PATHS.grants, { collectionId: 'c1' });
const channelPath = path(TWITCH_PATHS.channel, { projectId: 'p1' });
const rulePath = (ruleId: string) => path(REWARD_PATHS.rule, { ruleId });

const buildRule = (overrides: Partial<TRule> = {}): TRule => ({
  id: 'r1',
  collectionId: 'c1',
  terms: { source: 'twitch.cheer', minBits: 500, reward: 2 },
  caps: NO_CAPS,
  enabled: false,
  granted: 0,
  budgetLeft: null,
  disabledReason: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const buildGrant = (overrides: Partial<TGrant> = {}): TGrant => ({
  id: 'g1',
  ruleId: 'r1',
  collectionId: 'c1',
  source: 'twitch.cheer',
  draws: 2,
  collector: 'ada',
  reason: 'cheered 500 bits',
  at: new Date().toISOString(),
  ...overrides,
});

let server: ReturnType<typeof serveApi>;
/** A signed-in creator whose project Nova holds the collection First Light; the routes given answer beside the page's reads. */
function signIn({
  rules = [],
  grants = [],
  channel = { channel: null },
  routes = {},
}: {
  rules?: TRule[] | (() => TRule[]);
  grants?: TGrant[];
  channel?: TTwitchChannel;
  routes?: Parameters<typeof serveApi>[0];
}) {
  localStorage.setItem('token', 'stored-access');
  server = serveApi({
    [`GET ${path(AUTH_PATHS.verify)}`]: () => ({ user: buildUser({ has2FA: true }), isObserving: false }),
    [`GET ${path(NOTIFICATION_PATHS.preferences)}`]: () => ({ preferences: [] }),
    [`GET ${path('/projects/mine')}`]: () => [buildProject({ collections: [buildCollection()] })],
    [`GET ${rulesPath}`]: () => (typeof rules === 'function' ? rules() : rules),
    [`GET ${grantsPath}`]: () => grants,
    [`GET ${channelPath}`]: () => channel,
    ...routes,
  });
}

afterEach(() => server.restore());

describe('a collection’s earning rules', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('lists each rule with its terms, caps, figures and why Arcana turned it off, and turns one on', async () => {
    const patched: unknown[] = [];
    signIn({
      rules: [
        buildRule({ caps: { ...NO_CAPS, perAccountPerDay: 3, cooldownSeconds: 5_400, budget: 100 }, granted: 40, budgetLeft: 60 }),
        buildRule({ id: 'r2', terms: { source: 'twitch.follow', reward: 1 }, disabledReason: REWARD_MESSAGES.revoked }),
      ],
      routes: {
        [`PATCH ${rulePath('r1')}`]: async (_url, request) => {
          patched.push(await request.json());
          return buildRule({
            enabled: true,
            granted: 40,
            budgetLeft: 60,
            caps: { ...NO_CAPS, perAccountPerDay: 3, cooldownSeconds: 5_400, budget: 100 },
          });
        },
      },
    });
    renderRulesPage('c1');

    const table = await screen.findByRole('table', { name: 'Rules of First Light' });
    const cheer = within(table).getByRole('row', { name: /Cheers at least 500 bits/ });
    expect(cheer).toHaveTextContent('Twitch cheer');
    expect(cheer).toHaveTextContent('2 draws');
    expect(cheer).toHaveTextContent('3 a day per account · budget of 100 draws · 1 h 30 min between grants');
    expect(
      within(cheer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('60');
    const follow = within(table).getByRole('row', { name: /Follows the channel/ });
    expect(follow).toHaveTextContent(`Turned off by Arcana: ${REWARD_MESSAGES.revoked}`);
    expect(follow).toHaveTextContent('No caps');

    const toggle = within(cheer).getByRole('switch', { name: 'Enable Twitch cheer: Cheers at least 500 bits' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(patched).toEqual([{ enabled: true }]);
    expect(within(follow).getByRole('switch')).not.toBeChecked();
  });

  it('says so when there is no rule yet, and adds a cheer whose draws grow with its bits, with the contract’s body', async () => {
    const posted: unknown[] = [];
    let rules: TRule[] = [];
    signIn({
      rules: () => rules,
      routes: {
        [`POST ${rulesPath}`]: async (_url, request) => {
          posted.push(await request.json());
          rules = [buildRule({ caps: { ...NO_CAPS, perAccountPerDay: 3 } })];
          return jsonResponse(201, rules[0]);
        },
      },
    });
    renderRulesPage('c1');

    expect(await screen.findByText(/No rules yet/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New rule' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Source/ }), 'Twitch cheer');
    // Checked against the contract first: a cheer needs its number of bits.
    await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
    const bits = within(form).getByRole('textbox', { name: 'At least this many bits' });
    expect(bits).toHaveAccessibleDescription(expect.stringContaining(REWARD_MESSAGES.threshold));
    expect(server.callsTo(rulesPath).filter((call) => call.startsWith('POST'))).toEqual([]);
    // A cap per stream is offered for Twitch sources.
    expect(within(form).getByRole('textbox', { name: /Per stream/ })).toBeInTheDocument();

    await userEvent.type(bits, '500');
    const reward = within(form).getByRole('textbox', { name: 'Draws granted' });
    await userEvent.clear(reward);
    await userEvent.type(reward, '2');
    // Draws that grow with the bits: for each step, up to a most no smaller than one step's.
    await userEvent.click(within(form).getByRole('switch', { name: 'More bits, more draws' }));
    expect(reward).toHaveAccessibleName('Draws per step');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Bits per step' }), '100');
    const most = within(form).getByRole('textbox', { name: 'Most draws for one cheer' });
    await userEvent.type(most, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(most).toHaveAccessibleDescription(expect.stringContaining(REWARD_MESSAGES.scaleMax));
    await userEvent.type(most, '0');
    await userEvent.type(within(form).getByRole('textbox', { name: /Per account per day/ }), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));

    await waitFor(() =>
      expect(posted).toEqual([
        { terms: { source: 'twitch.cheer', minBits: 500, reward: 2, scale: { per: 100, max: 10 } }, caps: { perAccountPerDay: 3 } },
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Rules of First Light' });
    expect(within(table).getByRole('row', { name: /Cheers at least 500 bits/ })).toHaveTextContent('3 a day per account');
    expect(screen.queryByRole('form', { name: 'New rule' })).not.toBeInTheDocument();
  });

  it('changes a rule’s caps in a dialog: an emptied cap is cleared, a source without streams sends no cap per stream', async () => {
    const patched: unknown[] = [];
    const share = buildRule({ terms: { source: 'share', reward: 1 }, caps: { ...NO_CAPS, budget: 100 }, budgetLeft: 100 });
    signIn({
      rules: [share],
      routes: {
        [`PATCH ${rulePath('r1')}`]: async (_url, request) => {
          const body = (await request.json()) as { caps: TRule['caps'] };
          patched.push(body);
          return { ...share, caps: { ...share.caps, ...body.caps }, budgetLeft: null };
        },
      },
    });
    renderRulesPage('c1');

    await userEvent.click(await screen.findByRole('button', { name: 'Change caps of Share: Shares the collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change caps' });
    expect(within(dialog).queryByRole('textbox', { name: /Per stream/ })).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Budget/ }));
    const cooldown = within(dialog).getByRole('textbox', { name: /Cooldown/ });
    await userEvent.type(cooldown, '7200');
    expect(cooldown).toHaveAccessibleDescription(expect.stringContaining('2 h'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save caps' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patched).toEqual([{ caps: { perAccountPerDay: null, budget: null, cooldownSeconds: 7_200, minAccountAgeDays: null } }]);
    expect(screen.getByRole('row', { name: /Shares the collection/ })).toHaveTextContent('2 h between grants');
  });

  it('shows a refusal the server names a field for on that field', async () => {
    signIn({
      routes: {
        [`POST ${rulesPath}`]: () =>
          jsonResponse(400, { error: REWARD_MESSAGES.perStreamTwitchOnly, code: 'VALIDATION_ERROR', field: 'caps.perStream' }),
      },
    });
    renderRulesPage('c1');
    const form = await screen.findByRole('form', { name: 'New rule' });
    const perStream = within(form).getByRole('textbox', { name: /Per stream/ });
    await userEvent.type(perStream, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(perStream).toHaveAccessibleDescription(expect.stringContaining(REWARD_MESSAGES.perStreamTwitchOnly)));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a Twitch rule refused for want of a channel next to that rule, and points at the connect button', async () => {
    signIn({
      rules: [buildRule()],
      routes: {
        [`PATCH ${rulePath('r1')}`]: () => jsonResponse(409, { error: REWARD_MESSAGES.twitchNotConnected, code: 'TWITCH_NOT_CONNECTED' }),
      },
    });
    renderRulesPage('c1');

    expect(await screen.findByRole('button', { name: 'Connect Twitch channel' })).not.toHaveFocus();
    const row = await screen.findByRole('row', { name: /Cheers at least 500 bits/ });
    await userEvent.click(within(row).getByRole('switch'));
    expect(await within(row).findByRole('alert')).toHaveTextContent(REWARD_MESSAGES.twitchNotConnected);
    expect(within(row).getByRole('switch')).not.toBeChecked();
    // The channel is read again: it may have changed since.
    await waitFor(() => expect(server.callsTo(channelPath)).toHaveLength(2));

    await userEvent.click(within(row).getByRole('button', { name: 'Go to the Twitch channel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Twitch channel' })).toHaveFocus());
  });

  it('says which scopes a connected channel lacks, and offers to connect again', async () => {
    signIn({
      channel: {
        channel: {
          id: 't1',
          login: 'nova_lumen',
          displayName: 'NovaLumen',
          connectedAt: '2026-11-26T10:00:00.000Z',
          missingScopes: ['bits:read', TWITCH_CHAT_SCOPE],
          chat: [],
        },
      },
    });
    renderRulesPage('c1');
    const panel = await screen.findByRole('region', { name: 'Twitch channel' });
    expect(await within(panel).findByText('NovaLumen')).toBeInTheDocument();
    expect(panel).toHaveTextContent('twitch.tv/nova_lumen');
    expect(panel).toHaveTextContent('Missing: cheers, messages in the channel’s chat.');
    // Nothing can be said in chat until the broadcaster allows it.
    expect(within(panel).getByRole('checkbox', { name: /Draws waiting for a viewer/ })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Connect again' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it('turns on what Arcana says in the channel’s chat, saved as it is ticked', async () => {
    const patched: unknown[] = [];
    const channel = { id: 't1', login: 'nova_lumen', displayName: 'NovaLumen', connectedAt: '2026-11-26T10:00:00.000Z', missingScopes: [] };
    signIn({
      channel: { channel: { ...channel, chat: [] } },
      routes: {
        [`PATCH ${path(TWITCH_PATHS.chat, { projectId: 'p1' })}`]: async (_url, request) => {
          const body = (await request.json()) as { chat: string[] };
          patched.push(body);
          return { channel: { ...channel, chat: body.chat } };
        },
      },
    });
    renderRulesPage('c1');
    const panel = await screen.findByRole('region', { name: 'Twitch channel' });
    const rare = await within(panel).findByRole('checkbox', { name: /Epic and legendary draws/ });
    const waiting = within(panel).getByRole('checkbox', { name: /Draws waiting for a viewer/ });
    const plays = within(panel).getByRole('checkbox', { name: /Plays you approve/ });
    // Each tick straight after the one before: each sent whole, in the list's order, the others kept.
    await userEvent.click(rare);
    await userEvent.click(plays);
    await userEvent.click(waiting);
    await waitFor(() =>
      expect(patched).toEqual([
        { chat: ['rareDraw'] },
        { chat: ['rareDraw', 'approvedPlay'] },
        { chat: ['waiting', 'rareDraw', 'approvedPlay'] },
      ]),
    );
    // Drawn as the store tells, on its next frame.
    await waitFor(() => expect(waiting).toBeChecked());
    expect(rare).toBeChecked();
    expect(plays).toBeChecked();
  });

  it('connects the channel in a popup pointed at Twitch’s consent, then reads the channel again', async () => {
    let connected = false;
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    signIn({
      routes: {
        [`GET ${channelPath}`]: () => ({
          channel: connected
            ? {
                id: 't1',
                login: 'nova_lumen',
                displayName: 'NovaLumen',
                connectedAt: '2026-11-26T10:00:00.000Z',
                missingScopes: [],
                chat: [],
              }
            : null,
        }),
        [`POST ${path(TWITCH_PATHS.connect, { projectId: 'p1' })}`]: () => ({
          authUrl: 'https://id.twitch.example/authorize?x=1',
          state: 's1',
        }),
      },
    });
    renderRulesPage('c1');

    await userEvent.click(await screen.findByRole('button', { name: 'Connect Twitch channel' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.location.href).toBe('https://id.twitch.example/authorize?x=1'));
    connected = true;
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { source: 'arcana-oauth', provider: 'twitch', state: 's1', linked: true, message: REWARD_MESSAGES.channelConnected },
      }),
    );
    const panel = screen.getByRole('region', { name: 'Twitch channel' });
    expect(await within(panel).findByText('NovaLumen')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Connect/ })).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('puts a grant heard on the socket at the top of the feed, once, and reads the rule’s figures again', async () => {
    signIn({ rules: [buildRule({ enabled: true })], grants: [buildGrant({ collector: 'bo', reason: 'cheered 600 bits' })] });
    const store = renderRulesPage('c1');
    const feed = await screen.findByRole('log', { name: 'Recent grants' });
    expect(await within(feed).findByText('bo')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(rulesPath)).toHaveLength(1));

    const socket = serveRealtime(store);
    socket.fire('connected', { userId: 'u1' });
    socket.fire('eventsReplayed', { lastEventId: 0, gap: false });
    const grant = buildGrant({ id: 'g2', collector: 'cy', draws: 4, reason: 'cheered 2,000 bits' });
    socket.fire('drawsGranted', { grant }, { eventId: 1 });
    // Heard again (another tab's replay, say): still once.
    socket.fire('drawsGranted', { grant }, { eventId: 2 });
    // Another collection's grant is not this feed's.
    socket.fire('drawsGranted', { grant: buildGrant({ id: 'g3', collectionId: 'c2', collector: 'di' }) }, { eventId: 3 });

    const items = within(feed).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('cy earned 4 draws: cheered 2,000 bits'),
      expect.stringContaining('bo earned 2 draws: cheered 600 bits'),
    ]);
    await waitFor(() => expect(server.callsTo(rulesPath).length).toBeGreaterThan(1));
    socket.stop();
  });
});
