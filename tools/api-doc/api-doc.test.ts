import { beforeAll, describe, expect, it } from 'vitest';
import { API_CLIENT_PATH, generateApiClient, readCommittedApiClient } from './generate-api-client';
import { generateApiDoc, readCommittedApiDoc } from './generate-api-doc';
import { lintApiDocument } from './lint-api-document';
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

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules without an error or a warning', async () => {
    expect(await lintApiDocument(document)).toEqual([]);
  });

  it('names each operation once, with a summary, its security and its error answers', () => {
    const operations = Object.values(document.paths).flatMap((item) =>
      HTTP_METHODS.flatMap((method) => (item[method] ? [item[method]] : [])),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const operation of operations) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.security, operation.operationId).toBeDefined();
      expect(
        Object.keys(operation.responses ?? {}).some((status) => status.startsWith('4')),
        operation.operationId,
      ).toBe(true);
    }
    // The versioned API is a project key's, and each of its writes takes an Idempotency-Key.
    const grant = document.paths['/api/v1/grants']?.post;
    expect(grant?.security).toEqual([{ projectKey: [] }]);
    expect(grant?.parameters?.find((parameter) => parameter.name === 'Idempotency-Key')).toMatchObject({ in: 'header', required: true });
    expect(Object.keys(grant?.responses ?? {})).toEqual(expect.arrayContaining(['201', '202', '400', '401', '403', '409', '422', '429']));
    expect(document.paths['/api/auth/login']?.post?.security).toEqual([]);
  });

  it('gives a client whose committed types are exactly what npm run docs:api writes', async () => {
    const stale = findStaleness(await readCommittedApiClient(), await generateApiClient(document), API_CLIENT_PATH);
    expect(stale, stale).toBeUndefined();
  });
});

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
