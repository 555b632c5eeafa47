import { useCallback, useState } from 'react';
import { PROVIDER_LABELS, type TLinkableProvider } from '@arcana/shared';
import { api } from '../../api/api';
import { isConfirmationDeclined } from '../../api/error-text';
import { PopupError, useProviderPopup } from '../oauth';
import { toast } from '../../components/toast';
import { useAppDispatch } from '../../state/store';

/** The connection errors of docs/product-rules.md "Integrations". */
const CONNECTION_FAILED = 'Connection Failed';
const START_FAILED = 'Failed to connect your account. Please try again.';
const CALLBACK_FAILED = 'There was an error connecting your account.';

/** The popup's own texts (blocked, cancelled, timeout) as they are; a refusal the callback reported, after CALLBACK_FAILED. */
function failureText(failure: unknown): string {
  if (!(failure instanceof PopupError)) return START_FAILED;
  return failure.reported ? `${CALLBACK_FAILED} ${failure.message}` : failure.message;
}

/** Links a provider to the signed-in account through its sign-in, in a popup (docs/product-rules.md "Social sign-in"). */
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
        // Declining "Confirm it's you" is an answer, not a failure.
        if (!isConfirmationDeclined(failure)) toast.error(CONNECTION_FAILED, failureText(failure));
      } finally {
        setLinking(null);
      }
    },
    [dispatch, signInAt],
  );

  return { link, linking };
}
