import { API_PREFIX, fillPath, SHARE_PAGE_PATH, SHARE_PATHS } from './api-paths.js';
import { PRODUCT_NAME } from './constants.js';
import type { PageDataEntry, RenderedPage } from './rendered-pages.js';
import type { TSharedCard } from './schemas/shares.js';

/** One `<meta>` of a page's head: Open Graph's by `property`, the others (Twitter's, the description) by `name`. */
export interface PageMeta {
  key: 'property' | 'name';
  value: string;
  content: string;
}

/** A rarity as a card writes it: 'Legendary'. */
export const rarityName = (rarity: string) => rarity.charAt(0).toUpperCase() + rarity.slice(1);

/** What a shared card's page says of it, in its title and its preview. */
export const sharedCardWords = ({ card, owner, project }: TSharedCard) => ({
  title: `${card.name}, ${rarityName(card.rarity)} ${card.type}`,
  description: `${owner} collected ${card.name} in ${project.name} on ${PRODUCT_NAME}: power ${card.power}, defense ${card.defense}.`,
});

/**
 * A shared card's preview as Open Graph and Twitter's cards read it: its title, what it is, and the
 * picture the server draws of it (1200 × 630), each at an absolute address under `origin`.
 */
export function sharedCardMeta(shared: TSharedCard, origin: string): PageMeta[] {
  const { title, description } = sharedCardWords(shared);
  const image = `${origin}${API_PREFIX}${fillPath(SHARE_PATHS.shareImage, { shareId: shared.shareId })}`;
  const og = (value: string, content: string): PageMeta => ({ key: 'property', value: `og:${value}`, content });
  const named = (value: string, content: string): PageMeta => ({ key: 'name', value, content });
  return [
    named('description', description),
    og('type', 'website'),
    og('site_name', PRODUCT_NAME),
    og('title', title),
    og('description', description),
    og('url', `${origin}${fillPath(SHARE_PAGE_PATH, { shareId: shared.shareId })}`),
    og('image', image),
    og('image:type', 'image/png'),
    og('image:width', '1200'),
    og('image:height', '630'),
    og('image:alt', `The card ${shared.card.name}`),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
  ];
}

/** A rendered page's own meta, from the answers it was drawn with: a shared card's preview; none for the others. */
export function renderedPageMeta(page: RenderedPage, entries: readonly PageDataEntry[], origin: string): PageMeta[] {
  const shared = page === '/c/:shareId' ? entries.find((entry) => entry.endpointName === 'sharedCard') : undefined;
  return shared ? sharedCardMeta(shared.value, origin) : [];
}
