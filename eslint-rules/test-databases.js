/**
 * Which databases a server test file runs on in CI (docs/testing.md "Which database"). Every file
 * runs on PostgreSQL; one that proves what can differ on the embedded database says so in one line:
 *
 *   // @databases pglite postgres: concurrency — two requests race for one row
 *
 * `pglite postgres` runs it on both, `pglite` on the embedded database alone (the embedded database
 * itself: its data directory, backups, its thread), `postgres` on PostgreSQL alone, said aloud. The
 * words after the colon say why. Without TEST_DATABASE_URL every file runs on PGlite, whatever its tag.
 */
export const DATABASES_TAG = /^\/\/ @databases ([a-z ]+):(.*)$/m;
const NAMES = new Set(['pglite', 'postgres']);

/**
 * The databases this source names in its tag: undefined without a tag; a string describing the
 * mistake when the tag is there but wrong.
 */
export function databasesOf(source) {
  const tag = DATABASES_TAG.exec(source);
  if (!tag) return undefined;
  const names = tag[1].trim().split(/ +/);
  if (names.length === 0 || names.some((name) => !NAMES.has(name)) || new Set(names).size !== names.length) {
    return `names 'pglite', 'postgres' or both, not '${tag[1].trim()}'`;
  }
  if (tag[2].trim() === '') return 'says why after the colon';
  return names;
}

/**
 * What makes a test's outcome depend on the database's engine: it opens a transaction or a lock, runs
 * requests at once, or runs a second instance. Such a file must choose its databases.
 */
const TOUCHES_TRANSACTIONS = /\.transaction\(|\bfor (?:no key )?update\b|\badvisory\b|Promise\.all(?:Settled)?\(|openSecondInstance\(/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'a server test touching transactions or locks names the databases it runs on' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const source = context.sourceCode.text;
        const databases = databasesOf(source);
        if (typeof databases === 'string') {
          context.report({ node, message: `The '// @databases' tag ${databases}.` });
        } else if (databases === undefined && TOUCHES_TRANSACTIONS.test(source)) {
          context.report({
            node,
            message:
              "This test opens a transaction or a lock, or runs requests at once: say which databases it runs on in CI with a line '// @databases pglite postgres: why' (or 'postgres: why', 'pglite: why'; docs/testing.md).",
          });
        }
      },
    };
  },
};
