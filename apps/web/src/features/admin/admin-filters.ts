import type { TAdminUserFilter } from '@arcana/shared/schemas';

/** The list's filters as the panel names them (docs/product-rules.md "Admin": all selected filters must match). */
export const FILTER_LABELS: Record<TAdminUserFilter, string> = {
  admin: 'Admin',
  wallet: 'Wallet',
  discord: 'Discord',
  password: 'Password',
  recentlyActive: 'Recently active',
};
