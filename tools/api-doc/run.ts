import { writeFile } from 'node:fs/promises';
import { API_CLIENT_FILE, API_CLIENT_PATH, generateApiClient, readCommittedApiClient } from './generate-api-client';
import { API_DOC_FILE, generateApiDoc, readCommittedApiDoc } from './generate-api-doc';
import { lintApiDocument } from './lint-api-document';
import { loadOpenApiDocument } from './load-openapi-document';
import { API_DOC_PATH, findStaleness } from './stale-check';

/**
 * `npm run docs:api` writes docs/http-api.md and the client's types from the app's OpenAPI document,
 * after Redocly's recommended rules pass it; with `--check` it writes nothing and exits non-zero when
 * either file differs from what it would write, or the rules find anything.
 */
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--check');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}: the only option is --check`);
  process.exit(2);
}

const document = await loadOpenApiDocument();
const problems = await lintApiDocument(document);
problems.forEach((problem) => console.error(problem));
const [doc, client] = await Promise.all([generateApiDoc(document), generateApiClient(document)]);
if (args.includes('--check')) {
  const stale = [
    findStaleness(await readCommittedApiDoc(), doc),
    findStaleness(await readCommittedApiClient(), client, API_CLIENT_PATH),
  ].filter(Boolean);
  stale.forEach((message) => console.error(message));
  if (stale.length > 0 || problems.length > 0) process.exitCode = 1;
  else console.log(`${API_DOC_PATH} and ${API_CLIENT_PATH} are up to date; the document passes Redocly's recommended rules`);
} else {
  if (problems.length > 0) process.exitCode = 1;
  await Promise.all([writeFile(API_DOC_FILE, doc), writeFile(API_CLIENT_FILE, client)]);
  console.log(`Wrote ${API_DOC_PATH} and ${API_CLIENT_PATH}`);
}
