import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, fillPath, PROJECT_PATHS } from '@arcana/shared';
import { draftVersionOf } from '@arcana/shared/draw';
import type { TDesign, TRarity } from '@arcana/shared/schemas';
import { serveApi } from '../../test-api';
import { renderInApp, signInAs } from '../../test-render';
import { buildCollection, buildDesign, buildUser, COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { CollectionGallery } from './CollectionGallery';

const design = (n: number, rarity: TRarity, supply: Partial<Pick<TDesign, 'supplyCap' | 'drawn'>> = {}) =>
  buildDesign({ id: `d${n}`, name: `Design ${n}`, rarity, frozen: true, ...supply });

// Twelve designs: six commons (one sold out, one with 7 of 10 left), three rares, two epics, a legendary.
const designs = [
  design(1, 'common', { supplyCap: 10, drawn: 10 }),
  design(2, 'common', { supplyCap: 10, drawn: 3 }),
  ...[3, 4, 5, 6].map((n) => design(n, 'common')),
  ...[7, 8, 9].map((n) => design(n, 'rare')),
  ...[10, 11].map((n) => design(n, 'epic')),
  design(12, 'legendary'),
];
const weights = { common: 5_000, uncommon: 0, rare: 3_000, epic: 1_500, legendary: 500 };
const collection = buildCollection({ status: 'published', weights, designs, activeVersionHash: 'h1' });
const version = draftVersionOf(weights, designs);
const COLLECTED = `${API_PREFIX}${fillPath(PROJECT_PATHS.collected, { collectionId: collection.id })}`;

let server: ReturnType<typeof serveApi>;
afterEach(() => server.restore());

const tile = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('a collection’s cards on its project’s page', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('shows each design’s chance in percent, its supply, and which ones the collector holds', async () => {
    server = serveApi({
      ...signInAs(buildUser()),
      [`GET ${COLLECTED}`]: () => ({
        designs: [
          { designId: 'd2', count: 2 },
          { designId: 'd7', count: 1 },
          { designId: 'd12', count: 1 },
        ],
      }),
    });
    renderInApp(<CollectionGallery collection={collection} version={version} preview={false} />);

    expect(await screen.findByText('3 of 12 collected')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Cards of First Light' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    // The sold-out common leaves its rarity's 50 % to the other five.
    expect(tile('Design 1')).toHaveTextContent(/Common0% chanceSold outNot collected yet$/);
    expect(tile('Design 2')).toHaveTextContent(/Common10% chance7 of 10 left✓ Collected ×2$/);
    expect(tile('Design 3')).toHaveTextContent(/10% chanceUnlimitedNot collected yet$/);
    expect(tile('Design 7')).toHaveTextContent(/Rare10% chanceUnlimited✓ Collected$/);
    expect(tile('Design 12')).toHaveTextContent(/Legendary5% chance/);
    expect(list).not.toHaveTextContent(/\bbp\b|weight/i);
  });

  it('shows a visitor, and an admin’s preview, the cards without asking whose they are', async () => {
    server = serveApi({});
    const { unmount } = renderInApp(<CollectionGallery collection={collection} version={version} preview={false} />);
    expect(tile('Design 2')).toHaveTextContent(/7 of 10 left$/);
    unmount();

    // Beside the preview, a collection the admin views as themselves: once it says what they hold, the session is known.
    const own = { ...collection, id: 'c2', name: 'Second Light' };
    server.restore();
    server = serveApi({
      ...signInAs(buildUser({ isAdmin: true })),
      [`GET ${API_PREFIX}${fillPath(PROJECT_PATHS.collected, { collectionId: own.id })}`]: () => ({ designs: [] }),
    });
    renderInApp(
      <>
        <CollectionGallery collection={collection} version={version} preview />
        <CollectionGallery collection={own} version={version} preview={false} />
      </>,
    );
    expect(await screen.findByText('0 of 12 collected')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cards of First Light' })).queryByText(/collected/i)).not.toBeInTheDocument();
    expect(server.callsTo(COLLECTED)).toHaveLength(0);
  });
});
