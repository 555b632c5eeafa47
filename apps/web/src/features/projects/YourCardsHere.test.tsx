import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, CARD_PATHS, fillPath, PLAY_PATHS } from '@arcana/shared';
import type { TCardPlayability } from '@arcana/shared/schemas';
import { serveApi } from '../../test-api';
import { renderInApp, signInAs } from '../../test-render';
import { buildCard, buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { YourCardsHere } from './YourCardsHere';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const project = { slug: 'first-light', name: 'First Light' };
const cards = [
  buildCard({ id: 'k1', name: 'Star Wand', rarity: 'legendary', project }),
  buildCard({ id: 'k2', name: 'Ember Fox', rarity: 'common', project }),
];
const stateOf = (cardId: string) => `${API_PREFIX}${fillPath(PLAY_PATHS.card, { cardId })}`;
const shout: TCardPlayability = {
  action: { kind: 'shout', reusable: false, cooldownSeconds: 0, liveOnly: false },
  play: null,
  spent: false,
  cooldownSeconds: 0,
  paused: false,
  listed: false,
};

let server: ReturnType<typeof serveApi> | undefined;
afterEach(() => server?.restore());

describe('your cards here, on a project’s page', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('offers the collector’s newest cards of the project, and what the one chosen does on stream', async () => {
    const asked: string[] = [];
    server = serveApi({
      ...signInAs(buildUser()),
      [`GET ${API_PREFIX}${CARD_PATHS.minePage}`]: (url) => {
        asked.push(url.search);
        return { cards, nextCursor: null };
      },
      [`GET ${stateOf('k1')}`]: () => shout,
      [`GET ${stateOf('k2')}`]: () => ({ ...shout, action: null }),
    });
    renderInApp(<YourCardsHere projectSlug={project.slug} />);
    const region = await screen.findByRole('region', { name: 'Your cards here' });
    expect(asked).toEqual(['?project=first-light&limit=12']);
    const choice = within(region).getByRole('combobox', { name: 'Card to play' });
    expect(choice).toHaveValue('Star Wand · Legendary');
    expect(await within(region).findByRole('button', { name: 'Play on stream' })).toBeEnabled();

    await userEvent.click(choice);
    await userEvent.click(await screen.findByRole('option', { name: 'Ember Fox · Common' }));
    expect(await within(region).findByText('Ember Fox does nothing on stream: its collection gives it no action.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Play on stream' })).not.toBeInTheDocument();
  });

  it('is not there for a visitor, nor for a collector without a card of the project', async () => {
    server = serveApi({});
    const { unmount } = renderInApp(<YourCardsHere projectSlug={project.slug} />);
    expect(screen.queryByRole('region', { name: 'Your cards here' })).not.toBeInTheDocument();
    unmount();
    server.restore();
    let asked = false;
    server = serveApi({
      ...signInAs(buildUser()),
      [`GET ${API_PREFIX}${CARD_PATHS.minePage}`]: () => {
        asked = true;
        return { cards: [], nextCursor: null };
      },
    });
    renderInApp(<YourCardsHere projectSlug={project.slug} />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Your cards here' })).not.toBeInTheDocument();
  });
});
