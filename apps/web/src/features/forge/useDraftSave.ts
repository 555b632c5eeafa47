import { useState } from 'react';
import type { TCollectionPatch } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { useUpdateCollectionMutation } from '../projects';

/**
 * Saving part of a collection's draft from one of its pages (card actions, crafting and trading
 * terms): the refusal, placed on its field by `place` (which answers null once it has) or said whole,
 * and whether the last save went through.
 */
export function useDraftSave(collectionId: string) {
  const [update, updating] = useUpdateCollectionMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function save(patch: TCollectionPatch, place: (failure: unknown) => string | null = extractErrorText) {
    setRefusal(null);
    setSaved(false);
    try {
      await update({ collectionId, ...patch }).unwrap();
      setSaved(true);
    } catch (failure) {
      setRefusal(place(failure));
    }
  }

  return { save, refusal, saved, saving: updating.isLoading };
}
