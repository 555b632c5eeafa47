import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, CRAFTING_MESSAGES, CRAFTING_PATHS, fillPath } from '@arcana/shared';
import type { TCardCrafting, TSpentCard } from '@arcana/shared/schemas';
import { jsonResponse, serveApi } from '../../test-api';
import { renderInApp } from '../../test-render';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { CardForge } from './CardForge';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const cardPath = `${API_PREFIX}${fillPath(CRAFTING_PATHS.card, { cardId: 'k1' })}`;
const spent = (id: string, name: string): TSpentCard => ({
  id,
  name,
  image: 'crimson-fox',
  rarity: 'common',
  type: 'beast',
  proofCode: null,
});
const crafting = (overrides: Partial<TCardCrafting> = {}): TCardCrafting => ({
  off: null,
  held: null,
  dismantle: { essence: 5, project: { slug: 'nova', name: 'Nova Studio' } },
  fuse: { count: 2, into: 'uncommon', cards: [spent('k1', 'Ember Fox'), spent('k2', 'Moss Toad')] },
  ...overrides,
});

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

describe('a card at the Forge', () => {
  it(
    'says what dismantling gives and which cards a fuse takes, then spends exactly those, once per asking',
    async () => {
      const sent: Array<[string, unknown]> = [];
      server = serveApi({
        [`GET ${cardPath}`]: () => crafting(),
        [`POST ${API_PREFIX}${CRAFTING_PATHS.fuse}`]: async (_url, request) => {
          sent.push(['fuse', await request.json()]);
          return jsonResponse(409, { error: CRAFTING_MESSAGES.cardSpent, code: 'CARD_CONSUMED' });
        },
      });
      renderInApp(<CardForge cardId="k1" cardName="Ember Fox" />);
      const forge = await screen.findByRole('region', { name: 'At the Forge' });
      expect(forge).toHaveTextContent('Dismantling gives 5 essence of Nova Studio; fusing 2 makes one uncommon card.');
      await userEvent.click(within(forge).getByRole('button', { name: 'Fuse' }));
      const dialog = await screen.findByRole('dialog', { name: 'Fuse Ember Fox' });
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Ember Fox · Common', 'Moss Toad · Common']);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fuse' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(CRAFTING_MESSAGES.cardSpent);
      expect(sent).toEqual([['fuse', { requestId: expect.any(String), cardIds: ['k1', 'k2'] }]]);
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );

  it(
    'holds back a card in play and a fuse short of cards, saying why; a collection without crafting says so',
    async () => {
      let answer = crafting({ held: CRAFTING_MESSAGES.cardInPlay });
      server = serveApi({ [`GET ${cardPath}`]: () => answer });
      const { unmount } = renderInApp(<CardForge cardId="k1" cardName="Ember Fox" />);
      const forge = await screen.findByRole('region', { name: 'At the Forge' });
      expect(within(forge).getByRole('button', { name: 'Dismantle' })).toBeDisabled();
      expect(within(forge).getByRole('button', { name: 'Fuse' })).toHaveAccessibleDescription(CRAFTING_MESSAGES.cardInPlay);
      unmount();

      answer = crafting({ fuse: { count: 3, into: 'uncommon', cards: [spent('k1', 'Ember Fox')] } });
      const again = renderInApp(<CardForge cardId="k1" cardName="Ember Fox" />);
      expect(await screen.findByRole('button', { name: 'Fuse' })).toHaveAccessibleDescription(
        'A fuse takes 3 common cards of this collection: you hold 1 free to spend.',
      );
      again.unmount();

      answer = crafting({ off: CRAFTING_MESSAGES.craftingOff('First Light'), dismantle: null, fuse: null });
      renderInApp(<CardForge cardId="k1" cardName="Ember Fox" />);
      expect(await screen.findByText('First Light has no crafting.')).toBeInTheDocument();
    },
    COMPONENT_TEST_TIMEOUT_MS,
  );
});
