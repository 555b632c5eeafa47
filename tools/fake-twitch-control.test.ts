// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOAuth, type FakeOAuth } from './fake-oauth';
import { startFakeTwitch, type FakeTwitch } from './fake-twitch';
import { appToken, startCallback, subscribe, userToken, type Callback } from './fake-twitch.test-support';

/** The fake's controls as a person meets them on the page, and as another process calls them over HTTP. */
describe('fake Twitch: control page and control API', () => {
  let oauth: FakeOAuth;
  let twitch: FakeTwitch;
  let callback: Callback;
  let cheerId: string;
  const creator = { id: '63000001', username: 'democreator', displayName: 'DemoCreator' };

  beforeAll(async () => {
    oauth = await startFakeOAuth();
    twitch = await startFakeTwitch({ oauth, retryDelaysMs: [] });
    callback = await startCallback();
    await userToken(oauth, creator, ['bits:read', 'channel:read:subscriptions']);
    const app = await appToken(oauth);
    const condition = { broadcaster_user_id: creator.id };
    cheerId = (await subscribe(twitch, app, { type: 'channel.cheer', version: '1', condition, callback: callback.url })).id;
    await subscribe(twitch, app, { type: 'channel.subscribe', version: '1', condition, callback: callback.url });
  });
  afterAll(() => Promise.all([twitch.close(), oauth.close(), callback.close()]));

  async function openPage(url = twitch.controlUrl) {
    const html = await (await fetch(url)).text();
    return { html, document: new DOMParser().parseFromString(html, 'text/html') };
  }

  /** What a browser posts for this form, with these fields changed, and where the fake sends it next. */
  async function submit(form: HTMLFormElement, changes: Record<string, string> = {}) {
    const fields = new URLSearchParams();
    new FormData(form).forEach((value, name) => fields.append(name, String(value)));
    for (const [name, value] of Object.entries(changes)) fields.set(name, value);
    const response = await fetch(new URL(form.getAttribute('action') ?? '', twitch.url), {
      method: 'POST',
      body: fields,
      redirect: 'manual',
    });
    return new URL(response.headers.get('location') ?? '', twitch.url);
  }

  const formFor = (document: Document, legend: string) =>
    Array.from(document.querySelectorAll('form')).find((form) => form.querySelector('legend')?.textContent === legend)!;

  it('lists the enabled subscriptions, with a labelled form for each type that has one, and loads nothing from elsewhere', async () => {
    const { html, document } = await openPage();
    const listed = Array.from(document.querySelectorAll('ul li')).map((item) => item.textContent);
    expect(listed).toEqual([expect.stringContaining('channel.cheer'), expect.stringContaining('channel.subscribe')]);
    expect(Array.from(document.querySelectorAll('legend')).map((legend) => legend.textContent)).toEqual([
      'channel.subscribe',
      'channel.cheer',
      'Revoke a subscription',
    ]);
    for (const control of Array.from(document.querySelectorAll('input, select'))) {
      const labelled = control.closest('label') ?? document.querySelector(`label[for="${control.id}"]`);
      expect(labelled?.textContent?.trim(), control.outerHTML).toBeTruthy();
    }
    expect(Array.from(document.querySelectorAll('button')).every((button) => button.textContent?.trim())).toBe(true);
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('fires the event typed into a form, and with "send twice" the same message again, then says what the callback answered', async () => {
    const { document } = await openPage();
    const before = callback.received.length;
    const next = await submit(formFor(document, 'channel.cheer'), { user_login: 'pagefan', bits: '250', twice: 'true' });
    const deliveries = callback.received.slice(before);
    expect(deliveries.map(({ verdict }) => verdict)).toEqual(['processed', 'duplicate ignored']);
    expect(deliveries[0]?.headers['twitch-eventsub-message-id']).toBe(deliveries[1]?.headers['twitch-eventsub-message-id']);
    expect(JSON.parse(deliveries[0]?.body ?? '{}')).toMatchObject({ event: { bits: 250, user_login: 'pagefan' } });
    const { document: after } = await openPage(next.href);
    expect(after.querySelector('[role="status"]')?.textContent).toMatch(/callback answered 204\. Sent again: .*callback answered 204\./);
  });

  it('takes JSON controls from another process, and says why it cannot send', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${twitch.controlUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const sent = await post('/notifications', { type: 'channel.subscribe', broadcasterUserId: creator.id, event: { tier: '3000' } });
    expect(await sent.json()).toMatchObject({
      delivered: true,
      attempts: [{ retry: 0, status: 204 }],
      event: { tier: '3000', is_gift: false },
    });
    const forged = await post('/notifications', { subscriptionId: cheerId, forgery: 'wrong secret' });
    expect(await forged.json()).toMatchObject({ delivered: false, attempts: [{ status: 403 }] });
    const unknown = await post('/notifications', { subscriptionId: 'no-such-id' });
    expect({ status: unknown.status, body: await unknown.json() }).toEqual({ status: 404, body: { error: 'No such subscription.' } });

    expect(await (await post('/revocations', { subscriptionId: cheerId, status: 'user_removed' })).json()).toMatchObject({
      delivered: true,
    });
    const listed = (await (await fetch(`${twitch.controlUrl}/subscriptions`)).json()) as { data: Array<{ id: string; status: string }> };
    expect(listed.data.find(({ id }) => id === cheerId)?.status).toBe('user_removed');
  });
});
