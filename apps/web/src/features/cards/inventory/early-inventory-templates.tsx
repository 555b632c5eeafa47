import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { CARD_TYPES, RARITIES } from '@arcana/shared';
import { CATALOGUE_CARDS } from '@arcana/shared/draw';
import type { TCard } from '@arcana/shared/schemas';
import { CollectibleCard } from '../card/CollectibleCard';
import { cardArtByName } from '../card/card-art';
import { isNewCard } from '../card/rarity';
import { theme } from '../../../state/theme';
import { cardFaceKey, type EarlyTemplates } from './early-inventory';
import { CollectionFigures } from './InventorySummary';

/** A card of this type and rarity whose own values are `{{field}}`, for `paintEarlyInventory` to fill. */
const templateCard = (type: TCard['type'], rarity: TCard['rarity'], seenAt: string | null) =>
  ({ id: '{{id}}', name: '{{name}}', power: '{{power}}', defense: '{{defense}}', type, rarity, seenAt }) as unknown as TCard;

/** As the app's provider renders it, without the styles it writes into the page (the page has them). */
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme="dark" withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );

/**
 * What the inventory's first screen shows before the app, as the app's components draw it, rendered
 * once at build time into its prerendered page: every face a card can show (as a picture, not yet a
 * button), by `cardFaceKey`, each catalogue card's art, and the collection's figures.
 */
export function renderEarlyTemplates(): EarlyTemplates {
  const faces: EarlyTemplates['faces'] = {};
  for (const type of CARD_TYPES) {
    for (const rarity of RARITIES) {
      for (const seenAt of [null, new Date(0).toISOString()]) {
        const card = templateCard(type, rarity, seenAt);
        faces[cardFaceKey(card, isNewCard(card))] = render(<CollectibleCard card={card} artUrl="{{art}}" />);
      }
    }
  }
  const figures = (one: boolean) => render(<CollectionFigures value="{{value}}" count="{{count}}" one={one} />);
  return { faces, arts: cardArtByName(CATALOGUE_CARDS.map((card) => card.name)), figures: { one: figures(true), other: figures(false) } };
}
