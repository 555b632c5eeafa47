import { useSyncExternalStore } from 'react';
import type { TCard } from '@arcana/shared/schemas';

/**
 * The card the Forge just made, waiting for its reveal. Kept apart from the page that asked for it:
 * the inventory's panel that fused a card closes as its cards are spent, and the reveal must
 * outlive it.
 */
let forged: TCard | null = null;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

export const forgedReveals = {
  show(card: TCard) {
    forged = card;
    tell();
  },
  close() {
    forged = null;
    tell();
  },
};

export const useForgedCard = (): TCard | null =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => forged,
    () => null,
  );
