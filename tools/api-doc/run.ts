import { writeFile } from 'node:fs/promises';
import { API_DOC_FILE, generateApiDoc, readCommittedApiDoc } from './generate-api-doc';
import { API_DOC_PATH, findStaleness } from './stale-check';

/**
 * `npm run docs:api` writes docs/http-api.md from the app's OpenAPI document; with `--check` it writes
 * nothing and exits non-zero when the file differs from what it would write.
 */
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--check');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}: the only option is --check`);
  process.exit(2);
}

const generated = await generateApiDoc();
if (args.includes('--check')) {
  const stale = findStaleness(await readCommittedApiDoc(), generated);
  if (stale) {
    console.error(stale);
    process.exitCode = 1;
  } else console.log(`${API_DOC_PATH} is up to date`);
} else {
  await writeFile(API_DOC_FILE, generated);
  console.log(`Wrote ${API_DOC_PATH}`);
}
