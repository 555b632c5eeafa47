import { useCallback } from 'react';
import type { TAdminUser } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { toast } from '../../components/toast';
import { useDeleteUserMutation, useSetRoleMutation, type Role } from './admin.api';

/** The role toasts of docs/product-rules.md "Admin": the developer role's are worded like the admin role's. */
const ROLE_TOASTS = {
  admin: { granted: 'Admin Granted', removed: 'Admin Removed' },
  developer: { granted: 'Developer Granted', removed: 'Developer Removed' },
} as const;

/**
 * Grant, revoke and delete with the toasts of docs/product-rules.md "Admin"; the lists change at once and
 * roll back on failure (admin.api.ts).
 */
export function useAdminActions() {
  const [setRole] = useSetRoleMutation();
  const [deleteUser] = useDeleteUserMutation();

  const changeRole = useCallback(
    async (user: TAdminUser, role: Role, on: boolean) => {
      try {
        const { message } = await setRole({ userId: user.id, role, on }).unwrap();
        toast.success(ROLE_TOASTS[role][on ? 'granted' : 'removed'], message);
      } catch (failure) {
        toast.error('Operation Failed', extractErrorText(failure));
      }
    },
    [setRole],
  );

  const remove = useCallback(
    async (user: TAdminUser) => {
      try {
        const { message } = await deleteUser({ userId: user.id }).unwrap();
        toast.success('User Deleted', message);
        return true;
      } catch (failure) {
        toast.error('Delete Failed', extractErrorText(failure));
        return false;
      }
    },
    [deleteUser],
  );

  return { changeRole, remove };
}
