import { useCallback } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { adoptEarlyForm, EARLY_FORM_ATTRIBUTE, fieldValues } from './early-forms';

/**
 * Props for a `<form>` a prerendered page shows, so what a visitor (or their password manager) did
 * before the app took the page over is not lost: the form takes up what its fields in the HTML hold
 * (read from the fields, since a password manager may fill them without a keystroke) and, when it
 * was submitted meanwhile, submits once, through its own handler. `key` tells a page's forms apart:
 * it finds the HTML's form again when the app renders the page afresh over it.
 */
export function useEarlyForm<Values>(key: string, { setValues }: Pick<UseFormReturnType<Values>, 'setValues'>) {
  // A ref, not an effect: it runs for every element the form is rendered into, as that element
  // arrives, before any later render could write the state's empty values over the typed ones.
  const ref = useCallback(
    (element: HTMLFormElement | null) => {
      const early = element && adoptEarlyForm(element);
      if (!early) return;
      setValues(fieldValues(early.fields) as Partial<Values>);
      if (early.submitted) element.requestSubmit();
    },
    [setValues],
  );
  // Submitting to no address: before any script stops it, a submit does nothing rather than reload
  // the page and lose what was typed.
  return { ref, method: 'dialog', [EARLY_FORM_ATTRIBUTE]: key } as const;
}
