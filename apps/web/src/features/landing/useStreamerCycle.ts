import { useCallback, useEffect, useState } from 'react';
import { STREAMER_FIRST_DELAY_MS, STREAMER_NEXT_DELAY_MS } from '@arcana/shared';

interface Cycle {
  visible: boolean;
  /** How many times the panel was put away: the first wait is the short one, and it is the streamer's turn. */
  turn: number;
}

/**
 * Whose turn it is in the streamer panel and whether it is out: the first after 3 s, and after each
 * 'Maybe later' the next one 10 s later (docs/product-rules.md "Landing"). The panel goes round its
 * roster by turn.
 */
export function useStreamerCycle() {
  const [cycle, setCycle] = useState<Cycle>({ visible: false, turn: 0 });
  useEffect(() => {
    if (cycle.visible) return;
    const timer = setTimeout(
      () => setCycle((current) => ({ ...current, visible: true })),
      cycle.turn === 0 ? STREAMER_FIRST_DELAY_MS : STREAMER_NEXT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [cycle.visible, cycle.turn]);
  const later = useCallback(() => setCycle((current) => ({ visible: false, turn: current.turn + 1 })), []);
  return { ...cycle, later };
}
