import { useSyncExternalStore } from 'react';

/** repeat: the last confirmation did not open the action (the e-mailed link was not opened yet). */
export interface ConfirmationRequest {
  id: number;
  repeat: boolean;
}

/**
 * The question "Confirm it's you", asked by the base query and answered by the one dialog. One
 * question at a time: requests that need it while it is open wait for the same answer.
 */
export function createConfirmationPrompt() {
  let open: { request: ConfirmationRequest; answer: Promise<boolean>; settle: (confirmed: boolean) => void } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let asked = 0;

  return {
    ask(repeat: boolean): Promise<boolean> {
      if (!open) {
        let settle: (confirmed: boolean) => void = () => undefined;
        const answer = new Promise<boolean>((resolve) => (settle = resolve));
        open = { request: { id: ++asked, repeat }, answer, settle };
        notify();
      }
      return open.answer;
    },
    /** true: the user proved presence, retry; false: they cancelled. */
    answer(confirmed: boolean) {
      const current = open;
      open = null;
      notify();
      current?.settle(confirmed);
    },
    current: (): ConfirmationRequest | null => open?.request ?? null,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const confirmationPrompt = createConfirmationPrompt();

/** The open question, or null: the dialog shows it, and dialogs beneath it leave Escape to it. */
// Nothing is ever asked in a page rendered ahead of time, nor while the browser takes it over.
const noRequest = () => null;
export const useConfirmationRequest = () => useSyncExternalStore(confirmationPrompt.subscribe, confirmationPrompt.current, noRequest);
