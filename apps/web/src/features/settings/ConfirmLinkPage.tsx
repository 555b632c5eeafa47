import { useEffect, useRef, useState } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_LONG_DELAY_MS } from '@arcana/shared';
import { linkFailureOf, type LinkFailure } from '../../api/error-text';
import { AuthShell } from '../../components/AuthShell';
import { LinkErrorAlert } from '../../components/LinkErrorAlert';
import { usePageTitle } from '../../components/usePageTitle';

type Status = { kind: 'loading' } | { kind: 'success' } | ({ kind: 'error' } & LinkFailure);

/**
 * A page an e-mailed link opens (docs/product-rules.md "Other pages"): loading, then success and a move
 * to `redirectTo` after 3 s (when given), or the error with a way to ask again when the link expired.
 */
export function ConfirmLinkPage({
  title,
  loadingText,
  successTitle,
  successText,
  missingToken,
  redirectTo,
  renewPath,
  renewLabel,
  confirm,
}: {
  title: string;
  loadingText: string;
  successTitle: string;
  successText: string;
  missingToken: string;
  redirectTo?: string;
  renewPath: string;
  renewLabel: string;
  /** Sends the token; resolves once the change is made (and its local effects are done). */
  confirm: (token: string) => Promise<void>;
}) {
  usePageTitle(title);
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(token ? { kind: 'loading' } : { kind: 'error', message: missingToken, expired: false });
  const sent = useRef(false);

  useEffect(() => {
    // A link works once: never send it twice, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    confirm(token)
      .then(() => setStatus({ kind: 'success' }))
      .catch((failure: unknown) => setStatus({ kind: 'error', ...linkFailureOf(failure) }));
  }, [confirm, token]);

  useEffect(() => {
    if (status.kind !== 'success' || !redirectTo) return;
    const timer = setTimeout(() => void navigate(redirectTo, { replace: true }), REDIRECT_LONG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, redirectTo, status]);

  return (
    <AuthShell title={title}>
      {status.kind === 'loading' && (
        <Stack align="center">
          <Loader aria-label="Confirming" />
          <Text>{loadingText}</Text>
        </Stack>
      )}
      {status.kind === 'success' && (
        <Alert color="teal" role="status" title={successTitle}>
          {successText}
        </Alert>
      )}
      {status.kind === 'error' && (
        <LinkErrorAlert message={status.message} expired={status.expired} renewPath={renewPath} renewLabel={renewLabel} />
      )}
    </AuthShell>
  );
}
