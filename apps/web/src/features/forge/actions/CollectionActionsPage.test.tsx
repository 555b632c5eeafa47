import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, PLAY_MESSAGES, PROJECT_PATHS } from '@arcana/shared';
import { jsonResponse } from '../../../test-api';
import { buildCollection, buildDesign, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { collectionPath, renderCollectionSubpage } from '../render-collection-subpage';
import CollectionActionsPage from './CollectionActionsPage';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const submitPath = `${API_PREFIX}${fillPath(PROJECT_PATHS.submit, { collectionId: 'c1' })}`;

const FOX = buildDesign();
const OWL = buildDesign({ id: '00000000-0000-4000-8000-0000000000d2', name: 'Star Owl', rarity: 'rare' });

let server: ReturnType<typeof renderCollectionSubpage>['server'];
/** The card actions page of First Light, of a common and a rare design: what it PATCHes is kept. */
function signIn({ collection = {}, routes = {} }: NonNullable<Parameters<typeof renderCollectionSubpage>[2]>) {
  const rendered = renderCollectionSubpage('actions', <CollectionActionsPage />, {
    collection: { designs: [FOX, OWL], ...collection },
    routes,
  });
  server = rendered.server;
  return rendered.patched;
}

const saveButton = () => screen.getByRole('button', { name: 'Save actions' });

afterEach(() => server.restore());

describe('a collection’s card actions', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('gives Rare a sound that plays again, saves it in seconds, and sends the next version for review', async () => {
    const patched = signIn({ routes: { [`POST ${submitPath}`]: () => buildCollection() } });

    const rare = await screen.findByRole('group', { name: 'Rare' });
    // Only the rarities the collection has designs of.
    expect(screen.getByRole('group', { name: 'Common' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Legendary' })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await userEvent.click(within(rare).getByRole('radio', { name: 'Sound' }));
    await userEvent.selectOptions(within(rare).getByRole('combobox', { name: 'Sound' }), 'Air horn');
    expect(within(rare).getByRole('button', { name: 'Preview Air horn (Sound)' })).toBeInTheDocument();
    await userEvent.click(within(rare).getByRole('radio', { name: /Plays again/ }));
    const cooldown = within(rare).getByRole('textbox', { name: 'Cooldown (minutes)' });
    await userEvent.clear(cooldown);
    await userEvent.type(cooldown, '5');
    await userEvent.click(within(rare).getByRole('checkbox', { name: 'Only while the channel is live' }));
    await userEvent.click(saveButton());

    await waitFor(() =>
      expect(patched).toEqual([
        {
          actions: {
            rarities: { rare: { kind: 'sound', sound: 'air-horn', reusable: true, cooldownSeconds: 300, liveOnly: true } },
            designs: {},
          },
        },
      ]),
    );
    expect(await screen.findByText(/once an admin approves the collection’s next version/)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Sent for review')).toBeInTheDocument();
    expect(server.callsTo(submitPath)).toEqual([`POST ${submitPath}`]);
  });

  it('gives a design a challenge of its own, and leaves out the action of a design the collection no longer has', async () => {
    const gone = '00000000-0000-4000-8000-0000000000d9';
    const patched = signIn({
      collection: {
        actions: {
          rarities: { common: { kind: 'shout', reusable: false, cooldownSeconds: 0, liveOnly: false } },
          designs: { [gone]: { kind: 'shout', reusable: true, cooldownSeconds: 0, liveOnly: false } },
        },
      },
    });

    const fox = await screen.findByRole('group', { name: 'Ember Fox' });
    // What the rarity's action is, said where the creator chooses to keep it.
    expect(within(fox).getByRole('radio', { name: 'Use the rarity’s action' })).toHaveAccessibleDescription(
      'Common: Shout (Spent when played)',
    );
    await userEvent.click(within(fox).getByRole('radio', { name: 'Its own action' }));
    // A design's own action is one of the kinds: without one it takes its rarity's.
    expect(within(fox).queryByRole('radio', { name: 'None' })).not.toBeInTheDocument();
    await userEvent.click(within(fox).getByRole('radio', { name: 'Challenge' }));
    const text = within(fox).getByRole('textbox', { name: 'Challenge' });
    await userEvent.type(text, 'Play one-handed');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('15 of 200 characters'));
    await userEvent.click(saveButton());

    await waitFor(() =>
      expect(patched).toEqual([
        {
          actions: {
            rarities: { common: { kind: 'shout', reusable: false, cooldownSeconds: 0, liveOnly: false } },
            designs: { [FOX.id]: { kind: 'challenge', text: 'Play one-handed', reusable: false, cooldownSeconds: 0, liveOnly: false } },
          },
        },
      ]),
    );
  });

  it('shows the server’s refusal, and keeps what the creator chose', async () => {
    signIn({
      routes: {
        [`PATCH ${collectionPath}`]: () =>
          jsonResponse(400, { error: PLAY_MESSAGES.challenge, code: 'VALIDATION_ERROR', field: 'actions.rarities.rare.text' }),
      },
    });

    const rare = await screen.findByRole('group', { name: 'Rare' });
    await userEvent.click(within(rare).getByRole('radio', { name: 'Challenge' }));
    await userEvent.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(PLAY_MESSAGES.challenge);
    expect(within(rare).getByRole('radio', { name: 'Challenge' })).toBeChecked();
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText(/^Saved/)).not.toBeInTheDocument();
  });
});
