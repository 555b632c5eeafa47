import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES, POPUP_CLOSED_CHECK_MS, POPUP_TIMEOUT_MS } from '@arcana/shared';
import { openPopup, waitForReport } from './oauth-popup';

const fakePopup = () =>
  ({
    closed: false,
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  }) as unknown as Window;

describe('the provider popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says a blocked popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValueOnce(null);
    expect(() => openPopup('twitch')).toThrow(CLIENT_MESSAGES.popupBlocked);
  });

  it('opens 500×600', () => {
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(fakePopup());
    openPopup('twitch');
    expect(open.mock.calls[0]?.[2]).toMatch(/width=500,height=600/);
  });

  it('answers the report for its state from our origin, and ignores others', async () => {
    const popup = fakePopup();
    const report = waitForReport(popup, 'mine');
    const message = { source: 'arcana-oauth', provider: 'twitch', linked: true };
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { ...message, state: 'mine' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { ...message, state: 'other' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { ...message, state: 'mine' } }));
    await expect(report).resolves.toMatchObject({ linked: true, state: 'mine' });
  });

  it('turns a reported failure into its text', async () => {
    const report = waitForReport(fakePopup(), 's');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { source: 'arcana-oauth', provider: 'x', state: 's', error: 'Authentication failed: nope' },
      }),
    );
    await expect(report).rejects.toThrow('Authentication failed: nope');
  });

  it('says the user cancelled when the popup is closed, checking every second', async () => {
    const popup = fakePopup();
    const report = waitForReport(popup, 's');
    popup.close();
    vi.advanceTimersByTime(POPUP_CLOSED_CHECK_MS);
    await expect(report).rejects.toThrow(CLIENT_MESSAGES.authCancelled);
  });

  it('gives up after 300 s, closing the popup', async () => {
    const popup = fakePopup();
    const report = waitForReport(popup, 's');
    const outcome = expect(report).rejects.toThrow(CLIENT_MESSAGES.authTimeout);
    // Still open at every check: only the timeout ends it.
    (popup as unknown as { close: () => void }).close = vi.fn();
    vi.advanceTimersByTime(POPUP_TIMEOUT_MS);
    await outcome;
    expect(popup.close).toHaveBeenCalled();
  });
});
