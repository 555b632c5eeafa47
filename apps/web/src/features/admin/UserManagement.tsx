import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Chip, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADMIN_USER_FILTERS, type TAdminUser, type TAdminUserFilter } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { useAdminUsersInfiniteQuery } from './admin.api';
import { FILTER_LABELS } from './admin-filters';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserRow } from './UserRow';
import { useAdminActions } from './useAdminActions';
import { useObserverMode } from '../observer';
import classes from './UserManagement.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** Loads the next page when the end of the list comes into view. */
function useLoadMoreWhenVisible(load: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && load(), { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, load]);
  return sentinel;
}

/** The admin panel's User Management (docs/product-rules.md "Admin"): searched and filtered on the server, a page at a time. */
export function UserManagement({ selfId }: { selfId: string }) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<TAdminUserFilter[]>([]);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = useAdminUsersInfiniteQuery({
    search: debouncedSearch,
    filters,
  });
  const { changeRole, remove } = useAdminActions();
  const { observe } = useObserverMode();
  const [deleting, setDeleting] = useState<TAdminUser | null>(null);
  const loadMore = () => void (hasNextPage && !isFetchingNextPage && fetchNextPage());
  const sentinel = useLoadMoreWhenVisible(loadMore, hasNextPage);
  const users = data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <Stack>
      <TextInput
        label="Search users"
        placeholder="Username or email"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Chip.Group multiple value={filters} onChange={(value) => setFilters(value as TAdminUserFilter[])}>
        <Group gap="xs" role="group" aria-label="Filters (all must match)">
          {ADMIN_USER_FILTERS.map((filter) => (
            <Chip key={filter} value={filter} variant="outline">
              {FILTER_LABELS[filter]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && <Alert color="red">{extractErrorText(error)}</Alert>}
      {isLoading ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Loading users...</Text>
        </Group>
      ) : users.length === 0 && !error ? (
        <Text role="status">No users found</Text>
      ) : (
        <ul className={classes.list} aria-label="Users">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isSelf={user.id === selfId}
              onChangeRole={(target, role, on) => void changeRole(target, role, on)}
              onObserve={(target) => void observe(target.id)}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      {hasNextPage && (
        <Button variant="default" onClick={loadMore} loading={isFetchingNextPage} mx="auto">
          Load more users
        </Button>
      )}
      <DeleteUserDialog user={deleting} onConfirm={remove} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
