import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'playwright-report/**', 'data/**'],
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
    // bulletproof-react's direction, checked on resolved paths: app → features → shared; a feature
    // never imports another one, and shared code never imports a feature or the app shell.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/(api|components|realtime|state|wallet)' },
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
    // One writer of the users table, so its rules (the last admin, a taken address) live in one place.
    // Catches Drizzle's usual form, db.insert(users) and the like; raw SQL on the table is for review.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/users/users.repo.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name="users"]',
          message: 'The users table is written only by modules/users/users.repo.ts: add or use a function there.',
        },
      ],
    },
  },
  {
    files: ['tools/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
