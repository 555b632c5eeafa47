/** Paths under /api, named once so the server registers and the web calls the same strings. */
export const API_PREFIX = '/api';
/** The API Explorer (Swagger UI); the OpenAPI document is at `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = `${API_PREFIX}/docs`;
/** Where the browser keeps the access token, under the first design's key: the app, and the API Explorer's requests, read it. */
export const TOKEN_STORAGE_KEY = 'token';

export const AUTH_PATHS = {
  signup: '/auth/signup',
  completeSignup: '/auth/complete-signup',
  tempTokenInfo: '/auth/temp-token-info',
  checkEmailForSteam: '/auth/check-email-for-steam',
  login: '/auth/login',
  logout: '/auth/logout',
  verify: '/auth/verify',
  refresh: '/auth/refresh',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  changePassword: '/auth/change-password',
  setPassword: '/auth/set-password',
  resendVerification: '/auth/resend-verification',
  verifyEmail: '/auth/verify-email',
  verifyProvider: '/auth/verify-provider',
  updateProfile: '/auth/update-profile',
  uploadProfilePicture: '/auth/upload-profile-picture',
  requestEmailChange: '/auth/request-email-change',
  confirmEmailChange: '/auth/confirm-email-change',
  requestAccountDeletion: '/auth/request-account-deletion',
  confirmAccountDeletion: '/auth/confirm-account-deletion',
  cancelEmailChange: '/auth/cancel-email-change',
  reauthenticate: '/auth/reauthenticate',
  reauthenticateByEmail: '/auth/reauthenticate/email',
  confirmReauthentication: '/auth/reauthenticate/confirm',
} as const;

export const TWO_FACTOR_PATHS = {
  setup: '/auth/2fa/setup',
  verify: '/auth/2fa/verify',
  disable: '/auth/2fa/disable',
  backupCodes: '/auth/2fa/backup-codes',
  verifyLogin: '/auth/2fa/verify-login',
  status: '/auth/2fa/status',
} as const;

export const WALLET_PATHS = {
  nonce: '/auth/wallet-nonce',
  link: '/auth/link-wallet',
  unlink: '/auth/unlink-wallet',
  balances: '/users/phantom/balances/:publicKey',
  transferUsdt: '/users/phantom/transfer/usdt',
  confirmUsdtTransfer: '/users/phantom/transfer/usdt/confirm',
  usdtTransfers: '/users/phantom/transfers',
  /** A project's payout wallet, proved by its creator's signature as a link is: the message's fields, then the signed message. */
  payoutNonce: '/projects/id/:projectId/payout-wallet/nonce',
  payoutWallet: '/projects/id/:projectId/payout-wallet',
} as const;

export const CARD_PATHS = {
  collect: '/users/collectibles/collect',
  mine: '/users/my-collectibles',
  /** A page of the owner's cards, sorted, filtered and searched by the server; for collections larger than a page. */
  minePage: '/users/my-collectibles/page',
  /** The owner's counts, total value and tallies by rarity and type, over the whole collection. */
  mineSummary: '/users/my-collectibles/summary',
  /** One of the owner's cards, however old (the fairness page verifies any card). */
  mineOne: '/users/my-collectibles/:cardId',
  /** Marks some of the owner's cards seen: they are no longer 'NEW!', on any device. */
  mineSeen: '/users/my-collectibles/seen',
  byPublicKey: '/users/collectibles/:publicKey',
  /** The draws the user has left, collection by collection. */
  myDraws: '/users/my-draws',
  /** The whole community's figures (The Forge's overview), for anyone: no account is needed. */
  communityFigures: '/collectibles/community',
} as const;

/** Creators' projects, their collections and designs, and the odds versions they publish (docs/product-rules.md "Projects and odds"). */
export const PROJECT_PATHS = {
  list: '/projects',
  mine: '/projects/mine',
  bySlug: '/projects/:slug',
  one: '/projects/id/:projectId',
  /** A picture uploaded to the project: its cover, its avatar, or a design's art. */
  picture: '/projects/id/:projectId/pictures/:kind',
  collections: '/projects/id/:projectId/collections',
  collection: '/collections/:collectionId',
  designs: '/collections/:collectionId/designs',
  design: '/designs/:designId',
  submit: '/collections/:collectionId/submit',
  /** A collector's free card of a published collection. */
  claim: '/collections/:collectionId/claim',
  /** The signed-in collector's cards of a published collection, counted by design. */
  collected: '/collections/:collectionId/collected',
  /** The creator's draw from a draft, shown and never kept. */
  testDraw: '/collections/:collectionId/test-draw',
  version: '/odds-versions/:hash',
} as const;

/** The Forge's Craft tab (docs/product-rules.md "Crafting"): the signed-in collector's crafts. */
export const CRAFTING_PATHS = {
  /** Their essence, badges and the projects they hold cards of. */
  overview: '/crafting',
  /** One project's crafting for them: essence, each collection's terms, designs held, sets and badges. */
  project: '/crafting/projects/:slug',
  /** What the Forge can do with one of the collector's cards: dismantle it for how much, fuse it with which. */
  card: '/crafting/cards/:cardId',
  dismantle: '/crafting/dismantle',
  /** GET sums up 'Dismantle all duplicates'; POST confirms it. */
  duplicates: '/crafting/duplicates',
  craft: '/crafting/craft',
  fuse: '/crafting/fuse',
  badge: '/crafting/badges',
} as const;

/** A collection's earning rules, the creator's to add, enable and disable. */
export const REWARD_PATHS = {
  rules: '/collections/:collectionId/rules',
  rule: '/rules/:ruleId',
  /** The collection's newest grants, for its creator's live feed. */
  grants: '/collections/:collectionId/grants',
  /** Draws kept for Twitch viewers with no account yet, for its creator to tell them in chat. */
  waiting: '/collections/:collectionId/waiting',
  /** A published collection's rules that are on, for anyone to read: how its draws are earned. */
  waysToEarn: '/collections/:collectionId/ways-to-earn',
  /** A collector's claim of a rule they meet elsewhere (a Steam game owned, an achievement unlocked). */
  claim: '/rules/:ruleId/claim',
  /** The signed-in collector's referral link to the collection's project (made on first asking). */
  referralLink: '/collections/:collectionId/referral-link',
  /** A visit through a referral link, kept so the account made after it arrives by it. */
  referralVisits: '/referrals/visits',
  /** The account made after such a visit, arriving by it. */
  referralArrivals: '/referrals/arrivals',
  /** A collection's donations with what each earned, for its creator; and the signed-in collector's own. */
  donations: '/collections/:collectionId/donations',
  myDonations: '/donations/mine',
} as const;

/** A project's Twitch channel, connected by its creator as broadcaster; and where Twitch's EventSub messages arrive. */
export const TWITCH_PATHS = {
  channel: '/projects/id/:projectId/twitch',
  connect: '/projects/id/:projectId/twitch/connect',
  /** PATCH: what Arcana says in the channel's chat. */
  chat: '/projects/id/:projectId/twitch/chat',
  /** One address per EventSub subscription: each has its own secret, found before its message is trusted. */
  eventSub: '/twitch/eventsub/:subscriptionId',
} as const;

/** A project's stream overlay (docs/product-rules.md "Stream overlay"): its creator's controls, and the public proof of a draw it showed. */
export const OVERLAY_PATHS = {
  overlay: '/projects/id/:projectId/overlay',
  /** GET reveals the secret address; POST makes a new one, and the old one stops. */
  address: '/projects/id/:projectId/overlay/address',
  test: '/projects/id/:projectId/overlay/test',
  skip: '/projects/id/:projectId/overlay/skip',
  replay: '/projects/id/:projectId/overlay/replay',
  clear: '/projects/id/:projectId/overlay/clear',
  proof: '/fairness/draws/:code',
} as const;

/** Cards played on stream (docs/product-rules.md "Playing cards"): a collector's plays, and a project's queue for its streamer. */
export const PLAY_PATHS = {
  /** POST plays a card of the signed-in collector's. */
  plays: '/plays',
  /** The signed-in collector's plays, newest first (`?cardId=` for one card's). */
  mine: '/plays/mine',
  /** One of the signed-in collector's cards: what it does, its last play, what holds it back. */
  card: '/users/my-collectibles/:cardId/play',
  queue: '/projects/id/:projectId/plays',
  history: '/projects/id/:projectId/plays/history',
  settings: '/projects/id/:projectId/plays/settings',
  approve: '/plays/:playId/approve',
  refuse: '/plays/:playId/refuse',
  /** A challenge on stream, performed. */
  done: '/plays/:playId/done',
  /** GET reveals the OBS dock's secret address (made on first asking); POST makes a new one, and the old one stops. */
  dockAddress: '/projects/id/:projectId/plays/dock',
} as const;

/**
 * The OBS dock's own calls (docs/product-rules.md "Playing cards"), opened by its secret address's
 * token in `Authorization: Dock {token}` and by nothing else.
 */
export const DOCK_PATHS = {
  queue: '/dock/queue',
  settings: '/dock/settings',
  approve: '/dock/plays/:playId/approve',
  refuse: '/dock/plays/:playId/refuse',
  done: '/dock/plays/:playId/done',
} as const;
export const DOCK_AUTH_SCHEME = 'Dock';
/** The page an OBS custom dock opens, its token after `#`; and its socket namespace, which says when the queue moved. */
export const DOCK_PAGE_PATH = '/dock';
export const DOCK_NAMESPACE = '/dock';
export const dockPageUrl = (origin: string, token: string) => `${origin}${DOCK_PAGE_PATH}#${token}`;

/** The page a browser source opens (overlayPageUrl). */
export const OVERLAY_PAGE_PATH = '/overlay';
/** /fairness?code=…: the proof of a draw shown on a stream, by its verification code. */
export const FAIRNESS_PROOF_QUERY = 'code';
/** A browser source's address: the token after `#`, so that it is never sent in a request line or logged. */
export const overlayPageUrl = (origin: string, token: string, layout: 'reveal' | 'ticker' = 'reveal') =>
  `${origin}${OVERLAY_PAGE_PATH}${layout === 'ticker' ? '?layout=ticker' : ''}#${token}`;
/** The overlay's socket.io namespace, on the realtime endpoint: its token opens it and nothing else. */
export const OVERLAY_NAMESPACE = '/overlay';

/** A card's 3D model, and its public page when its owner shares it (docs/product-rules.md "Cards in 3D and shared"). */
export const SHARE_PATHS = {
  /** A card's model: to its owner and to admins. */
  cardModel: '/collectibles/:cardId/model.glb',
  /** A card's face as a small picture, for the collection room: to its owner and to admins. */
  cardFace: '/collectibles/:cardId/face.jpg',
  /** The owner's link to one of their cards: GET reads it, POST makes it (or answers the one there), DELETE revokes it. */
  cardShare: '/users/my-collectibles/:cardId/share',
  /** A shared card, as its page shows it; its model and its preview picture. Anyone may read them while it is shared. */
  share: '/shares/:shareId',
  shareModel: '/shares/:shareId/model.glb',
  shareImage: '/shares/:shareId/image.png',
} as const;

/** A project's keys for its game's server, managed by its creator (docs/product-rules.md "Game servers and keys"). */
export const API_KEY_PATHS = {
  /** GET lists them; POST makes one and shows its secret once. */
  keys: '/projects/id/:projectId/api-keys',
  /** DELETE revokes it at once. */
  key: '/projects/id/:projectId/api-keys/:keyId',
  /** POST makes its replacement; the old key keeps working for the grace chosen. */
  rotate: '/projects/id/:projectId/api-keys/:keyId/rotate',
} as const;

/** A project's webhook endpoints and their deliveries, for its creator (docs/product-rules.md "Webhooks"). */
export const WEBHOOK_PATHS = {
  endpoints: '/projects/id/:projectId/webhooks',
  endpoint: '/projects/id/:projectId/webhooks/:endpointId',
  /** GET reveals the endpoint's signing secret again. */
  secret: '/projects/id/:projectId/webhooks/:endpointId/secret',
  /** POST: a new signing secret; the old one also signs for WEBHOOK_LIMITS.secretGraceHours. */
  rotateSecret: '/projects/id/:projectId/webhooks/:endpointId/secret/rotate',
  test: '/projects/id/:projectId/webhooks/:endpointId/test',
  deliveries: '/projects/id/:projectId/webhooks/:endpointId/deliveries',
  redeliver: '/projects/id/:projectId/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
} as const;

/** A game's players linked to Arcana accounts: the code a player enters, and their own links. */
export const PLAYER_LINK_PATHS = {
  /** POST: the signed-in player enters the code their game shows. */
  redeem: '/player-links',
  /** POST: which project a code is for, before it is entered (nothing is spent). */
  preview: '/player-links/preview',
  mine: '/users/my-player-links',
  /** DELETE: the player unlinks the game's player from their account. */
  mineOne: '/users/my-player-links/:linkId',
} as const;

/** The versioned API a game's server calls with a project key, under /api. */
export const API_V1_PREFIX = '/v1';
export const API_V1_PATHS = {
  collections: '/v1/collections',
  linkCodes: '/v1/link-codes',
  player: '/v1/players/:playerId',
  playerDraws: '/v1/players/:playerId/draws',
  /** One of the project's cards, with whoever holds it now. */
  card: '/v1/cards/:cardId',
  grants: '/v1/grants',
  grant: '/v1/grants/:grantId',
  /** The project's plays approved (on stream or done), oldest first, after `?since=`. */
  plays: '/v1/plays',
} as const;

/** The page where a player enters their game's link code (?code= fills it in). */
export const PLAYER_LINK_PAGE_PATH = '/link';

/** A shared card's page (rendered on request, with the meta a posted link is previewed from). */
export const SHARE_PAGE_PATH = '/c/:shareId';

/** A collector's public profile (docs/product-rules.md "Public profiles"): its owner's settings, and the profile for anyone. */
export const PROFILE_PATHS = {
  /** GET reads what its owner decided; PATCH changes it. */
  mine: '/users/my-profile',
  /** The profile as anyone sees it, while its owner keeps it public; and its preview picture. */
  profile: '/profiles/:username',
  profileImage: '/profiles/:username/image.png',
} as const;

/** Cards changing hands (docs/product-rules.md "Trading"): the owner gives one, and anyone holding it reads its holders. */
export const TRADING_PATHS = {
  /** POST: the owner gives the card to another account, confirmed by presence (and their wallet's signature when linked). */
  transfer: '/users/my-collectibles/:cardId/transfer',
  /** POST: the wallet message a transfer of the card to the recipient signs, with a nonce for it. */
  transferNonce: '/users/my-collectibles/:cardId/transfer/nonce',
  /** GET: the card's holders, first to current, and why it cannot be given now. */
  card: '/users/my-collectibles/:cardId/trading',
  /** POST lists the card on its project's market; DELETE cancels its listing at once. */
  listing: '/users/my-collectibles/:cardId/listing',
  /** GET: a project's market, to anyone, while the marketplace is open. */
  market: '/market/:slug',
  /** POST: a buyer reserves a listing for two minutes, with the payment their wallet signs. */
  reserve: '/market/listings/:listingId/reservation',
  /** GET: the buyer's reservation and what became of it. */
  reservation: '/market/reservations/:reservationId',
} as const;

/** A public profile's page (rendered on request, with its preview's meta). */
export const PROFILE_PAGE_PATH = '/u/:username';

/** The admins' review of what creators publish. */
export const REVIEW_PATHS = {
  queue: '/admin/reviews',
  /** How many versions wait: the Review tab's badge. */
  count: '/admin/reviews/count',
  /** Published projects, suspended ones too, to suspend or restore. */
  projects: '/admin/projects',
  approve: '/admin/reviews/:versionId/approve',
  reject: '/admin/reviews/:versionId/reject',
  suspend: '/admin/projects/:projectId/suspend',
  unsuspend: '/admin/projects/:projectId/unsuspend',
} as const;

/** For operators: Prometheus metrics, when METRICS_TOKEN is set. */
export const OPS_PATHS = {
  metrics: '/metrics',
} as const;

/** Provably fair draws (docs/decisions/019): the player's seeds, and rotating them. */
export const FAIRNESS_PATHS = {
  seeds: '/fairness/seeds',
  rotate: '/fairness/seeds/rotate',
  /** The signed-in collector's seed chains in force in a project, the first published on their first look. */
  chain: '/fairness/chains/:slug',
} as const;

export const NOTIFICATION_PATHS = {
  list: '/notifications',
  unreadCount: '/notifications/unread-count',
  markRead: '/notifications/:id/read',
  markReadByBody: '/notifications/mark-read',
  markAllRead: '/notifications/read-all',
  deleteAll: '/notifications',
  /** How each type is told: a toast, a browser notification. */
  preferences: '/notifications/preferences',
} as const;

export const OAUTH_PATHS = {
  providers: '/oauth/providers',
  auth: '/oauth/:provider/auth',
  init: '/auth/:provider/init',
  callback: '/oauth/:provider/callback',
  unlink: '/oauth/:provider/unlink',
} as const;

export const INTEGRATION_PATHS = {
  list: '/integrations',
  connect: '/integrations/connect/:provider',
  disconnect: '/integrations/disconnect/:provider',
  steamPrivacy: '/integrations/steam/user/check-privacy',
} as const;

/** A path with its `:provider` filled in. */
/** A path of these tables with its `:name` parameters filled in, each encoded. */
export const fillPath = (path: string, params: Record<string, string>) =>
  Object.entries(params).reduce((filled, [name, value]) => filled.replace(`:${name}`, encodeURIComponent(value)), path);

export const providerPath = (path: string, provider: string) => fillPath(path, { provider });

export const HEALTH_PATH = '/health';
/** Profile pictures, served from the database by their key. */
export const FILES_PATH = '/files/:key';
export const fileLink = (key: string) => `${API_PREFIX}${FILES_PATH.replace(':key', encodeURIComponent(key))}`;

/** Calls whose 401 is an answer, not an expired session: the client must not refresh and retry them. */
export const AUTH_CALLS_WITHOUT_REFRESH: readonly string[] = [AUTH_PATHS.login, AUTH_PATHS.signup, AUTH_PATHS.refresh, '/auth/discord'];

/** The admin panel's calls (docs/product-rules.md "Admin" and "Observer mode"). */
export const ADMIN_PATHS = {
  stats: '/admin/stats',
  users: '/admin/users',
  user: '/admin/users/:userId',
  grant: '/auth/admin/grant/:userId',
  revoke: '/auth/admin/revoke/:userId',
  grantDeveloper: '/auth/admin/grant-developer/:userId',
  revokeDeveloper: '/auth/admin/revoke-developer/:userId',
  observe: '/auth/admin/observe/:userId',
  stopObserving: '/auth/admin/stop-observing',
  audit: '/admin/audit',
  /** The running configuration, read-only: what is set up, never a secret. */
  system: '/admin/system',
  /** What the outbox and the job runner gave up on, and putting one back in line. */
  failedWork: '/admin/failed-work',
  retryFailedWork: '/admin/failed-work/:kind/:id/retry',
} as const;

/** The developer tools' calls (docs/product-rules.md "Developer tools"). */
export const DEVTOOLS_PATHS = {
  emailTemplates: '/admin/email/templates-test',
  emailTemplate: '/admin/email/templates-test/:name',
  sendEmailTemplate: '/admin/email/templates-test/:name/send',
  steamAchievements: '/devs/steam/achievements',
  testNotification: '/devs/notifications/test',
} as const;

/** A path with its `:userId` filled in. */
export const userPath = (path: string, userId: string) => fillPath(path, { userId });
export const failedWorkPath = (kind: 'event' | 'job', id: number) => fillPath(ADMIN_PATHS.retryFailedWork, { kind, id: String(id) });
