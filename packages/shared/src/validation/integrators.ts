import { OVERLAY_CODE_ALPHABET } from './overlays.js';

/** What a project key may do (docs/product-rules.md "Game servers and keys"). */
export const API_KEY_SCOPES = ['draws:grant', 'draws:read', 'players:link'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Each scope as a creator reads it. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'draws:grant': 'Grant draws',
  'draws:read': 'Read draws',
  'players:link': 'Link players',
};

/** A live key acts on real accounts; a test key's grants never reach an inventory. */
export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];
export const API_KEY_PREFIXES: Record<ApiKeyMode, string> = { live: 'ak_live_', test: 'ak_test_' };
/** What every key's secret begins with, whatever its mode: a bearer token without it is no key, and one with it is no session's token. */
export const isApiKeySecret = (token: string) => token.startsWith('ak_');

export const API_KEY_LIMITS = {
  nameMax: 60,
  /** Keys a project holds at once, not counting revoked or expired ones. */
  perProject: 20,
  /** Random bytes after the prefix. */
  secretBytes: 32,
  /** Characters of the secret kept in the clear after the prefix, so a creator tells keys apart. */
  shownChars: 4,
  /** How long a rotated key keeps working beside its replacement, in hours: the choices offered. */
  graceHours: [0, 1, 24, 168],
  /** A key's last use is written at most this often, not on every request. */
  lastUsedEverySeconds: 60,
  /** Wrong keys one address may send in the window before it waits (each made-up key counts). */
  wrongKeysPerAddress: 20,
  wrongKeyWindowSeconds: 60,
} as const;

/** Link codes a game shows its player (the device-grant pattern): no look-alike characters. */
export const LINK_CODE_ALPHABET = OVERLAY_CODE_ALPHABET;

export const PLAYER_LINK_LIMITS = {
  /** Characters of a code, shown as two groups of four. */
  codeLength: 8,
  codeMinutes: 10,
  playerIdMax: 128,
  /** Wrong codes one account may enter in the window before it waits. */
  guesses: 10,
  guessWindowSeconds: 15 * 60,
  /** A linked player's newest draws a game's server reads at once. */
  drawsListed: 50,
  /** Codes one key may ask for in a minute; a project, all its keys together, twice that. */
  codesPerKeyPerMinute: 60,
  codesPerProjectPerMinute: 120,
} as const;

export const API_GRANT_LIMITS = {
  reasonMax: 200,
  idempotencyKeyMax: 255,
  /** How long a write's answer is kept for its Idempotency-Key. */
  idempotencyHours: 24,
} as const;

/** The header a game server names each write with. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A code as a player reads and types it: ABCD-EFGH. */
export const formatLinkCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** A code as typed (spaces, dashes, lower case) reduced to its characters. */
export const normalizeLinkCode = (typed: string) => typed.toUpperCase().replace(/[^0-9A-Z]/g, '');

export const INTEGRATOR_MESSAGES = {
  keyName: `A key's name is 1 to ${API_KEY_LIMITS.nameMax} characters`,
  scopes: 'Choose at least one scope',
  mode: `A key is ${API_KEY_MODES.join(' or ')}`,
  graceHours: `A rotated key keeps working for ${API_KEY_LIMITS.graceHours.join(', ')} hours`,
  tooManyKeys: `A project holds at most ${API_KEY_LIMITS.perProject} keys: revoke one first`,
  tooManyKeysToRotate: `A project holds at most ${API_KEY_LIMITS.perProject} keys, and the old key counts while it still works: revoke one first, or let the old key stop at once`,
  keyRotated: 'This key was rotated already: rotate its replacement, or revoke it',
  keyNotFound: 'This project has no such key',
  keyMissing: 'Send a project key in the Authorization header: Bearer ak_live_…',
  keyInvalid: 'This key is not valid: it is wrong, revoked or rotated out',
  keyInQuery: 'A key is accepted only in the Authorization header, never in the address: rotate this key',
  keyScope: (label: string) => `This key may not do this: it needs the “${label}” scope`,
  keyProject: 'This key belongs to another project',
  testKeyDraws: 'A test key reads no draws: every draw is real. Use a live key',
  revoked: 'The key is revoked: requests with it are refused from now on',
  idempotencyKey: `Send an Idempotency-Key header of 1 to ${API_GRANT_LIMITS.idempotencyKeyMax} characters with every write`,
  idempotencyReused: 'This Idempotency-Key was used with another request body',
  playerId: `A player id is 1 to ${PLAYER_LINK_LIMITS.playerIdMax} characters`,
  reason: `A reason is 1 to ${API_GRANT_LIMITS.reasonMax} characters`,
  draws: 'Draws are a whole number from 1',
  noApiRule: 'The collection takes no draws from a game’s server: add the rule “Your game’s server” to it in the Forge, and turn it on',
  tooManyDraws: (max: number) => `A grant in this collection gives at most ${max} ${max === 1 ? 'draw' : 'draws'}`,
  grantNotFound: 'This project has no such grant',
  linkCode: 'Enter the code your game shows',
  linkCodeInvalid: 'This code is wrong, expired or already used: ask the game for a new one',
  linkAsk: (project: string) => `${project} asks to link your player in its game to this account`,
  linked: (project: string) => `Your player in ${project} is linked: the draws it earns come to this account`,
  linkNotFound: 'You have no such linked game',
  playerNotLinked: 'This player is not linked to an Arcana account in this project',
  cardNotFound: 'No card of this project has this id',
  unlinked: (project: string) => `Unlinked: draws from ${project}’s game no longer come to this account`,
} as const;
