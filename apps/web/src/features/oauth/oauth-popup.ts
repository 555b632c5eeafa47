import { CLIENT_MESSAGES, POPUP_CLOSED_CHECK_MS, POPUP_HEIGHT, POPUP_TIMEOUT_MS, POPUP_WIDTH } from '@arcana/shared';
import type { TOAuthStart } from '@arcana/shared/schemas';

/**
 * The popup a provider's sign-in runs in when linking from settings
 * (docs/product-rules.md "Social sign-in"): 500×600, checked for closing every second, given up after
 * 300 s. Its callback page reports the outcome, with the popup message's fields, to our origin only.
 */
const CHANNEL = 'arcana-oauth';

export interface PopupReport {
  source: typeof CHANNEL;
  provider: string;
  state: string;
  linked?: boolean;
  message?: string;
  /** The refusal's text, when the callback failed. */
  error?: string;
}

export class PopupError extends Error {
  /** The callback page reported the failure (the provider or our server refused), rather than the popup itself. */
  constructor(
    message: string,
    readonly reported = false,
  ) {
    super(message);
  }
}

/** Opened at once, within the click (a popup opened after an await is blocked); the provider's address follows. */
export function openPopup(provider: string): Window {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(
    'about:blank',
    `${CHANNEL}-${provider}`,
    `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) throw new PopupError(CLIENT_MESSAGES.popupBlocked);
  return popup;
}

/**
 * Sent by the callback page. The opener may have lost its handle on the popup (a provider's page can
 * cut it off), so the report also goes over a same-origin BroadcastChannel.
 */
export function reportToOpener(report: Omit<PopupReport, 'source'>) {
  const message: PopupReport = { source: CHANNEL, ...report };
  (window.opener as Window | null)?.postMessage(message, window.location.origin);
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

const isReport = (data: unknown, state: string): data is PopupReport =>
  typeof data === 'object' && data !== null && (data as PopupReport).source === CHANNEL && (data as PopupReport).state === state;

/** The popup's report for this state; refused when it is closed first, or after 300 s. */
export function waitForReport(popup: Window, state: string): Promise<PopupReport> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CHANNEL);
    const cleanUp = () => {
      window.removeEventListener('message', onMessage);
      channel.close();
      clearInterval(closedCheck);
      clearTimeout(timeout);
    };
    const settle = (data: PopupReport) => {
      cleanUp();
      if (data.error) reject(new PopupError(data.error, true));
      else resolve(data);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin === window.location.origin && isReport(event.data, state)) settle(event.data);
    }
    window.addEventListener('message', onMessage);
    channel.onmessage = (event: MessageEvent) => isReport(event.data, state) && settle(event.data);
    const closedCheck = setInterval(() => {
      if (!popup.closed) return;
      cleanUp();
      reject(new PopupError(CLIENT_MESSAGES.authCancelled));
    }, POPUP_CLOSED_CHECK_MS);
    const timeout = setTimeout(() => {
      cleanUp();
      popup.close();
      reject(new PopupError(CLIENT_MESSAGES.authTimeout));
    }, POPUP_TIMEOUT_MS);
  });
}

/**
 * A provider's consent in a popup: opened at once, within the click (a popup opened after an await is
 * blocked), pointed at the address the server starts with, and answered by its callback's report. A
 * start the server refuses closes the popup and rejects with that refusal.
 */
export async function runInPopup(provider: string, start: () => Promise<TOAuthStart>): Promise<PopupReport> {
  const popup = openPopup(provider);
  const started = await start().catch((failure: unknown) => {
    popup.close();
    throw failure;
  });
  popup.location.href = started.authUrl;
  return waitForReport(popup, started.state);
}
