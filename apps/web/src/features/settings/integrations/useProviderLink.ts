import { useCallback, useState } from 'react';
import { CLIENT_MESSAGES, PROVIDER_LABELS, type TLinkableProvider } from '@arcana/shared';
import { api } from '../../../api/api';
import { extractErrorText } from '../../../api/error-text';
import { toast } from '../../../components/toast';
import { useProviderPopup } from '../../../components/useProviderPopup';
import { useAppDispatch } from '../../../state/store';

/** Spec part 2 §8 "Integration errors": the title, and the text when the failure has none of its own. */
const CONNECTION_FAILED = 'Connection Failed';
const CONNECT_FAILED_TEXT = 'Failed to connect your account. Please try again.';

/** Links a provider to the signed-in account through its sign-in, in a popup (spec part 1 §4). */
export function useProviderLink() {
  const dispatch = useAppDispatch();
  const signInAt = useProviderPopup();
  const [linking, setLinking] = useState<TLinkableProvider | null>(null);

  const link = useCallback(
    async (provider: TLinkableProvider) => {
      setLinking(provider);
      try {
        const report = await signInAt(provider);
        toast.success(report.message ?? `${PROVIDER_LABELS[provider]} account linked successfully!`);
        dispatch(api.util.invalidateTags(['User', 'Integration']));
      } catch (failure) {
        const text = extractErrorText(failure);
        toast.error(CONNECTION_FAILED, text === CLIENT_MESSAGES.unknown ? CONNECT_FAILED_TEXT : text);
      } finally {
        setLinking(null);
      }
    },
    [dispatch, signInAt],
  );

  return { link, linking };
}
