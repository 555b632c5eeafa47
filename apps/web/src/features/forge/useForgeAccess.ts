import { useSessionUser } from '../sessions';

/** Who may use the Create and Manage tabs (docs/product-rules.md "The Forge"): a signed-in user who is not observing. */
export type ForgeAccess = 'checking' | 'signed-out' | 'observing' | 'granted';

export function useForgeAccess(): ForgeAccess {
  const { user, isObserving, checking } = useSessionUser();
  // While a stored session is verified nothing is known yet: saying 'Access Required' then would flash.
  if (checking) return 'checking';
  if (!user) return 'signed-out';
  return isObserving ? 'observing' : 'granted';
}
