import { Alert, Button, Stack } from '@mantine/core';
import type { TCollection } from '@arcana/shared/schemas';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useSubmitForReview } from './useSubmitForReview';

/**
 * What a collection's page saves into its draft (card actions, crafting terms) collectors get with its
 * next version, once an admin approves it (docs/product-rules.md "Playing cards", "Crafting"). A
 * published collection can send that version from here; a draft goes through its first review from
 * Create. `what` names what they get: 'these actions'.
 */
export function SavedNotice({ collection, what }: { collection: TCollection; what: string }) {
  const { send, sent, refusal, sending } = useSubmitForReview(collection.id);

  return (
    <Stack gap="xs">
      <Alert color="green" role="status">
        {sent ? (
          'Sent for review'
        ) : (
          <Stack gap="xs" align="flex-start">
            {`Saved. Collectors get ${what} once an admin approves the collection’s next version.`}
            {collection.activeVersionHash && (
              <Button variant="default" onClick={send} loading={sending}>
                Submit for review
              </Button>
            )}
          </Stack>
        )}
      </Alert>
      <ErrorAlert message={refusal} />
    </Stack>
  );
}
