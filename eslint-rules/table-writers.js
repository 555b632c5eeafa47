import { relative } from 'node:path';

/**
 * Every table has one writer (docs/decisions/027): a write to a table — Drizzle's insert, update or
 * delete, a sweep's deleteWhere, or raw SQL naming it (`insert into ${t}`, or `insert into inbox`,
 * `update`, `delete from`) — is refused outside the folder or file that owns it. A table may share its
 * columns out: a module named for some columns may update those (and updatedAt) and nothing else of the row.
 *
 * Options: { writers: { [table]: owner | { owner, columns: { [owner]: string[] } } }, sqlNames: { [name in SQL]: table },
 * deleteHelpers: string[] } where an owner is a path from the repository's root (a folder, or one file).
 */
const WRITES = new Set(['insert', 'update', 'delete']);
const RAW_WRITE = /(insert\s+into|update|delete\s+from)\s*$/i;
/** A write naming its table in the SQL's own text. */
const LITERAL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;
const BOOKKEEPING = new Set(['updatedAt']);

const owns = (owner, file) => file === owner || file.startsWith(`${owner}/`);

/** The keys an object literal sets, or null when a spread of something else hides them. */
function keysOf(node) {
  if (node?.type === 'ObjectExpression') {
    const keys = [];
    for (const property of node.properties) {
      if (property.type === 'Property' && !property.computed && property.key.type === 'Identifier') keys.push(property.key.name);
      else if (property.type === 'SpreadElement') {
        const inner =
          property.argument.type === 'ConditionalExpression'
            ? [property.argument.consequent, property.argument.alternate]
            : [property.argument];
        for (const part of inner) {
          const partKeys = keysOf(part);
          if (!partKeys) return null;
          keys.push(...partKeys);
        }
      } else return null;
    }
    return keys;
  }
  return null;
}

/** The object given to `.set()` after `update(table)`, if the update is chained that way. */
function setObjectOf(updateCall) {
  const member = updateCall.parent;
  if (member?.type !== 'MemberExpression' || member.property.type !== 'Identifier' || member.property.name !== 'set') return undefined;
  const call = member.parent;
  return call?.type === 'CallExpression' ? call.arguments[0] : undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A table is written only by the module (or file) that owns it' },
    schema: [
      {
        type: 'object',
        properties: { writers: { type: 'object' }, sqlNames: { type: 'object' }, deleteHelpers: { type: 'array' } },
        additionalProperties: false,
      },
    ],
    messages: {
      notOwner: 'The {{table}} table is written only by {{owner}}: add or use a function there.',
      notItsColumns: 'This module may write only {{columns}} of {{table}}; the rest of it is written by {{owner}}.',
    },
  },
  create(context) {
    const { writers = {}, sqlNames = {}, deleteHelpers = [] } = context.options[0] ?? {};
    const file = relative(context.cwd, context.filename).split('\\').join('/');

    function check(node, table, kind, setObject) {
      const rule = writers[table];
      if (rule === undefined) return;
      const owner = typeof rule === 'string' ? rule : rule.owner;
      if (owns(owner, file)) return;
      const shared =
        typeof rule === 'string' ? undefined : Object.entries(rule.columns ?? {}).find(([columnOwner]) => owns(columnOwner, file));
      if (shared && kind === 'raw') return;
      if (shared && kind === 'update') {
        const allowed = new Set([...shared[1], ...BOOKKEEPING]);
        const keys = keysOf(setObject);
        if (keys && keys.every((key) => allowed.has(key))) return;
        return context.report({ node, messageId: 'notItsColumns', data: { table, owner, columns: shared[1].join(', ') } });
      }
      context.report({ node, messageId: 'notOwner', data: { table, owner } });
    }

    return {
      CallExpression(node) {
        const { callee } = node;
        const [first, second] = node.arguments;
        if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && WRITES.has(callee.property.name)) {
          if (first?.type === 'Identifier')
            check(node, first.name, callee.property.name, callee.property.name === 'update' ? setObjectOf(node) : undefined);
        } else if (callee.type === 'Identifier' && deleteHelpers.includes(callee.name) && second?.type === 'Identifier') {
          check(node, second.name, 'delete');
        }
      },
      TaggedTemplateExpression(node) {
        const { quasis, expressions } = node.quasi;
        expressions.forEach((expression, i) => {
          if (expression.type === 'Identifier' && RAW_WRITE.test(quasis[i].value.cooked ?? '')) check(node, expression.name, 'raw');
        });
        for (const quasi of quasis)
          for (const [, name] of (quasi.value.cooked ?? '').matchAll(LITERAL_WRITE)) {
            const table = sqlNames[name.toLowerCase()];
            if (table) check(node, table, 'raw');
          }
      },
    };
  },
};
