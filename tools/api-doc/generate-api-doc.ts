import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { formatGenerated } from './format-generated';
import { loadOpenApiDocument } from './load-openapi-document';
import type { OpenApiDocument } from './openapi-types';
import { renderApiDoc } from './render-api-doc';
import { API_DOC_PATH } from './stale-check';

/** The reference's absolute path, wherever the command is run from. */
export const API_DOC_FILE = fileURLToPath(new URL(`../../${API_DOC_PATH}`, import.meta.url));

/** The reference as the generator writes it: rendered from the app's OpenAPI document, then formatted. */
export async function generateApiDoc(document?: OpenApiDocument): Promise<string> {
  return formatGenerated(renderApiDoc(document ?? (await loadOpenApiDocument())), API_DOC_FILE);
}

/** The reference as it is on disk, undefined when there is none yet. */
export async function readCommittedApiDoc(): Promise<string | undefined> {
  return readFile(API_DOC_FILE, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}
