import { useEffect } from 'react';

/**
 * An alert says it is on screen as it starts, and done once its time is up. Each alert once: a change
 * of settings, or of what a burst counts, while it shows does not start it again.
 */
export function useAlertOnScreen(
  id: string,
  onScreenMs: number,
  { onShown, onDone }: { onShown: (alertId: string) => void; onDone: (alertId: string) => void },
) {
  useEffect(() => {
    onShown(id);
    const timer = setTimeout(() => onDone(id), onScreenMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}
