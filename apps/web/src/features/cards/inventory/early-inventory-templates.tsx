import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { CARD_TYPES, RARITIES } from '@arcana/shared';
import { CATALOGUE_CARDS } from '@arcana/shared/draw';
import type { TCard } from '@arcana/shared/schemas';
import { CollectibleCard } from '../card/CollectibleCard';
import { CopiesBadge, CopiesSpoken } from '../card/CopiesBadge';
import cardClasses from '../card/CollectibleCard.module.css';
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

/** A stack's copies as a card draws them, for two copies: cut out of each face, and filled in for each stack. */
const COPIES = {
  badge: render(<CopiesBadge copies={2} className={cardClasses.copies} />),
  spoken: render(<CopiesSpoken copies={2} />),
};

/** `html` with `part` in it replaced by `slot`: a template the app's components no longer draw as it expects fails the build. */
function cutOut(html: string, part: string, slot: string) {
  if (!html.includes(part)) throw new Error(`early inventory: a stacked card's face no longer draws ${part}`);
  return html.replace(part, slot);
}

/**
 * What the inventory's first screen shows before the app, as the app's components draw it, rendered
 * once at build time into its prerendered page: every face a card can show (as a picture, not yet a
 * button), by `cardFaceKey`, with slots for a stack's copies; each catalogue card's art, and the
 * collection's figures.
 */
export function renderEarlyTemplates(): EarlyTemplates {
  const faces: EarlyTemplates['faces'] = {};
  for (const type of CARD_TYPES) {
    for (const rarity of RARITIES) {
      for (const seenAt of [null, new Date(0).toISOString()]) {
        const card = templateCard(type, rarity, seenAt);
        const stacked = render(<CollectibleCard card={card} artUrl="{{art}}" copies={2} />);
        faces[cardFaceKey(card, isNewCard(card))] = cutOut(cutOut(stacked, COPIES.badge, '{{badge}}'), COPIES.spoken, '{{spoken}}');
      }
    }
  }
  const copies = {
    badge: cutOut(COPIES.badge, '>×2<', '>×{{copies}}<'),
    spoken: cutOut(COPIES.spoken, '>, 2 copies<', '>, {{copies}} copies<'),
  };
  const figures = (one: boolean) => render(<CollectionFigures value="{{value}}" count="{{count}}" one={one} />);
  return {
    faces,
    copies,
    arts: cardArtByName(CATALOGUE_CARDS.map((card) => card.name)),
    figures: { one: figures(true), other: figures(false) },
  };
}
