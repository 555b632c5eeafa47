import { useState } from 'react';
import { placeRefusal } from '../../../api/form-errors';

interface DetailsForm {
  isDirty: () => boolean;
  resetDirty: () => void;
  setFieldError: (path: string, error: string) => void;
}

/**
 * Saving a step's details (a project's, a collection's): a new one is created, a chosen one changed,
 * and one left as it was goes on without a request. A refusal lands on its field, else in `refusal`.
 */
export function useSaveDetails<T>(form: DetailsForm, fields: readonly string[], onSaved: (saved: T) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  async function save(unchanged: T | undefined, write: () => { unwrap: () => Promise<T> }) {
    setRefusal(null);
    if (unchanged && !form.isDirty()) return onSaved(unchanged);
    try {
      const saved = await write().unwrap();
      form.resetDirty();
      onSaved(saved);
    } catch (failure) {
      setRefusal(placeRefusal(form, failure, fields));
    }
  }
  return { refusal, save };
}
