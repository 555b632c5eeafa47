import { TOAST_DURATION_MS } from '@arcana/shared';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

const COLORS: Record<ToastType, string> = { success: 'teal', error: 'red', info: 'arcane', warning: 'yellow' };

/** Keys of the toasts on screen: the same type, title and message is not shown twice (docs/product-rules.md "Toasts"). */
const visible = new Set<string>();

// The toast machinery loads with the first toast, so pages that never show one do not ship it.
let library: Promise<typeof import('@mantine/notifications')> | null = null;
const hostListeners = new Set<() => void>();

/** ToastHost mounts Mantine's container once a toast is wanted. */
export function onFirstToast(listener: () => void): () => void {
  if (library) listener();
  hostListeners.add(listener);
  return () => void hostListeners.delete(listener);
}

export function showToast(type: ToastType, title: string, message?: string, durationMs = TOAST_DURATION_MS): boolean {
  const key = JSON.stringify([type, title, message ?? '']);
  if (visible.has(key)) return false;
  visible.add(key);
  if (!library) {
    library = import('@mantine/notifications');
    hostListeners.forEach((listener) => listener());
  }
  void library.then(({ notifications }) =>
    notifications.show({
      id: key,
      color: COLORS[type],
      title,
      message: message ?? '',
      autoClose: durationMs,
      onClose: () => visible.delete(key),
    }),
  );
  return true;
}

export const toast = {
  success: (title: string, message?: string) => showToast('success', title, message),
  error: (title: string, message?: string) => showToast('error', title, message),
  info: (title: string, message?: string) => showToast('info', title, message),
  warning: (title: string, message?: string) => showToast('warning', title, message),
};
