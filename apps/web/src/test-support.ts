import { OVERLAY_DEFAULTS } from '@arcana/shared';
import type { TCard, TCollection, TDesign, TOverlayCard, TOverlaySettings, TPlay, TProject, TUser } from '@arcana/shared/schemas';

/** A card as the server presents it, to adjust per test. */
export function buildCard(overrides: Partial<TCard> = {}): TCard {
  return {
    id: 'x',
    name: 'Card',
    description: '',
    image: '⚔️',
    rarity: 'common',
    type: 'warrior',
    power: 10,
    defense: 10,
    mintDate: '2026-11-01T00:00:00.000Z',
    collectedAt: '2026-11-01T00:00:00.000Z',
    seenAt: null,
    publicKey: 'k',
    fairness: null,
    proofCode: null,
    project: { slug: 'arcana', name: 'Arcana' },
    ...overrides,
  };
}

/** A signed-in user as the server presents it: a verified e-mail and password account, to adjust per test. */
export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 'u1',
    username: 'ada',
    email: 'ada@example.com',
    emailVerified: true,
    isAdmin: false,
    isDeveloper: false,
    providers: ['email'],
    pfp: null,
    wallet: null,
    auth: {
      email: {
        verified: true,
        hasPendingPassword: false,
        hasPendingEmailChange: false,
        pendingChanges: { passwordAddition: false, email: null },
      },
      providers: {},
    },
    has2FA: false,
    hasPassword: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Component tests render Mantine in jsdom: the first render of a file takes seconds on a busy
 * two-core machine, more than Vitest's default 5 s.
 */
export const COMPONENT_TEST_TIMEOUT_MS = 20_000;

/** A design of a creator's collection as the server presents it, to adjust per test. */
export function buildDesign(overrides: Partial<TDesign> = {}): TDesign {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    name: 'Ember Fox',
    description: '',
    type: 'beast',
    rarity: 'common',
    power: [10, 20],
    defense: [5, 15],
    image: 'crimson-fox',
    supplyCap: null,
    drawn: 0,
    frozen: false,
    ...overrides,
  };
}

/** A creator's draft collection as the server presents it, to adjust per test. */
export function buildCollection(overrides: Partial<TCollection> = {}): TCollection {
  return {
    id: 'c1',
    name: 'First Light',
    description: '',
    status: 'draft',
    rejectionReason: null,
    weights: { common: 5_000, uncommon: 2_500, rare: 1_500, epic: 800, legendary: 200 },
    actions: { rarities: {}, designs: {} },
    crafting: null,
    trading: null,
    designs: [],
    activeVersionHash: null,
    versions: [],
    collectors: 0,
    ...overrides,
  };
}

/** A creator's project as their own list presents it, to adjust per test. */
export function buildProject(overrides: Partial<TProject> = {}): TProject {
  return {
    id: 'p1',
    slug: 'nova',
    name: 'Nova',
    tagline: '',
    description: '',
    accentColor: '#8b5cf6',
    links: {},
    owner: 'ada',
    suspended: false,
    payoutWallet: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    coverUrl: null,
    avatarUrl: null,
    collections: [],
    ...overrides,
  };
}

/** An overlay's settings as a new one has them, to adjust per test. */
export const buildOverlaySettings = (overrides: Partial<TOverlaySettings> = {}): TOverlaySettings => ({
  ...OVERLAY_DEFAULTS,
  grantSources: [],
  ...overrides,
});

/** A legendary card as the overlay shows it, to adjust per test. */
export const buildOverlayCard = (overrides: Partial<TOverlayCard> = {}): TOverlayCard => ({
  name: 'Star Wand',
  description: '',
  image: 'star-wand',
  rarity: 'legendary',
  type: 'artifact',
  power: 9,
  defense: 4,
  ...overrides,
});

/** A play of a legendary shout, waiting for its streamer, as the server presents it: to adjust per test. */
export function buildPlay(overrides: Partial<TPlay> = {}): TPlay {
  return {
    id: 'p1',
    requestId: 'r1',
    card: { id: 'k1', name: 'Star Wand', image: 'star-wand', rarity: 'legendary', type: 'artifact' },
    project: { slug: 'nova', name: 'Nova' },
    collector: 'pixelfan',
    action: { kind: 'shout', reusable: false, cooldownSeconds: 0, liveOnly: false },
    message: 'GG!',
    state: 'waiting',
    reason: null,
    autoApproved: false,
    createdAt: '2026-11-29T20:00:00.000Z',
    decidedAt: null,
    doneAt: null,
    ...overrides,
  };
}
