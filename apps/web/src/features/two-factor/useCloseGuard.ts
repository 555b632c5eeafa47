import { useState } from 'react';

/**
 * A dialog that must not be left by accident: while `active`, the first close (X, Escape, a click
 * outside) only warns; a second close goes through.
 */
export function useCloseGuard(active: boolean, onClose: () => void) {
  const [warned, setWarned] = useState(false);
  const close = () => (active && !warned ? setWarned(true) : onClose());
  return { warned: active && warned, close };
}
