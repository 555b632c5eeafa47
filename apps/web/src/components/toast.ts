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

export function showToast(
  type: ToastType,
  title: string,
  message?: string,
  durationMs = TOAST_DURATION_MS,
  own?: { id: string; onClose: () => void },
): boolean {
  const key = JSON.stringify([type, title, message ?? '']);
  if (visible.has(key)) {
    own?.onClose();
    return false;
  }
  visible.add(key);
  if (!library) {
    library = import('@mantine/notifications');
    hostListeners.forEach((listener) => listener());
  }
  void library.then(({ notifications }) =>
    notifications.show({
      id: own?.id ?? key,
      color: COLORS[type],
      title,
      message: message ?? '',
      autoClose: durationMs,
      onClose: () => {
        visible.delete(key);
        own?.onClose();
      },
    }),
  );
  return true;
}

/** Notifications' toasts on screen, by notification: a burst told again is worded anew in its one toast. */
const shownNotices = new Set<string>();

/** A notification's toast: shown, or, while its earlier self is still on screen, changed in place. */
function showNotice(notificationId: string, title: string, message: string) {
  const id = `notice:${notificationId}`;
  if (!shownNotices.has(id)) {
    shownNotices.add(id);
    return showToast('info', title, message, TOAST_DURATION_MS, { id, onClose: () => shownNotices.delete(id) });
  }
  void library?.then(({ notifications }) => notifications.update({ id, title, message, autoClose: TOAST_DURATION_MS }));
  return true;
}

export const toast = {
  notice: showNotice,
  success: (title: string, message?: string) => showToast('success', title, message),
  error: (title: string, message?: string) => showToast('error', title, message),
  info: (title: string, message?: string) => showToast('info', title, message),
  warning: (title: string, message?: string) => showToast('warning', title, message),
};
