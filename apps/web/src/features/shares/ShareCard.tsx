import { Button, Stack, Text } from '@mantine/core';
import { SHARE_MESSAGES } from '@arcana/shared';
import { extractErrorText } from '../../api/error-text';
import { CopyLinkField } from '../../components/CopyLinkField';
import { ErrorAlert } from '../../components/ErrorAlert';
import { toast } from '../../components/toast';
import { useSessionUser } from '../sessions';
import { useCardShareQuery, useRevokeShareMutation, useShareCardMutation } from './shares.api';

/**
 * The owner's public link to a card (docs/product-rules.md "Cards in 3D and shared"): made on asking,
 * to copy, and stopped at once. It carries the owner's referral to the card's project. An observer
 * sees it, and changes nothing.
 */
export function ShareCard({ cardId }: { cardId: string }) {
  const { isObserving } = useSessionUser();
  const { data: state, error: readError } = useCardShareQuery(cardId);
  const [share, sharing] = useShareCardMutation();
  const [revoke, revoking] = useRevokeShareMutation();
  const error = readError ?? sharing.error ?? revoking.error;
  const link = state?.share;
  return (
    <Stack gap={6}>
      {link ? (
        <>
          <CopyLinkField label="Link to this card" url={link.url} shareTitle="A card on Arcana" />
          <Text size="xs" c="dimmed">
            {SHARE_MESSAGES.shared}: the card, its draw and your username.
          </Text>
          <Button
            variant="subtle"
            color="red"
            disabled={isObserving}
            loading={revoking.isLoading}
            onClick={() =>
              void revoke(cardId)
                .unwrap()
                .then(
                  () => toast.info(SHARE_MESSAGES.revoked),
                  () => undefined,
                )
            }
          >
            Stop sharing
          </Button>
        </>
      ) : (
        <Button variant="light" disabled={isObserving || !state} loading={sharing.isLoading} onClick={() => void share(cardId)}>
          Share this card
        </Button>
      )}
      <ErrorAlert message={error ? extractErrorText(error) : null} />
    </Stack>
  );
}
