import { API_PREFIX } from '@arcana/shared';
import { HTTP_METHODS, type OpenApiDocument } from './openapi-types';
import type { OperationEntry } from './operation-markdown';

export interface OperationGroup {
  name: string;
  description?: string;
  entries: OperationEntry[];
}

/** "/api/auth/login" → "auth": where an operation goes when it has no tag. */
function firstSegment(path: string): string {
  const rest = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
  return rest.split('/').find(Boolean) ?? '/';
}

/**
 * The operations under their first tag (the feature the route says it belongs to), or under their path's
 * first segment after the API prefix when they have none. Groups the document lists come first, in its
 * order; the rest, like the operations in each group, in the document's order, which is the order the
 * routes are registered: the same on every run.
 */
export function groupOperations(document: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, OperationGroup>();
  for (const tag of document.tags ?? []) groups.set(tag.name, { name: tag.name, description: tag.description, entries: [] });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = operation.tags?.[0] ?? firstSegment(path);
      const group = groups.get(name) ?? { name, entries: [] };
      groups.set(name, group);
      group.entries.push({ method, path, operation });
    }
  }
  return [...groups.values()].filter((group) => group.entries.length > 0);
}
