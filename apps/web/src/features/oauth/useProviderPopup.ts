import { useCallback } from 'react';
import type { TLinkableProvider } from '@arcana/shared';
import { useStartLinkMutation } from './oauth.api';
import { runInPopup, type PopupReport } from './oauth-popup';

/**
 * A provider's sign-in for the signed-in account, in a popup: links the provider, or, when it is
 * already linked, proves presence (sudo mode). Rejects with the popup texts of
 * docs/product-rules.md "Social sign-in".
 */
export function useProviderPopup(): (provider: TLinkableProvider) => Promise<PopupReport> {
  const [startLink] = useStartLinkMutation();
  return useCallback((provider) => runInPopup(provider, () => startLink(provider).unwrap()), [startLink]);
}
