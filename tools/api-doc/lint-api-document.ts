import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenApiDocument } from './openapi-types';

/**
 * What Redocly's recommended rules say of the document, one line per problem (`error rule: message at
 * pointer`): a client generator trusts a document they pass without an error or a warning.
 */
export async function lintApiDocument(document: OpenApiDocument): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '#'}`);
}
