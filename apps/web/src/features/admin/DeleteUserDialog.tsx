import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TAdminUser } from '@arcana/shared/schemas';

/** Deleting another user's account is confirmed first (docs/product-rules.md "Admin"). */
export function DeleteUserDialog({
  user,
  onConfirm,
  onClose,
}: {
  user: TAdminUser | null;
  onConfirm: (user: TAdminUser) => Promise<boolean>;
  onClose: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!user) return;
    setDeleting(true);
    const done = await onConfirm(user);
    setDeleting(false);
    if (done) onClose();
  };
  return (
    <Modal opened={user !== null} onClose={onClose} title="Delete user" closeButtonProps={{ 'aria-label': 'Close' }} centered>
      <Stack>
        <Text>
          Delete <strong>{user?.username}</strong>
          {user?.email ? ` (${user.email})` : ''}? Their account, cards and notifications are removed for good, and they are logged out
          everywhere.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()}>
            Delete User
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
