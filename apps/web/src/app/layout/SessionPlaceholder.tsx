import { Group, Skeleton, VisuallyHidden } from '@mantine/core';

/** Holds the place of the account controls while the stored session is checked, so nothing jumps. */
export function SessionPlaceholder() {
  return (
    <Group gap="sm" wrap="nowrap" role="status" data-testid="session-placeholder">
      <VisuallyHidden>Loading your account</VisuallyHidden>
      <Skeleton visibleFrom="sm" height={36} width={140} radius="md" />
      <Skeleton height={34} circle />
      {/* The account button: the avatar alone up to small laptops, then with the username. */}
      <Skeleton visibleFrom="sm" hiddenFrom="md" height={40} circle />
      <Skeleton visibleFrom="md" height={40} width={180} radius="xl" />
    </Group>
  );
}
