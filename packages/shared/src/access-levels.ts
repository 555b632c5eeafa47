/**
 * docs/product-rules.md "Roles and pages": access levels are ordered, and a level satisfies a
 * requirement when it is at or above it. The server's guards and the web's menus, routes and tool
 * widgets ask the same function, so neither can offer what the other refuses.
 */
export const ACCESS_LEVELS = ['public', 'user', 'developer', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The roles a signed-in account carries (absent: a visitor). */
export interface RoleFlags {
  isAdmin: boolean;
  isDeveloper: boolean;
}

/** The highest level an account holds: admin, then developer, then user; a visitor is public. */
export function accessLevelOf(account: RoleFlags | null | undefined): AccessLevel {
  if (!account) return 'public';
  if (account.isAdmin) return 'admin';
  if (account.isDeveloper) return 'developer';
  return 'user';
}

export const satisfiesAccess = (level: AccessLevel, required: AccessLevel): boolean =>
  ACCESS_LEVELS.indexOf(level) >= ACCESS_LEVELS.indexOf(required);

export const hasAccess = (account: RoleFlags | null | undefined, required: AccessLevel): boolean =>
  satisfiesAccess(accessLevelOf(account), required);
