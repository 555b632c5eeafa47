import { useLayoutEffect } from 'react';

/**
 * For a dialog that is mounted only while it is open. Mantine gives focus back to the opener when
 * `opened` turns false, but not when the dialog is unmounted; so this remembers what had focus when
 * the dialog mounted and puts focus back there on unmount, if that control is still on the page. A
 * layout effect: it runs as the dialog is committed, before the focus trap's timer moves focus in
 * (a plain effect may run after it on a busy machine, and would remember the dialog's own button).
 */
export function useReturnFocus() {
  useLayoutEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
}
