/**
 * Forms a prerendered page shows before the app has taken it over (docs/decisions/014). The
 * first-screen script keeps them from the start (`holdEarlySubmits`); the app then takes each one
 * as it renders it (`adoptEarlyForm`): what was typed, and whether it was submitted meanwhile.
 */
export const EARLY_FORM_ATTRIBUTE = 'data-early-form';

export interface EarlyForms {
  /** The forms the page's HTML came with; kept after the app renders afresh over them, their fields still hold what was typed. */
  forms: HTMLFormElement[];
  /** Those submitted before the app had them: once each, however often Enter was pressed. */
  submitted: Set<HTMLFormElement>;
  /** The forms the app has taken: it answers their submits itself. */
  adopted: WeakSet<HTMLFormElement>;
}

declare global {
  interface Window {
    arcanaEarlyForms?: EarlyForms;
  }
}

/** An early form the app now has: the fields to read what was typed from, and whether it was submitted. */
export interface AdoptedForm {
  fields: HTMLFormElement;
  submitted: boolean;
}

/**
 * Takes a form the app has just rendered (once per element). Taking the page over keeps the HTML's
 * own element; rendering afresh draws a new one, matched to the HTML's by the attribute's key.
 * Null when the page's HTML had no such form, or it was already taken.
 */
export function adoptEarlyForm(form: HTMLFormElement): AdoptedForm | null {
  const early = window.arcanaEarlyForms;
  if (!early || early.adopted.has(form)) return null;
  early.adopted.add(form);
  const key = form.getAttribute(EARLY_FORM_ATTRIBUTE);
  const index = early.forms.findIndex((candidate) => candidate.getAttribute(EARLY_FORM_ATTRIBUTE) === key);
  if (index < 0) return null;
  const [fields] = early.forms.splice(index, 1);
  return { fields: fields!, submitted: early.submitted.delete(fields!) };
}

/** Forgets the HTML's forms no one took, so a later visit to the same form does not start from them. */
export function discardEarlyForms() {
  const early = window.arcanaEarlyForms;
  if (!early) return;
  early.forms = [];
  early.submitted.clear();
}

/**
 * What a form's fields hold, by their path in the form's values: Mantine's `getInputProps` marks
 * each field with it (data-path, the path itself for a form without a name).
 */
export function fieldValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const field of form.querySelectorAll<HTMLInputElement>('input[data-path]')) {
    values[field.dataset.path!] = field.type === 'checkbox' ? field.checked : field.value;
  }
  return values;
}
