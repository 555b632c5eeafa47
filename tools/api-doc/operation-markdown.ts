import type { JsonSchema, MediaType, OpenApiDocument, Operation, Parameter } from './openapi-types';
import { describeConstraints } from './schema-constraints';
import { schemaType } from './schema-type';
import { describeSecurity } from './security-text';

/** What the OpenAPI plugin writes when a route gives a response no description: it says nothing. */
const PLACEHOLDER_RESPONSE_DESCRIPTION = 'Default Response';

export interface OperationEntry {
  method: string;
  path: string;
  operation: Operation;
}

export const operationTitle = ({ method, path }: OperationEntry) => `${method.toUpperCase()} ${path}`;

/** One operation's section: heading, prose, auth, parameters, body and responses, as Markdown blocks. */
export function operationMarkdown(document: OpenApiDocument, entry: OperationEntry): string[] {
  const { operation } = entry;
  const blocks = [`### \`${operationTitle(entry)}\``];
  if (operation.deprecated) blocks.push('**Deprecated.**');
  if (operation.summary) blocks.push(`**${operation.summary.trim()}**`);
  if (operation.description) blocks.push(operation.description.trim());
  blocks.push(`Auth: ${describeSecurity(document, operation.security)}`);
  if (operation.parameters?.length) blocks.push(parametersTable(operation.parameters));
  const body = operation.requestBody;
  if (body) {
    if (body.description) blocks.push(body.description.trim());
    blocks.push(...contentBlocks(`Body${body.required ? '' : ' (optional)'}`, 'Body', body.content));
  }
  const errors: string[] = [];
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const description = response.description?.trim();
    if (isErrorAnswer(response.content)) {
      errors.push(`- \`${status}\`${description ? ` — ${description}` : ''}`);
      continue;
    }
    const said = description && description !== PLACEHOLDER_RESPONSE_DESCRIPTION ? ` — ${description}` : '';
    const label = `Response \`${status}\`${said}`;
    blocks.push(...contentBlocks(label, `Response${status.replace(/\W/g, '')}`, response.content));
  }
  if (errors.length > 0) blocks.push(`Errors, each an \`${ERROR_SCHEMA}\`:`, errors.join('\n'));
  return blocks;
}

/** The shared error answer's schema name: each operation lists its statuses, the type is given once. */
export const ERROR_SCHEMA = 'ErrorResponse';

/** An answer that is only the shared error shape. */
const isErrorAnswer = (content: Record<string, MediaType> | undefined) =>
  Object.values(content ?? {}).some((media) => media.schema?.$ref === `#/components/schemas/${ERROR_SCHEMA}`);

/** A table cell holds one line, and a pipe would end the cell even inside code. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

function parametersTable(parameters: Parameter[]): string {
  const rows = parameters.map((parameter) => {
    const schema: JsonSchema = parameter.schema ?? {};
    // A pattern is code in a table: as prose, Markdown reads its brackets and stars.
    const constraints = describeConstraints(schema).map((part) => part.replace(/^pattern (\/.*\/)$/, 'pattern `$1`'));
    const notes = [parameter.description?.trim(), ...constraints].filter(Boolean).join(', ');
    const type = `\`${cell(schemaType(schema))}\`${notes ? ` ${cell(notes)}` : ''}`;
    return `| \`${parameter.name}\` | ${parameter.in} | ${type} | ${parameter.required ? 'yes' : 'no'} |`;
  });
  return ['| Parameter | In | Type | Required |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** Each media type's schema as a named TypeScript type, under a line saying what it is. */
function contentBlocks(label: string, typeName: string, content: Record<string, MediaType> | undefined): string[] {
  const entries = Object.entries(content ?? {});
  if (entries.length === 0) return [`${label}: no body described.`];
  return entries.flatMap(([mediaType, { schema = {} }]) => {
    const type = schemaType(schema);
    const constraints = describeConstraints(schema);
    const declaration = `type ${typeName} = ${type};`;
    const comment = `// ${constraints.join(', ')}`;
    // As for a property: the comment after a one-line type, above a longer one.
    const code = constraints.length === 0 ? declaration : type.includes('\n') ? `${comment}\n${declaration}` : `${declaration} ${comment}`;
    return [`${label}, \`${mediaType}\`:`, ['```ts', code, '```'].join('\n')];
  });
}
