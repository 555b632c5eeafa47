import { OVERLAY_LIMITS } from '@arcana/shared';
import {
  TICKER_ALERT_KIND,
  type TOverlayAlert,
  type TOverlayCardAlert,
  type TOverlayQueue,
  type TOverlaySettings,
} from '@arcana/shared/schemas';

/** What the page holds: the alert on screen, what waits after it, the last pulls (for the ticker), how to show them. */
export interface OverlayState {
  status: 'connecting' | 'live' | 'refused';
  projectName: string;
  settings: TOverlaySettings | null;
  current: TOverlayAlert | null;
  waiting: TOverlayAlert[];
  recent: TOverlayCardAlert[];
}

export type OverlayAction =
  | { type: 'queue'; queue: TOverlayQueue }
  | { type: 'alert'; alert: TOverlayAlert }
  | { type: 'removed'; alertIds: string[] }
  | { type: 'settings'; settings: TOverlaySettings }
  | { type: 'refused' }
  /** The alert on screen has had its time: the next one may come, unless the overlay is paused. */
  | { type: 'done'; alertId: string };

export const initialOverlayState: OverlayState = {
  status: 'connecting',
  projectName: '',
  settings: null,
  current: null,
  waiting: [],
  recent: [],
};

/** The next alert goes on screen when none is, and the overlay is not paused. */
function advance(state: OverlayState): OverlayState {
  if (state.current || state.settings?.paused || state.waiting.length === 0) return state;
  const [current, ...waiting] = state.waiting;
  return { ...state, current: current!, waiting };
}

/** The ticker's last pulls with a new alert: a draw goes first as it arrives; a test or a replay never enters. */
function withPull(recent: TOverlayCardAlert[], alert: TOverlayAlert): TOverlayCardAlert[] {
  if (alert.kind !== TICKER_ALERT_KIND || recent.some((pull) => pull.id === alert.id)) return recent;
  return [alert, ...recent].slice(0, OVERLAY_LIMITS.tickerSize);
}

const isPull = (alert: TOverlayAlert): alert is TOverlayCardAlert => alert.kind === TICKER_ALERT_KIND;

/**
 * The overlay's queue as the page keeps it (docs/product-rules.md "Stream overlay"): the server's is the
 * truth, sent whole on each connection; the page adds what arrives after, never an alert twice (one
 * heard again replaces itself), and moves on when an alert is done or taken off.
 */
export function overlayReducer(state: OverlayState, action: OverlayAction): OverlayState {
  switch (action.type) {
    case 'queue': {
      const { waiting, recent, settings, projectName } = action.queue;
      // Connected again: the alert on screen stays if it is still waiting; the rest is the server's.
      const keep = state.current && waiting.some((alert) => alert.id === state.current!.id) ? state.current : null;
      return advance({
        status: 'live',
        projectName,
        settings,
        current: keep,
        waiting: waiting.filter((alert) => alert.id !== keep?.id),
        recent: recent.filter(isPull),
      });
    }
    case 'alert': {
      const { alert } = action;
      // Heard again: a burst of grants it gathers has grown, and it shows what it counts now, on screen or waiting.
      if (state.current?.id === alert.id) return { ...state, current: alert };
      if (state.waiting.some((waiting) => waiting.id === alert.id))
        return { ...state, waiting: state.waiting.map((waiting) => (waiting.id === alert.id ? alert : waiting)) };
      return advance({ ...state, waiting: [...state.waiting, alert], recent: withPull(state.recent, alert) });
    }
    case 'removed': {
      const gone = new Set(action.alertIds);
      return advance({
        ...state,
        current: state.current && gone.has(state.current.id) ? null : state.current,
        waiting: state.waiting.filter((alert) => !gone.has(alert.id)),
      });
    }
    case 'settings':
      return advance({ ...state, settings: action.settings });
    case 'refused':
      return { ...initialOverlayState, status: 'refused' };
    case 'done':
      return state.current?.id === action.alertId ? advance({ ...state, current: null }) : state;
  }
}
