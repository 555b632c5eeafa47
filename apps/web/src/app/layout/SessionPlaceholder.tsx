import { Group, Skeleton, VisuallyHidden } from '@mantine/core';

/** Holds the place of the account controls while the stored session is checked, so nothing jumps. */
export function SessionPlaceholder() {
  return (
    <Group gap="sm" wrap="nowrap" role="status" data-testid="session-placeholder">
      <VisuallyHidden>Loading your account</VisuallyHidden>
      <Skeleton visibleFrom="sm" height={36} width={132} radius="md" />
      <Skeleton height={34} circle />
      <Skeleton visibleFrom="sm" height={36} width={96} radius="xl" />
    </Group>
  );
}
