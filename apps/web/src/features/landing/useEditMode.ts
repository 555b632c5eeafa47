import { useEffect, useState } from 'react';

const isToggle = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'e' && event.ctrlKey && !event.altKey && !event.shiftKey && !event.metaKey;

/** The landing's hidden edit mode: Ctrl+E turns it on and off (docs/product-rules.md "Landing"). */
export function useEditMode() {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggle(event)) return;
      // Ctrl+E is also the browser's search shortcut; on this page it is ours.
      event.preventDefault();
      setEditing((on) => !on);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return editing;
}
