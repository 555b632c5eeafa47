import { useEffect, useReducer, useRef } from 'react';
import { previewMessageOf, sendPreview } from '../preview/preview-link';
import { initialOverlayState, overlayReducer } from './overlay-queue';

/**
 * The overlay's feed in preview mode: the dashboard framing the page sends its settings (as being
 * edited) and sample alerts. Nothing goes to the server: no socket, no alert acknowledged, so a
 * preview never touches the stream's queue.
 */
export function usePreviewFeed() {
  const [state, dispatch] = useReducer(overlayReducer, initialOverlayState);
  const started = useRef(false);

  useEffect(() => {
    const heard = (event: MessageEvent) => {
      const message = previewMessageOf(event, window.parent);
      if (message?.type === 'alert') dispatch({ type: 'alert', alert: message.alert });
      if (message?.type !== 'settings') return;
      // The first settings open the feed, as a connection's queue does; the next ones restyle it.
      if (started.current) dispatch({ type: 'settings', settings: message.settings });
      else dispatch({ type: 'queue', queue: { projectName: message.projectName, settings: message.settings, waiting: [], recent: [] } });
      started.current = true;
    };
    window.addEventListener('message', heard);
    sendPreview(window.parent, { type: 'ready' });
    return () => window.removeEventListener('message', heard);
  }, []);

  return {
    state,
    shown: () => undefined,
    done: (alertId: string) => dispatch({ type: 'done', alertId }),
  };
}
