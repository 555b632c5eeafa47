import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tableWriters from './eslint-rules/table-writers.js';
import testDatabases from './eslint-rules/test-databases.js';

const SERVER = 'apps/server/src';
const MODULE = (name) => `${SERVER}/modules/${name}`;

/**
 * Every table of the server, by the folder whose schema.ts defines it, and by its name in SQL: a table is
 * defined by its owner (docs/decisions/027), so where it is defined is who writes it.
 */
function definedTables() {
  const tables = {};
  const root = fileURLToPath(new URL(SERVER, import.meta.url));
  for (const path of readdirSync(root, { recursive: true })) {
    if (basename(path) !== 'schema.ts' || path === join('db', 'schema.ts')) continue;
    const folder = `${SERVER}/${dirname(path).split(sep).join('/')}`;
    for (const [, name, sqlName] of readFileSync(join(root, path), 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      tables[name] = { folder, sqlName };
  }
  return tables;
}

const TABLES = definedTables();

/**
 * Where a table's writes are narrowed to one file of its folder (each module records through it, in its
 * own transaction), and the columns a table shares out to the modules whose facts they are.
 */
const ONE_FILE = {
  jobs: 'jobs.repo.ts',
  domainEvents: 'domain-events.repo.ts',
  userEvents: 'user-events.repo.ts',
  auditLog: 'audit.ts',
  requestReceipts: 'request-receipts.ts',
  spentTokens: 'spent-tokens.ts',
  webhookEvents: 'webhook-events.ts',
};
const SHARED_COLUMNS = {
  users: {
    [MODULE('two-factor')]: ['totpSecret', 'totpEnabledAt', 'totpLastStep', 'totpLastUsedAt'],
    [MODULE('wallet')]: ['walletPublicKey'],
    [MODULE('sessions')]: ['lastActiveAt'],
  },
  // A draw stores the card; its owner seeing it is the cards module's fact.
  cards: { [MODULE('cards')]: ['seenAt'] },
  // Creators edit projects; a draw counts a capped design's supply and records where it ran out.
  // A project's payout wallet is proved by its signature, as a wallet link is: the wallet module's.
  projects: { [MODULE('wallet')]: ['payoutWallet', 'payoutWalletSetAt'] },
  collections: { [MODULE('draws')]: ['draws'] },
  cardDesigns: { [MODULE('draws')]: ['drawnCount'] },
};

/** The folder or file that writes each table, as the table-writers rule takes it. */
export const TABLE_WRITERS = Object.fromEntries(
  Object.entries(TABLES).map(([name, { folder }]) => {
    const owner = ONE_FILE[name] ? `${folder}/${ONE_FILE[name]}` : folder;
    return [name, SHARED_COLUMNS[name] ? { owner, columns: SHARED_COLUMNS[name] } : owner];
  }),
);
const TABLE_SQL_NAMES = Object.fromEntries(Object.entries(TABLES).map(([name, { sqlName }]) => [sqlName, name]));

/** The composition root's files, as a module or the platform would name them. */
const ROOT_IMPORTS = {
  regex: '^(\\.\\./)+(app|main|runtime|seed|seed-command|admin-cli|admin-command)\\.js$',
  message: 'The composition root builds the modules and the platform; none of them imports it (docs/decisions/045).',
};
/** A module's files or the socket layer's, but for their tables. */
const MODULE_IMPORTS = {
  regex: '^(\\.\\./)+(modules/[^/]+|realtime)/(?!schema\\.js$)',
  message: 'The platform imports no module and no socket code, but their tables (docs/decisions/045).',
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
    // A server module shows what it offers in its index.ts (and its tables in its schema.ts): other
    // modules, and the rest of the server, import it through those files, so a module's other files can
    // change without reaching its users; lib/ is below every module and imports none but their tables.
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
            // A module's tables (its schema.ts) are as public as its index: other tables refer to them.
            { from: { element: { type: 'lib' } }, disallow: { to: { element: { type: 'module', fileInternalPath: '!schema.ts' } } } },
            {
              from: { element: { types: { anyOf: ['module', 'server'] } } },
              disallow: { to: { element: { type: 'module', fileInternalPath: '!{index,schema,*.module}.ts' } } },
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
    // The platform (platform/, lib/, db/, outbox/, jobs/) is below every module: it imports none but
    // their tables (a foreign key), and no socket code. The composition root (app.ts and the commands'
    // entries) is above them all: no module, nor the socket layer, imports it (docs/decisions/045).
    // Tests may drive the whole app from anywhere.
    files: ['apps/server/src/{platform,lib,db,outbox,jobs}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ROOT_IMPORTS, MODULE_IMPORTS] }] },
  },
  {
    files: ['apps/server/src/{modules,realtime}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ROOT_IMPORTS] }] },
  },
  {
    // One writer per table, so each table's rules (the last admin, a taken address, a spent nonce) live
    // in one place (docs/decisions/027). The users row is shared out by columns among the modules
    // whose facts they are.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { arcana: { rules: { 'table-writers': tableWriters } } },
    rules: { 'arcana/table-writers': ['error', { writers: TABLE_WRITERS, sqlNames: TABLE_SQL_NAMES, deleteHelpers: ['deleteWhere'] }] },
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
