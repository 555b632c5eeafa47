import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tableWriters from './eslint-rules/table-writers.js';
import testDatabases from './eslint-rules/test-databases.js';

const SERVER = 'apps/server/src';
const MODULE = (name) => `${SERVER}/modules/${name}`;

/** The folder or file that writes each table (docs/decisions/027). */
export const TABLE_WRITERS = {
  users: {
    owner: MODULE('users'),
    columns: {
      [MODULE('two-factor')]: ['totpSecret', 'totpEnabledAt', 'totpLastStep', 'totpLastUsedAt'],
      [MODULE('wallet')]: ['walletPublicKey'],
      [MODULE('sessions')]: ['lastActiveAt'],
    },
  },
  identities: MODULE('users'),
  configuredAdminGrants: MODULE('admin'),
  signupTemp: MODULE('auth'),
  sessions: MODULE('sessions'),
  refreshTokens: MODULE('sessions'),
  oneTimeTokens: MODULE('sessions'),
  backupCodes: MODULE('two-factor'),
  trustedDevices: MODULE('two-factor'),
  integrations: MODULE('integrations'),
  walletNonces: MODULE('wallet'),
  usdtTransfers: MODULE('wallet'),
  // A draw stores the card; its owner seeing it is the cards module's fact.
  cards: { owner: MODULE('draws'), columns: { [MODULE('cards')]: ['seenAt'] } },
  collectionTallies: MODULE('draws'),
  // Creators edit projects; a draw counts a capped design's supply and records where it ran out.
  // A project's payout wallet is proved by its signature, as a wallet link is: the wallet module's.
  projects: { owner: MODULE('projects'), columns: { [MODULE('wallet')]: ['payoutWallet', 'payoutWalletSetAt'] } },
  collections: { owner: MODULE('projects'), columns: { [MODULE('draws')]: ['draws'] } },
  cardDesigns: { owner: MODULE('projects'), columns: { [MODULE('draws')]: ['drawnCount'] } },
  oddsVersions: MODULE('projects'),
  exhaustions: MODULE('draws'),
  // A draw grants the house's daily draws due and spends one per card, in the statement that stores it;
  // a rule's grant goes through the same module's ledger function.
  drawCredits: MODULE('draws'),
  earningRules: MODULE('rewards'),
  ruleGrants: MODULE('rewards'),
  ruleGrantCounts: MODULE('rewards'),
  inbox: MODULE('rewards'),
  twitchChannels: MODULE('rewards'),
  twitchSubscriptions: MODULE('rewards'),
  referralLinks: MODULE('rewards'),
  referralVisits: MODULE('rewards'),
  referrals: MODULE('rewards'),
  overlays: MODULE('overlays'),
  overlayAlerts: MODULE('overlays'),
  cardShares: MODULE('shares'),
  apiKeys: MODULE('api-keys'),
  idempotentRequests: MODULE('api-keys'),
  playerLinkCodes: MODULE('player-links'),
  playerLinks: MODULE('player-links'),
  webhookEndpoints: MODULE('webhooks'),
  webhookDeliveries: MODULE('webhooks'),
  webhookAttempts: MODULE('webhooks'),
  // The outbox: each module records its events in its own transaction, through this one file.
  webhookEvents: `${SERVER}/lib/webhook-events.ts`,
  walletsSeen: MODULE('wallet'),
  creditBalances: MODULE('draws'),
  drawSeeds: MODULE('draws'),
  notifications: MODULE('notifications'),
  notificationPreferences: MODULE('notifications'),
  profilePictures: MODULE('pictures'),
  // Projects decide who may upload and which design takes which art; the pictures module keeps the bytes.
  projectPictures: MODULE('pictures'),
  mailOutbox: MODULE('mail'),
  // The job runner's table: each module owes its jobs in its own transaction, through this one file.
  jobs: `${SERVER}/jobs/jobs.repo.ts`,
  rateLimits: MODULE('rate-limit'),
  auditLog: `${SERVER}/lib/audit.ts`,
  requestReceipts: `${SERVER}/lib/request-receipts.ts`,
  spentTokens: `${SERVER}/lib/spent-tokens.ts`,
  userEvents: `${SERVER}/realtime/user-events.repo.ts`,
  // The facts' outbox: each module records its events in the fact's transaction, through this one file.
  domainEvents: `${SERVER}/outbox/domain-events.repo.ts`,
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // bulletproof-react's direction, checked on resolved paths: app → features → shared. A feature
    // shows what it offers in its index.ts, and another feature imports it only through that file;
    // shared code never imports a feature or the app shell.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/(api|components|state)' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
            },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          ],
        },
      ],
    },
  },
  {
    // A server module shows what it offers in its index.ts: other modules, and the rest of the server,
    // import it through that file, so a module's other files can change without reaching its users;
    // lib/ is below every module and imports none.
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/server/tsconfig.json' } },
      'boundaries/include': ['apps/server/src/**/*', 'apps/server/test/**/*'],
      'boundaries/elements': [
        { type: 'module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'lib', pattern: 'apps/server/src/lib' },
        { type: 'server', pattern: 'apps/server/(src|test)' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            { from: { element: { type: 'lib' } }, disallow: { to: { element: { type: 'module' } } } },
            {
              from: { element: { types: { anyOf: ['module', 'server'] } } },
              disallow: { to: { element: { type: 'module', fileInternalPath: '!index.ts' } } },
            },
            {
              from: { element: { type: 'module' } },
              allow: { to: { element: { type: 'module', captured: { module: '{{ from.element.captured.module }}' } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // One writer per table, so each table's rules (the last admin, a taken address, a spent nonce) live
    // in one place (docs/decisions/027). The users row is shared out by columns among the modules
    // whose facts they are.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { arcana: { rules: { 'table-writers': tableWriters } } },
    rules: { 'arcana/table-writers': ['error', { writers: TABLE_WRITERS, deleteHelpers: ['deleteWhere'] }] },
  },
  {
    // A server test whose outcome can differ between the embedded database and PostgreSQL says where
    // it runs in CI; the rest run on PostgreSQL alone (docs/testing.md "Which database").
    files: ['apps/server/**/*.test.ts'],
    plugins: { 'arcana-tests': { rules: { 'test-databases': testDatabases } } },
    rules: { 'arcana-tests/test-databases': 'error' },
  },
  {
    files: ['tools/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
