import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, PROFILE_MESSAGES, PROFILE_PATHS } from '@arcana/shared';
import type { TCard, TMyProfile } from '@arcana/shared/schemas';
import { jsonResponse, serveApi } from '../../test-api';
import { renderInApp } from '../../test-render';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { PublicProfileSettings } from './PublicProfileSettings';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const mine = `${API_PREFIX}${PROFILE_PATHS.mine}`;
const card = (id: string, name: string): TCard => ({
  id,
  name,
  description: '',
  image: 'crimson-fox',
  rarity: 'rare',
  type: 'beast',
  power: 10,
  defense: 10,
  mintDate: '2026-11-01T00:00:00.000Z',
  collectedAt: '2026-11-01T00:00:00.000Z',
  seenAt: '2026-11-01T00:00:00.000Z',
  publicKey: null,
  fairness: null,
  proofCode: null,
  project: { slug: 'nova', name: 'Nova Studio' },
});
const fox = card('c1', 'Ember Fox');
const toad = card('c2', 'Moss Toad');
const owl = card('c3', 'Glass Owl');

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

describe('the public profile in settings', () => {
  it(
    'moves and takes off shown cards, saving the whole order each time, and keeps it when the server refuses',
    async () => {
      let profile: TMyProfile = { public: true, url: 'http://arcana.test/u/pixelfan', cards: [fox, toad, owl] };
      const sent: unknown[] = [];
      server = serveApi({
        [`GET ${mine}`]: () => profile,
        [`PATCH ${mine}`]: async (_url, request) => {
          const body = (await request.json()) as { cardIds: string[] };
          sent.push(body);
          if (body.cardIds.length < 2) return jsonResponse(400, { error: PROFILE_MESSAGES.cardsNotHeld, code: 'PROFILE_CARDS_NOT_HELD' });
          const byId = new Map([fox, toad, owl].map((one) => [one.id, one]));
          profile = { ...profile, cards: body.cardIds.map((id) => byId.get(id)!) };
          return profile;
        },
      });
      renderInApp(<PublicProfileSettings readOnly={false} />);
      const shown = await screen.findByRole('list', { name: 'Cards your profile shows' });
      const names = () =>
        within(shown)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.split(' · ')[0]);
      expect(names()).toEqual(['1. Ember Fox', '2. Moss Toad', '3. Glass Owl']);
      expect(screen.getByRole('textbox', { name: 'Your profile’s address' })).toHaveValue('http://arcana.test/u/pixelfan');

      await userEvent.click(screen.getByRole('button', { name: 'Move Glass Owl up' }));
      expect(await within(shown).findByText(/^2\. Glass Owl/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Stop showing Ember Fox' }));
      expect(await within(shown).findByText(/^1\. Glass Owl/)).toBeInTheDocument();
      expect(names()).toEqual(['1. Glass Owl', '2. Moss Toad']);

      // One more off would leave one: this server refuses it, and the list stays as saved.
      await userEvent.click(screen.getByRole('button', { name: 'Stop showing Moss Toad' }));
      expect(await screen.findByText(PROFILE_MESSAGES.cardsNotHeld)).toBeInTheDocument();
      expect(names()).toEqual(['1. Glass Owl', '2. Moss Toad']);
      expect(sent).toEqual([{ cardIds: ['c1', 'c3', 'c2'] }, { cardIds: ['c3', 'c2'] }, { cardIds: ['c3'] }]);
      expect(screen.getByRole('button', { name: 'Move Glass Owl up' })).toBeDisabled();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );

  it(
    'changes nothing for an observer: every control is disabled',
    async () => {
      server = serveApi({ [`GET ${mine}`]: () => ({ public: false, url: 'http://arcana.test/u/pixelfan', cards: [fox] }) });
      renderInApp(<PublicProfileSettings readOnly />);
      expect(await screen.findByRole('switch', { name: 'Anyone with the link sees my profile' })).toBeDisabled();
      expect(screen.queryByRole('textbox', { name: 'Your profile’s address' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Choose cards' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Stop showing Ember Fox' })).toBeDisabled();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );
});
