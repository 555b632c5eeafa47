import type { EarlyForms } from './early-forms';

/**
 * Runs in the browser before the app's code, first in the first-screen script
 * (build/first-screen.ts): remembers the forms of the page's HTML, and each one's submit (Enter in
 * a field, a click on its button) until the app takes the form. Such a form submits to no page
 * (useEarlyForm), so the browser's own submit does nothing. Serialized with toString(), so it uses
 * nothing from around it.
 */
export function holdEarlySubmits(attribute: string) {
  const early: EarlyForms = { forms: [], submitted: new Set(), adopted: new WeakSet() };
  window.arcanaEarlyForms = early;
  const hold = (target: EventTarget | null) => {
    const form = target instanceof Element ? target.closest<HTMLFormElement>(`form[${attribute}]`) : null;
    if (!form || early.adopted.has(form)) return false;
    early.submitted.add(form);
    return true;
  };
  document.addEventListener('submit', (event) => hold(event.target), true);
  // Enter counts even where the HTML's button is disabled (the signup's, which only the app enables
  // once it sees the terms accepted). It is the submit itself: the browser's, which follows it, would
  // meet the app if this very keystroke made React finish taking the page over, and submit twice.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && !event.isComposing && event.target instanceof HTMLInputElement && hold(event.target)) {
        event.preventDefault();
      }
    },
    true,
  );
  const remember = () => (early.forms = [...document.querySelectorAll<HTMLFormElement>(`form[${attribute}]`)]);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', remember, { once: true });
  else remember();
}
