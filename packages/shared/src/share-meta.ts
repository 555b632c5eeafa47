import { API_PREFIX, fillPath, PROFILE_PAGE_PATH, PROFILE_PATHS, SHARE_PAGE_PATH, SHARE_PATHS } from './api-paths.js';
import { PRODUCT_NAME } from './constants.js';
import { countText } from './number-text.js';
import type { PageDataEntry, RenderedPage } from './rendered-pages.js';
import type { TPublicProfile } from './schemas/profiles.js';
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

/** A public profile in a few words: how many badges and cards it shows, then its projects; each only when it has some. */
export function profileFacts({ badges, cards, projects }: TPublicProfile): string[] {
  const counts = [
    badges.length ? countText(badges.length, 'badge', 'badges') : '',
    cards.length ? countText(cards.length, 'card shown', 'cards shown') : '',
  ].filter(Boolean);
  return [counts.join(' · '), projects.length ? `Collecting in ${projects.map((project) => project.name).join(', ')}` : ''].filter(Boolean);
}

/** What a public profile's page says of it, in its title and its preview. */
export const profileWords = (profile: TPublicProfile) => {
  const facts = profileFacts(profile);
  return {
    title: `${profile.username}, collector`,
    description: `${profile.username} on ${PRODUCT_NAME}${facts.length ? `. ${facts.join('. ')}` : ''}.`,
  };
};

/** A page's preview as Open Graph and Twitter's cards read it: its title, what it is, and the server's picture of it (1200 × 630). */
function previewMeta(words: { title: string; description: string }, url: string, image: string, imageAlt: string): PageMeta[] {
  const { title, description } = words;
  const og = (value: string, content: string): PageMeta => ({ key: 'property', value: `og:${value}`, content });
  const named = (value: string, content: string): PageMeta => ({ key: 'name', value, content });
  return [
    named('description', description),
    og('type', 'website'),
    og('site_name', PRODUCT_NAME),
    og('title', title),
    og('description', description),
    og('url', url),
    og('image', image),
    og('image:type', 'image/png'),
    og('image:width', '1200'),
    og('image:height', '630'),
    og('image:alt', imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
  ];
}

/** A shared card's preview, each address absolute under `origin`. */
export function sharedCardMeta(shared: TSharedCard, origin: string): PageMeta[] {
  const { shareId } = shared;
  return previewMeta(
    sharedCardWords(shared),
    `${origin}${fillPath(SHARE_PAGE_PATH, { shareId })}`,
    `${origin}${API_PREFIX}${fillPath(SHARE_PATHS.shareImage, { shareId })}`,
    `The card ${shared.card.name}`,
  );
}

/** A public profile's preview, each address absolute under `origin`. */
export function profileMeta(profile: TPublicProfile, origin: string): PageMeta[] {
  const { username } = profile;
  return previewMeta(
    profileWords(profile),
    `${origin}${fillPath(PROFILE_PAGE_PATH, { username })}`,
    `${origin}${API_PREFIX}${fillPath(PROFILE_PATHS.profileImage, { username })}`,
    `${profile.username}’s collection`,
  );
}

/** A rendered page's own meta, from the answers it was drawn with: a shared card's or a profile's preview; none for the others. */
export function renderedPageMeta(page: RenderedPage, entries: readonly PageDataEntry[], origin: string): PageMeta[] {
  for (const entry of entries) {
    if (page === '/c/:shareId' && entry.endpointName === 'sharedCard') return sharedCardMeta(entry.value, origin);
    if (page === '/u/:username' && entry.endpointName === 'publicProfile') return profileMeta(entry.value, origin);
  }
  return [];
}
