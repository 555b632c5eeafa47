import type { TOverlayAlert, TOverlaySettings } from '@arcana/shared/schemas';

/** The overlay page's address in preview mode: fed by the dashboard that frames it, never by the server. */
export const PREVIEW_PAGE_URL = '/overlay?preview';
export const isPreviewAddress = (search: string) => new URLSearchParams(search).has('preview');

/** What the dashboard tells the page it frames: how to show alerts, and a sample alert to show. */
export type PreviewMessage =
  | { type: 'settings'; projectName: string; settings: TOverlaySettings }
  | { type: 'alert'; alert: TOverlayAlert }
  /** The page, to the dashboard: it is listening (sent again by each page load). */
  | { type: 'ready' };

/** Messages of this link carry its name: a window hears other messages too (extensions, devtools). */
const CHANNEL = 'arcana-overlay-preview';

export function sendPreview(to: Window, message: PreviewMessage): void {
  to.postMessage({ channel: CHANNEL, message }, window.location.origin);
}

/** A message of this link from `from`, on our own origin; null for anything else. */
export function previewMessageOf(event: MessageEvent, from: Window | null | undefined): PreviewMessage | null {
  if (!from || event.source !== from || event.origin !== window.location.origin) return null;
  const data = event.data as { channel?: unknown; message?: PreviewMessage } | null;
  return data?.channel === CHANNEL && data.message ? data.message : null;
}
