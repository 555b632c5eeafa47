import type { KeyboardEvent } from 'react';

/** The queue's keys (docs/product-rules.md "Playing cards"): one hand on the keyboard while streaming. */
export const QUEUE_SHORTCUTS = { approve: 'a', refuse: 'r', done: 'd' } as const;
export const QUEUE_SHORTCUTS_TEXT = 'Keys: A approves the oldest play, R refuses it, D marks the oldest challenge done.';

const typing = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The queue's keydown: its keys act when the queue has focus and nothing is being typed. */
export function queueKeys(moves: { approve: () => void; refuse: () => void; done: () => void }) {
  return (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    const key = event.key.toLowerCase();
    const move = (Object.keys(QUEUE_SHORTCUTS) as Array<keyof typeof QUEUE_SHORTCUTS>).find((name) => QUEUE_SHORTCUTS[name] === key);
    if (!move) return;
    event.preventDefault();
    moves[move]();
  };
}
