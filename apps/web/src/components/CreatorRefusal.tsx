import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { ErrorCode } from '@arcana/shared';
import { errorCode, extractErrorText } from '../api/error-text';
import { ErrorAlert } from './ErrorAlert';

/** Where in settings each of a creator's requirements is met. */
const SETTLED_IN: Partial<Record<ErrorCode, { tab: string; label: string }>> = {
  TWO_FACTOR_REQUIRED: { tab: 'security', label: 'Security settings' },
  VERIFIED_EMAIL_REQUIRED: { tab: 'profile', label: 'Profile settings' },
};

/**
 * Why a creator's tool refused (docs/product-rules.md "Projects and odds"): a creator who lacks a
 * verified e-mail or two-factor is told, in the server's words, and led to the settings tab that
 * settles it; any other refusal in the server's words alone.
 */
export function CreatorRefusal({ failure }: { failure: unknown }) {
  if (!failure) return null;
  const code = errorCode(failure);
  const place = code && SETTLED_IN[code];
  if (!place) return <ErrorAlert message={extractErrorText(failure)} />;
  return (
    <ErrorAlert message={`${extractErrorText(failure)}: `}>
      <Anchor component={Link} to={`/settings?tab=${place.tab}`} underline="always">
        {place.label}
      </Anchor>
    </ErrorAlert>
  );
}
