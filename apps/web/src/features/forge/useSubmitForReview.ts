import { useState } from 'react';
import { extractErrorText } from '../../api/error-text';
import { useSubmitCollectionMutation } from '../projects';

/**
 * Sends a collection's draft for the admins' review: whether it is sent (shown at once, before the
 * creator's projects are read again), and the refusal in words when it is not.
 */
export function useSubmitForReview(collectionId: string) {
  const [submit, submitting] = useSubmitCollectionMutation();
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send() {
    setRefusal(null);
    await submit(collectionId)
      .unwrap()
      .then(() => setSent(true))
      .catch((failure: unknown) => setRefusal(extractErrorText(failure)));
  }

  return { send: () => void send(), sent, refusal, sending: submitting.isLoading };
}
