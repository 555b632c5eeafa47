import { useEffect, useRef } from 'react';

const CONTROLS = 'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * For a dialog whose content changes in steps. The control that led to a step (Next, Verify) leaves
 * with the old content, and focus would fall to the page behind the dialog; so each time `step`
 * changes, focus moves to the new content's `[data-autofocus]` element, or else its first control.
 * The first step is left to the dialog, which places focus as it opens.
 */
export function useStepFocus<T extends HTMLElement = HTMLDivElement>(step: unknown) {
  const ref = useRef<T>(null);
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    const content = ref.current;
    const target = content?.querySelector<HTMLElement>('[data-autofocus]') ?? content?.querySelector<HTMLElement>(CONTROLS);
    target?.focus();
  }, [step]);
  return ref;
}
