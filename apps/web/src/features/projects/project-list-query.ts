import type { PROJECT_SORTS, TProjectListQuery } from '@arcana/shared/schemas';

/** The page of the projects' list an address asks for: its search, sort and page, as the list reads them. */
export function projectListQueryOf(params: URLSearchParams): TProjectListQuery & { sort: (typeof PROJECT_SORTS)[number]; page: number } {
  const q = params.get('q') ?? '';
  return {
    q: q || undefined,
    sort: params.get('sort') === 'collected' ? 'collected' : 'newest',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}
