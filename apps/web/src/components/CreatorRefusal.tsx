import { errorCode, extractErrorText } from '../api/error-text';
import { CreatorSettingsLink, isCreatorNeed } from './CreatorChecklist';
import { ErrorAlert } from './ErrorAlert';

/**
 * Why a creator's tool refused (docs/product-rules.md "Projects and odds"): a creator who lacks a
 * verified e-mail or two-factor is told, in the server's words, and led to the settings tab that
 * settles it; any other refusal in the server's words alone.
 */
export function CreatorRefusal({ failure }: { failure: unknown }) {
  if (!failure) return null;
  const code = errorCode(failure);
  return (
    <ErrorAlert message={extractErrorText(failure)}>
      {isCreatorNeed(code) && (
        <>
          {' — '}
          <CreatorSettingsLink need={code} />
        </>
      )}
    </ErrorAlert>
  );
}
