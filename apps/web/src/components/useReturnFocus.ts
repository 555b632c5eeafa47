import { useEffect } from 'react';

/**
 * For a dialog that is mounted only while it is open. Mantine gives focus back to the opener when
 * `opened` turns false, but not when the dialog is unmounted; so this remembers what had focus when
 * the dialog mounted (its own focus trap moves in a moment later) and puts focus back there on
 * unmount, if that control is still on the page.
 */
export function useReturnFocus() {
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
}
