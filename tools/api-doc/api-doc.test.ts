import { beforeAll, describe, expect, it } from 'vitest';
import { generateApiDoc, readCommittedApiDoc } from './generate-api-doc';
import { loadOpenApiDocument } from './load-openapi-document';
import { HTTP_METHODS, type OpenApiDocument } from './openapi-types';
import { findStaleness } from './stale-check';

// Built once for the file: the app's document, and the reference the generator writes from it. Loading
// the server's modules takes seconds, more on a busy machine, hence the hook's own time limit.
let document: OpenApiDocument;
let generated: string;
beforeAll(async () => {
  document = await loadOpenApiDocument();
  generated = await generateApiDoc(document);
}, 60_000);

describe('the HTTP API reference (docs/http-api.md)', () => {
  it('is committed exactly as npm run docs:api writes it from the OpenAPI document', async () => {
    const stale = findStaleness(await readCommittedApiDoc(), generated);
    expect(stale, stale).toBeUndefined();
  });

  it('has a section for every operation of the document', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]).map((method) => `### \`${method.toUpperCase()} ${path}\``),
    );
    expect(operations.length).toBeGreaterThan(60);
    const headings = generated.split('\n').filter((line) => line.startsWith('### '));
    expect(headings).toEqual(operations);
  });

  it('writes the required properties of a body without `?` and its optional ones with it', () => {
    // The first JSON body that has both kinds.
    const [path, schema] =
      Object.entries(document.paths)
        .flatMap(([path, item]) =>
          HTTP_METHODS.map((method) => [path, item[method]?.requestBody?.content?.['application/json']?.schema] as const),
        )
        .find(([, schema]) => {
          const names = Object.keys(schema?.properties ?? {});
          return names.some((name) => schema?.required?.includes(name)) && names.some((name) => !schema?.required?.includes(name));
        }) ?? [];
    expect(path, 'a body with required and optional properties').toBeDefined();
    const section = generated.slice(generated.indexOf(`${path}\`\n`));
    // Its type, up to the brace that closes it at the start of a line.
    const body = section.slice(section.indexOf('type Body = {'), section.indexOf('\n};'));
    for (const name of Object.keys(schema?.properties ?? {})) {
      expect(body).toContain(`\n  ${name}${schema?.required?.includes(name) ? '' : '?'}: `);
    }
  });
});

describe('the staleness check', () => {
  it('passes the generated reference itself', () => {
    expect(findStaleness(generated, generated)).toBeUndefined();
  });

  it('refuses a reference with a line changed, naming the command to run and the first line that differs', () => {
    const lines = generated.split('\n');
    const changed = lines.findIndex((line) => line.startsWith('### '));
    const altered = lines.map((line, i) => (i === changed ? line.replace('###', '####') : line)).join('\n');
    const stale = findStaleness(altered, generated);
    expect(stale).toMatch(/^docs\/http-api\.md is stale: run npm run docs:api /);
    expect(stale).toContain(`line ${changed + 1}: expected ${JSON.stringify(lines[changed])}`);
  });

  it('refuses a reference that lacks the last operation, or has one too many, or is missing', () => {
    const lastSection = generated.lastIndexOf('\n### ');
    expect(findStaleness(generated.slice(0, lastSection + 1), generated)).toContain('found the end of the file');
    expect(findStaleness(`${generated}\n### \`GET /api/gone\`\n`, generated)).toContain('expected the end of the file');
    expect(findStaleness(generated.trimEnd(), generated)).toContain('the final newline differs');
    expect(findStaleness(undefined, generated)).toContain('docs/http-api.md does not exist');
  });
});
