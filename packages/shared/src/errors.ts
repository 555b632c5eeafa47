/**
 * Stable error codes, one per meaning: the client branches on these, never on message text. A code
 * says what happened; the message (which may vary, e.g. with a number of seconds) says it to people.
 */
export const ERROR_CODES = [
  /** The request body, query or upload is malformed; the message names the field. */
  'VALIDATION_ERROR',
  'INVALID_CREDENTIALS',
  /** Too many attempts in the window (login, codes, signups, reset requests); retryAfterSeconds says when. */
  'RATE_LIMITED',
  /** A verification mail was sent less than a minute ago; retryAfterSeconds says when the next may go. */
  'RESEND_COOLDOWN',
  /** A 401 with no more precise meaning (Fastify's own). */
  'UNAUTHORIZED',
  /** The access token's lifetime is over: refresh it. */
  'TOKEN_EXPIRED',
  /** The token is not one this server signed for this use (malformed, forged, another kind). */
  'INVALID_TOKEN',
  'NO_TOKEN',
  /** The token's session has been ended (logout, a password change or reset, a replayed refresh token). */
  'SESSION_ENDED',
  /** The refresh token is unknown, expired, or was replayed (which ends its session). */
  'INVALID_REFRESH_TOKEN',
  /** A single-use temporary token (the 2FA login step) was already spent. */
  'TEMP_TOKEN_USED',
  /** A 403 with no more precise meaning (Fastify's own). */
  'FORBIDDEN',
  'OBSERVER_READ_ONLY',
  'REAUTH_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'NOT_FOUND',
  'USER_NOT_FOUND',
  /** The address belongs to an account whose owner proved the inbox: log in instead. */
  'EMAIL_TAKEN_VERIFIED',
  /**
   * The address is held by an account that never verified it but cannot give way (it signs in with a
   * provider, or took the address a moment ago); an unverified holder without one is replaced instead.
   */
  'EMAIL_TAKEN_UNVERIFIED',
  /** The e-mail change names the address the account already has. */
  'EMAIL_UNCHANGED',
  'EMAIL_ALREADY_VERIFIED',
  'USERNAME_TAKEN',
  /** The link (or its token) was never issued. */
  'LINK_INVALID',
  /** The link was already used (or retired by a newer one or a new password). */
  'LINK_USED',
  /** The link's lifetime is over: ask for a new one. */
  'LINK_EXPIRED',
  /** The signup waiting for its username is gone (an hour passed, or it was completed). */
  'SIGNUP_EXPIRED',
  'WRONG_PASSWORD',
  /** The account has no password to check (it signs in another way). */
  'PASSWORD_NOT_SET',
  'PASSWORD_ALREADY_SET',
  'INVALID_TWO_FACTOR_CODE',
  'INVALID_BACKUP_CODE',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  /** A code was sent before two-factor setup began. */
  'TWO_FACTOR_SETUP_REQUIRED',
  /** "Confirm it's you" by e-mail is for accounts with neither a password nor two-factor. */
  'REAUTH_SECRET_REQUIRED',
  /** The account has no e-mail address. */
  'EMAIL_REQUIRED',
  /** The account's e-mail address is not verified, and this needs one that is. */
  'VERIFIED_EMAIL_REQUIRED',
  /** The picture was never uploaded, or was uploaded by someone else. */
  'PICTURE_UNKNOWN',
  'REQUEST_ID_TAKEN',
  /** A draw kept finding the player's seed moved on by another instance (draws or a rotation): try again. */
  'WALLET_TAKEN',
  /** The wallet named is not the one linked to this account (collecting needs it linked). */
  'WALLET_NOT_LINKED',
  /** Only the owner of a wallet (or an admin) may see its cards and balances. */
  'NOT_YOUR_WALLET',
  /** No card of this account has that id. */
  'CARD_NOT_FOUND',
  /** No after-effect of that id waits for an admin's retry (it was never failed, or was retried already). */
  'FAILED_WORK_NOT_FOUND',
  /** Another project has this address. */
  'SLUG_TAKEN',
  /** The address is one of ours (RESERVED_SLUGS). */
  'SLUG_RESERVED',
  /** Creating projects needs two-factor authentication on. */
  'TWO_FACTOR_REQUIRED',
  'PROJECT_NOT_FOUND',
  'COLLECTION_NOT_FOUND',
  'DESIGN_NOT_FOUND',
  'VERSION_NOT_FOUND',
  /** Only a project's creator changes it. */
  'NOT_YOUR_PROJECT',
  /** The design is part of a published version: only its supply cap may change. */
  'DESIGN_FROZEN',
  /** A supply cap below the cards already drawn of the design. */
  'CAP_BELOW_DRAWN',
  /** The weights and designs do not make publishable odds; `field` says which. */
  'ODDS_INVALID',
  'TOO_MANY_DESIGNS',
  /** The collection waits for review: it changes again once reviewed. */
  'IN_REVIEW',
  /** Submitting would freeze the version already in force. */
  'NOTHING_TO_SUBMIT',
  /** The version is not waiting for review (decided already). */
  'NOT_IN_REVIEW',
  /** An admin never reviews their own project. */
  'CANNOT_REVIEW_OWN',
  /** Every design of the collection has run out of supply. */
  'SOLD_OUT',
  /** The collector has no draws left in the collection: they come with the day, or are earned. */
  'NO_DRAWS_LEFT',
  /** The collector's seed chain in the project has no link left for this draw: its next chain is published now (docs/decisions/047). */
  'SEED_CHAIN_EXHAUSTED',
  'RULE_NOT_FOUND',
  /** The collection has as many earning rules as it may. */
  'TOO_MANY_RULES',
  /** A Twitch rule needs the project's channel connected first (or connected again, with the scopes it needs). */
  'TWITCH_NOT_CONNECTED',
  /** An EventSub message whose signature, timestamp or subscription does not hold: nothing is granted. */
  'EVENTSUB_REFUSED',
  /** A claim the rule's source does not bear out (a game not owned, an achievement not unlocked), or one its caps refuse now. */
  'CLAIM_REFUSED',
  /** The account, or the account it claims with, has had this rule's grant. */
  'ALREADY_CLAIMED',
  /** No referral link has this code, or no visit this id (or it is too old to arrive by). */
  'REFERRAL_NOT_FOUND',
  /** The project takes no donations yet: its creator has not proved a payout wallet. */
  'PAYOUT_WALLET_NOT_SET',
  /** An arrival that cannot count: the sharer's own account, an account older than the visit, or one that arrived already. */
  'REFERRAL_REFUSED',
  /** The overlay's queue holds nothing to skip, or has shown nothing to replay. */
  'OVERLAY_QUEUE_EMPTY',
  /** No draw shown on a stream has this verification code. */
  'DRAW_PROOF_NOT_FOUND',
  /** A card action names a design that is not of its collection. */
  'ACTION_DESIGN_UNKNOWN',
  /** A crafting set names a design that is not of its collection. */
  'SET_DESIGN_UNKNOWN',
  /** The card was spent at the Forge (dismantled, crafted into a badge, fused): it is no longer its owner's to use. */
  'CARD_CONSUMED',
  /** The card's collection has no crafting, or does not fuse: its published terms say so. */
  'CRAFTING_OFF',
  /** A fuse of cards of several collections or rarities, of the wrong count, or of legendary cards. */
  'FUSE_REFUSED',
  /** A design crafted with the essence of a project it is not of. */
  'CRAFT_OTHER_PROJECT',
  /** The collector holds less of the project's essence than the card costs. */
  'ESSENCE_SHORT',
  'SET_NOT_FOUND',
  /** The collector lacks a design of the set: the message names the missing ones. */
  'SET_INCOMPLETE',
  /** The badge is at its highest level. */
  'BADGE_TOP_LEVEL',
  /** Nothing to dismantle: no duplicates (of the project) collected by the summary's moment. */
  'NO_DUPLICATES',
  /** The card's collection gives it no action to play. */
  'CARD_NO_ACTION',
  /** The card's action is spent: it was played (and not refused). */
  'CARD_SPENT',
  /** The card has a play waiting or on stream already. */
  'CARD_IN_PLAY',
  /** The player played a card of this rarity too lately: the message says when again. */
  'PLAY_COOLDOWN',
  /** The message holds one of the creator's blocked words (named in the message). */
  'PLAY_BLOCKED_WORD',
  /** The streamer has paused plays. */
  'PLAY_QUEUE_PAUSED',
  /** The action plays only while the channel is live, and it is not. */
  'CHANNEL_OFFLINE',
  'PLAY_NOT_FOUND',
  /** No OBS dock has this token (wrong, or made anew since), or its project is suspended. */
  'DOCK_NOT_CONNECTED',
  /** The play was decided already (approved, refused), or is not a challenge on stream to mark done. */
  'PLAY_NOT_WAITING',
  /** No card is shared at this address: never shared, or its owner revoked the link. */
  'SHARE_NOT_FOUND',
  /** No public profile at this address: no such account, or its owner keeps it private (which is not said). */
  'PROFILE_NOT_FOUND',
  /** A card chosen for the profile is not one its owner holds (another's, spent, or none). */
  'PROFILE_CARDS_NOT_HELD',
  /** The card's collection keeps its cards with whoever collected them (its trading terms say never). */
  'CARD_NOT_TRADABLE',
  /** The card's terms ask that it be held some days before it changes hands: the message says until when. */
  'CARD_TRADE_LOCKED',
  /** The account is new, or its password, e-mail or two-factor changed lately: it gives and sells nothing until the day the message names. */
  'TRADE_HOLD',
  /** No account has that username or linked wallet. */
  'RECIPIENT_NOT_FOUND',
  /** The recipient named is the card's owner. */
  'TRANSFER_TO_SELF',
  /** The owner has a linked wallet and the transfer carries no signature of it (a wrong one is INVALID_SIGNATURE). */
  'TRANSFER_SIGNATURE_REQUIRED',
  /** The operator has not opened the marketplace (MARKET_ENABLED): cards are given, not sold. */
  'MARKET_CLOSED',
  /** The card is listed on the marketplace: it is not crafted, played or given until its listing is cancelled. */
  'CARD_LISTED',
  /** The account has as many open listings as it may. */
  'LISTING_LIMIT',
  /** The card's collection grants draws for donations: what money draws is not sold for money. */
  'CARD_MONEY_DRAWN',
  /** The listing was sold or cancelled, or is another's. */
  'LISTING_NOT_FOUND',
  /** A buyer asked to buy their own listing. */
  'OWN_LISTING',
  /** Another buyer holds the listing reserved for a few minutes more. */
  'LISTING_RESERVED',
  'RESERVATION_NOT_FOUND',
  /** The buyer holds as many listings reserved as they may at once. */
  'RESERVATION_LIMIT',
  /** The project is suspended: it is hidden and its draws stop. */
  'PROJECT_SUSPENDED',
  /** Test draws are for a collection not yet published. */
  'ALREADY_PUBLISHED',
  /** A design's image is neither one of our artworks nor a picture uploaded to its project as card art. */
  'ART_UNKNOWN',
  /** No project key in the Authorization header, or one that is wrong, revoked or rotated out. */
  'API_KEY_INVALID',
  /** A project key sent in the address: it is refused, whatever the header holds, and should be rotated. */
  'API_KEY_IN_QUERY',
  /** The key lacks the scope the operation needs, or belongs to another project. */
  'API_KEY_FORBIDDEN',
  'API_KEY_NOT_FOUND',
  /** The project has as many live keys as it may. */
  'TOO_MANY_API_KEYS',
  /** The key was rotated already: its replacement is the one to rotate. */
  'API_KEY_ROTATED',
  /** A test key asked for what only a live key may: real links or real draws. */
  'API_KEY_TEST_MODE',
  /** A write sent without an Idempotency-Key header. */
  'IDEMPOTENCY_KEY_REQUIRED',
  /** The Idempotency-Key was used before with another request body. */
  'IDEMPOTENCY_KEY_REUSED',
  /** The collection has no rule for grants from a game's server, or it is off. */
  'NO_API_RULE',
  /** A grant the rule's caps refuse; `cap` names which. */
  'GRANT_CAP_REACHED',
  /** A link code that is wrong, expired or already used. */
  'LINK_CODE_INVALID',
  'PLAYER_LINK_NOT_FOUND',
  'GRANT_NOT_FOUND',
  /** A webhook address that is not https, does not resolve, or points at a private network. */
  'WEBHOOK_URL_REFUSED',
  'WEBHOOK_ENDPOINT_NOT_FOUND',
  'WEBHOOK_DELIVERY_NOT_FOUND',
  'TOO_MANY_WEBHOOKS',
  'SIGNATURE_REPLAYED',
  'SIGNATURE_EXPIRED',
  /** The wallet holds less USDT than the transfer asks for. */
  'INSUFFICIENT_USDT',
  /** The wallet holds too little SOL for the network fee (and the recipient's token account, when it is made). */
  'INSUFFICIENT_SOL',
  /** The recipient address is a token account, not a wallet: the tokens would be lost to its owner's view. */
  'RECIPIENT_IS_TOKEN_ACCOUNT',
  /** No prepared transfer of this user has that id. */
  'TRANSFER_NOT_FOUND',
  /** The signature is not the linked wallet's over the prepared transaction. */
  'TRANSFER_SIGNATURE_INVALID',
  /** The network ran the transaction and refused it: nothing moved. */
  'TRANSFER_FAILED',
  /** The transaction's blockhash expired before it landed: nothing moved; prepare it again. */
  'TRANSFER_EXPIRED',
  /** The signed message is dated in the future (a clock off by more than the allowed skew). */
  'SIGNATURE_NOT_YET_VALID',
  /** The signed message names another site (domain or address). */
  'SIGNATURE_OTHER_SITE',
  /** The signed message names another Solana network. */
  'SIGNATURE_OTHER_NETWORK',
  /** The nonce was not issued to this account. */
  'NONCE_NOT_ISSUED',
  /** The signed message is malformed, contradicts the request, or is not signed by the wallet. */
  'INVALID_SIGNATURE',
  /** No sign-in with this provider here: it is not one we know, or this server has no credentials for it. */
  'PROVIDER_DISABLED',
  /** The callback's state is not the one this browser's sign-in began with (or the sign-in began over 10 minutes ago). */
  'OAUTH_STATE_MISMATCH',
  /** The provider refused the code, or the callback lacks its parameters. */
  'OAUTH_FAILED',
  /** The provider account is already linked to another user of ours. */
  'PROVIDER_ACCOUNT_TAKEN',
  /** This user already has another account of the provider linked: unlink it first. */
  'PROVIDER_ALREADY_LINKED',
  'PROVIDER_NOT_LINKED',
  /** Unlinking it would leave the account no way to sign in. */
  'LAST_SIGN_IN_METHOD',
  /** The password (e-mail) method is unlinked by no call: it stays. */
  'EMAIL_PROVIDER_PERMANENT',
  /** The account's access level is below the route's (docs/product-rules.md "Roles and pages": public < user < developer < admin). */
  'ACCESS_DENIED',
  /** An admin may not change their own role or delete their own account from the admin panel. */
  'CANNOT_MANAGE_SELF',
  /** Revoking this admin would leave no admin. */
  'LAST_ADMIN',
  /** Admins observe users only: not themselves, not another admin. */
  'CANNOT_OBSERVE',
  /** Stop-observing was called with a token that is not an observer's. */
  'NOT_OBSERVING',
  /** The Steam profile (or its game details) is private: its achievements cannot be read. */
  'STEAM_PROFILE_PRIVATE',
  /** The Steam app has no achievements or stats, or the id names no app. */
  'STEAM_APP_HAS_NO_STATS',
  /** No Steam id was given and the account has no Steam linked. */
  'STEAM_NOT_LINKED',
  /** No e-mail template by that name. */
  'TEMPLATE_NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The codes that end the session in the client (docs/product-rules.md "Sign-in and sessions"). */
export const SESSION_ENDING_CODES: readonly ErrorCode[] = ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'NO_TOKEN', 'SESSION_ENDED'];

/** The texts that end a session (docs/product-rules.md "Sign-in and sessions"); the client reacts to SESSION_ENDING_CODES. */
export const SESSION_ENDING_MESSAGES = {
  invalidToken: 'Invalid token',
  tokenExpired: 'Token expired',
  noToken: 'No token provided',
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

export const CLIENT_MESSAGES = {
  unknown: 'An unknown error occurred',
  rateLimited: 'Too many login attempts. Please wait a few minutes and try again.',
  verifyFailed: 'Failed to verify authentication. Please refresh the page.',
  unexpectedSignup: 'Unexpected response from server',
  alreadyVerified: 'This account has been verified. Please log in instead.',
  invalidLink: 'Invalid confirmation link',
  noVerificationToken: 'No verification token provided',
  noDeletionToken: 'No deletion token provided',
  unableToResend: 'Unable to resend / No email address found. Please try logging in again.',
  pageNotFound: 'Page not found',
  // OAuth popup and callback pages (docs/product-rules.md "Social sign-in")
  popupBlocked: 'Popup blocked. Please allow popups for this site.',
  authTimeout: 'Authentication timeout',
  authCancelled: 'User cancelled authentication',
  authFailed: 'Authentication failed',
  authFailedBecause: (error: string) => `Authentication failed: ${error}`,
  invalidProvider: 'Invalid provider',
  invalidProviderCallback: (provider: string) => `Invalid ${provider} callback parameters`,
  invalidCallback: 'Invalid callback parameters',
  unexpectedResponse: 'Unexpected response from server. Please try again.',
  startFailed: 'Failed to start authentication',
  noAuthUrl: 'Failed to get authorization URL',
  verifyProviderFailed: 'Authentication failed. Please try again.',
  missingVerificationParameters: 'Missing verification parameters',
} as const;
