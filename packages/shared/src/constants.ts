/** The product's numbers (docs/product-rules.md), each named once. Durations in milliseconds. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PRODUCT_NAME = 'Arcana';
export const PRODUCT_TOKEN_UNIT = 'ARCANA';

// Wallet
export const WALLET_CONNECT_TIMEOUT_MS = 10 * SECOND;
export const WALLET_AUTO_CONNECT_DELAY_MS = 1 * SECOND;
export const ADDRESS_VISIBLE_CHARS = 4;

// Credentials
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 12;
export const TOTP_CODE_LENGTH = 6;
export const TRUSTED_DEVICE_TTL_MS = 30 * DAY;
export const TOTP_PERIOD_S = 30;
/** Codes of the step before and after the current one are accepted too (clock drift). */
export const TOTP_WINDOW_STEPS = 1;
export const BACKUP_CODE_COUNT = 10;
/** Groups of four characters, as the backup-code field's placeholder shows (XXXX-XXXX-XXXX-XXXX). */
export const BACKUP_CODE_GROUPS = 4;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** A fairness client seed: letters, digits, - and _ only, so `${clientSeed}:${nonce}` reads one way. */
export const CLIENT_SEED_MAX_LENGTH = 64;
/** How many revealed seeds GET /fairness/seeds lists, newest first. */
export const REVEALED_SEEDS_LIMIT = 100;
export const DEMO_PASSWORD_MIN_LENGTH = 6;

// Links sent by e-mail
export const RESET_LINK_TTL_MS = 1 * HOUR;
export const ACCOUNT_DELETION_LINK_TTL_MS = 1 * HOUR;
export const VERIFICATION_LINK_TTL_MS = 24 * HOUR;
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * HOUR;

// Timing of pages
export const RESEND_COOLDOWN_MS = 60 * SECOND;
export const REDIRECT_SHORT_DELAY_MS = 2 * SECOND;
export const REDIRECT_LONG_DELAY_MS = 3 * SECOND;
export const SIGNUP_FORCED_REDIRECT_MS = 2.5 * SECOND;
export const SIGNUP_PARALLAX_DELAY_MS = 1600;
export const COPIED_INDICATOR_RESET_MS = 2 * SECOND;

// OAuth popup
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POPUP_TIMEOUT_MS = 300 * SECOND;
export const POPUP_CLOSED_CHECK_MS = 1 * SECOND;

// Images
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CROPPER_ZOOM_MIN = 1;
export const CROPPER_ZOOM_MAX = 3;
export const CROPPER_ZOOM_STEP = 0.1;

// Toasts
export const TOAST_DURATION_MS = 3 * SECOND;
export const TOAST_MAX_VISIBLE = 5;

// Realtime
export const SOCKET_PING_INTERVAL_MS = 30 * SECOND;
export const SOCKET_MAX_RECONNECTS = 5;
export const SOCKET_RECONNECT_BASE_MS = 1 * SECOND;
export const NOTIFICATION_DEDUPE_WINDOW_MS = 1 * SECOND;
export const NOTIFICATION_DEDUPE_PRUNE_MS = 5 * SECOND;
/** Client events a socket may send: a burst, refilled at a steady rate; the rest are dropped. */
export const SOCKET_EVENT_BURST = 20;
export const SOCKET_EVENTS_PER_SECOND = 5;
/** Events sent to a user's sockets are kept this long, to be replayed to a socket that was away. */
export const USER_EVENTS_KEPT_MS = 24 * HOUR;
/** More missed events than this is a gap: the client refetches instead of replaying them one by one. */
export const USER_EVENTS_REPLAY_LIMIT = 500;
/** A reconnected client waits this long for the server's replay before refetching instead. */
export const USER_EVENTS_REPLAY_WAIT_MS = 5 * SECOND;

// The wallet's money
/** USDT's SPL mint on Solana mainnet, and its decimal places. */
export const USDT_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
export const USDT_DECIMALS = 6;
/** Transfers listed in the send dialog's history. */
export const USDT_TRANSFERS_LISTED = 10;

// Notifications and cache
export const NOTIFICATIONS_DROPDOWN_LIMIT = 10;
export const NOTIFICATIONS_DROPDOWN_SHOWN = 2;
export const NOTIFICATIONS_PAGE_LIMIT = 50;
export const UNREAD_BADGE_MAX = 9;
export const CACHE_KEEP_UNUSED_S = 60;
export const INTEGRATIONS_CACHE_KEEP_UNUSED_S = 0;

// Cards
/** The house project's slug: its own catalogue, and the project the spec's collect draws from. */
export const HOUSE_PROJECT_SLUG = 'arcana';
export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export const CARD_TYPES = ['warrior', 'mage', 'rogue', 'healer', 'beast', 'artifact'] as const;
export const RARITY_ODDS_PERCENT = { common: 50, uncommon: 25, rare: 15, epic: 8, legendary: 2 } as const;
/** Each rarity's colour: its card's frame, glow and badge, never the only sign of it (the name is written). */
export const RARITY_COLORS = { legendary: '#f59e0b', epic: '#a855f7', rare: '#3b82f6', uncommon: '#22c55e', common: '#9ca3af' } as const;
export const RARITY_STARS = { common: 1, uncommon: 2, rare: 3, epic: 4, legendary: 5 } as const;
export const RARITY_SORT_WEIGHT = RARITY_STARS;
export const CARD_VALUE = 10;
/** The inventory's sorts; newest is the default. */
export const INVENTORY_SORTS = ['newest', 'rarity', 'name'] as const;
/**
 * Cards in one answer: the card lists answer the newest this many, and a page of a larger collection
 * as many (about 500 bytes a card: a page stays near 100 KB, far below the 1 MB any answer may reach).
 */
export const CARD_PAGE_SIZE = 200;
/** The longest inventory search the server takes. */
export const CARD_SEARCH_MAX_LENGTH = 100;
/** Power and defense grow with rarity (inclusive ranges, our choice: docs/product-rules.md "Cards and collecting"). */
export const RARITY_STAT_RANGES = {
  common: [10, 30],
  uncommon: [25, 45],
  rare: [40, 65],
  epic: [60, 85],
  legendary: [80, 100],
} as const;
export const WALLET_SIGNATURE_MAX_AGE_MS = 5 * MINUTE;
/** A signature may claim a time this far ahead of the server's clock (clock drift). */
export const WALLET_SIGNATURE_MAX_SKEW_MS = 1 * MINUTE;
export const COLLECTED_POPUP_PAIR_MS = 3 * SECOND;
export const COLLECTED_OVERLAY_MS = 5 * SECOND;

// Landing
export const SCROLL_THRESHOLDS = [300, 1000, 1700, 2400] as const;
export const SCROLL_JUMP_POSITIONS = [0, 650, 1350, 2050] as const;
export const STREAMER_FIRST_DELAY_MS = 3 * SECOND;
export const STREAMER_NEXT_DELAY_MS = 10 * SECOND;
export const INTRO_TIMELINE_MS = {
  gridRipple: 700,
  gridRippleDuration: 1500,
  cardsAppear: 2500,
  levitate: 4500,
  glow: 6000,
  flip: 6500,
} as const;

// Admin
export const ACTIVE_USER_WINDOW_MS = 7 * DAY;
/** Users per page of the admin list (the web loads the next page as the list scrolls). */
export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_PAGE_MAX = 100;
export const AUDIT_PAGE_SIZE = 50;
/** Failed work (after-effects and jobs) System Settings lists at once, newest first (the total says how many more). */
export const FAILED_WORK_SHOWN = 50;
/** An observer's session ends after this, whatever it does (docs/product-rules.md "Observer mode"). */
export const OBSERVER_SESSION_TTL_S = 60 * 60;
/** Test e-mails an admin may send themselves per hour (developer tools' Email Tester). */
export const TEST_EMAILS_PER_HOUR = 10;

// Sessions (docs/product-rules.md "Sign-in and sessions")
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY;
export const TEMP_TOKEN_TTL_S = 60 * 60;
/** The token between a correct password and the second factor: enough to open the app and type a code. */
export const TWO_FACTOR_LOGIN_TTL_S = 5 * 60;
export const PENDING_SIGNUP_TTL_MS = 1 * HOUR;
/** A refresh token presented again this soon after its rotation answers the same successor (two tabs racing). */
export const REFRESH_REUSE_INTERVAL_MS = 10 * SECOND;
/** Sudo mode: how long a proof of presence opens sensitive actions (the server's REAUTH_WINDOW_S default). */
export const REAUTH_WINDOW_DEFAULT_S = 10 * 60;
/** The link that proves presence for an account with neither a password nor two-factor. */
export const REAUTH_LINK_TTL_MS = 15 * MINUTE;
/** The old address's link that undoes an e-mail change. */
export const EMAIL_CHANGE_CANCEL_LINK_TTL_MS = 7 * DAY;

// Request bodies
export const MAX_STRING_LENGTH = 1024;
export const MAX_EMAIL_LENGTH = 254;
