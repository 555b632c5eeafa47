import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRAFTING_MESSAGES, DEFAULT_CRAFTING_TERMS } from '@arcana/shared';
import { jsonResponse } from '../../../test-api';
import { buildDesign, COMPONENT_TEST_TIMEOUT_MS } from '../../../test-support';
import { collectionPath, renderCollectionSubpage } from '../render-collection-subpage';
import CollectionCraftingPage from './CollectionCraftingPage';

// Mantine's first render takes seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

const FOX = buildDesign();
const OWL = buildDesign({ id: '00000000-0000-4000-8000-0000000000d2', name: 'Star Owl', rarity: 'rare' });
const POND = { id: '00000000-0000-4000-8000-0000000000e1', name: 'Pond', designIds: [FOX.id, OWL.id] };

let server: ReturnType<typeof renderCollectionSubpage>['server'];
/** The crafting page of First Light, of a common and a rare design: what it PATCHes is kept. */
function signIn({ collection = {}, routes = {} }: Parameters<typeof renderCollectionSubpage>[2] = {}) {
  const rendered = renderCollectionSubpage('crafting', <CollectionCraftingPage />, {
    collection: { designs: [FOX, OWL], ...collection },
    routes,
  });
  server = rendered.server;
  return rendered.patched;
}

const saveButton = () => screen.getByRole('button', { name: 'Save crafting terms' });

afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
});

describe('a collection’s crafting terms', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('turns crafting on from the terms a creator starts from, refuses a craft as cheap as a dismantle, and saves a set', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(POND.id as ReturnType<typeof crypto.randomUUID>);
    const patched = signIn();

    await userEvent.click(await screen.findByRole('switch', { name: 'Crafting' }));
    const rare = screen.getByRole('group', { name: 'Rare' });
    // Only the rarities the collection has designs of.
    expect(screen.getByRole('group', { name: 'Common' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Legendary' })).not.toBeInTheDocument();
    expect(within(rare).getByRole('textbox', { name: 'Dismantling gives' })).toHaveValue('100');

    const craft = within(rare).getByRole('textbox', { name: 'Crafting costs' });
    await userEvent.clear(craft);
    await userEvent.type(craft, '100');
    await userEvent.click(saveButton());
    expect(craft).toHaveAccessibleDescription(CRAFTING_MESSAGES.craftOverDismantle('rare'));
    expect(patched).toEqual([]);
    await userEvent.type(craft, '0');

    await userEvent.click(screen.getByRole('button', { name: 'Add a set' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pond');
    const pond = screen.getByRole('group', { name: 'Pond' });
    await userEvent.click(within(pond).getByRole('combobox', { name: 'Designs' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ember Fox' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Star Owl' }));
    await userEvent.click(saveButton());

    await waitFor(() =>
      expect(patched).toEqual([
        { crafting: { ...DEFAULT_CRAFTING_TERMS, craft: { ...DEFAULT_CRAFTING_TERMS.craft, rare: 1_000 }, sets: [POND] } },
      ]),
    );
    expect(await screen.findByText(/^Saved. Collectors get these terms once an admin approves/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('turns crafting off, saving none', async () => {
    const patched = signIn({ collection: { crafting: { ...DEFAULT_CRAFTING_TERMS, sets: [POND] } } });

    await userEvent.click(await screen.findByRole('switch', { name: 'Crafting' }));
    expect(screen.queryByRole('group', { name: 'Pond' })).not.toBeInTheDocument();
    await userEvent.click(saveButton());

    await waitFor(() => expect(patched).toEqual([{ crafting: null }]));
    expect(await screen.findByText(/^Saved. Collectors get this change/)).toBeInTheDocument();
  });

  it('shows the server’s refusal on the set it is about', async () => {
    signIn({
      collection: { crafting: { ...DEFAULT_CRAFTING_TERMS, fuse: null, sets: [POND] } },
      routes: {
        [`PATCH ${collectionPath}`]: () =>
          jsonResponse(400, { error: CRAFTING_MESSAGES.setDesigns, code: 'SET_DESIGN_UNKNOWN', field: 'crafting.sets.0.designIds' }),
      },
    });

    const pond = await screen.findByRole('group', { name: 'Pond' });
    await userEvent.type(within(pond).getByRole('textbox', { name: 'Name' }), 's');
    await userEvent.click(saveButton());

    const designs = within(await screen.findByRole('group', { name: 'Ponds' })).getByRole('combobox', { name: 'Designs' });
    await waitFor(() => expect(designs).toHaveAccessibleDescription(expect.stringContaining(CRAFTING_MESSAGES.setDesigns)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });
});
