import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithEarlyResponses } from './early-responses';

const answer = (body: string) => Promise.resolve(new Response(body));
const get = (path: string, token = 't1') => new Request(new URL(path, location.href), { headers: { authorization: `Bearer ${token}` } });

describe('responses asked for before the app started', () => {
  afterEach(() => {
    delete window.arcanaEarlyResponses;
    vi.unstubAllGlobals();
  });

  it('answers the first GET of the same address with the same token, once; anything else is fetched', async () => {
    const fetched = vi.fn(() => answer('fetched'));
    vi.stubGlobal('fetch', fetched);
    window.arcanaEarlyResponses = [{ url: '/api/auth/verify', authorization: 'Bearer t1', response: answer('early') }];

    expect(await (await fetchWithEarlyResponses(get('/api/auth/verify', 't2'))).text()).toBe('fetched');
    expect(
      await (
        await fetchWithEarlyResponses(
          new Request(new URL('/api/auth/verify', location.href), { method: 'POST', headers: { authorization: 'Bearer t1' } }),
        )
      ).text(),
    ).toBe('fetched');
    expect(await (await fetchWithEarlyResponses(get('/api/auth/verify'))).text()).toBe('early');
    expect(await (await fetchWithEarlyResponses(get('/api/auth/verify'))).text()).toBe('fetched');
    expect(fetched).toHaveBeenCalledTimes(3);
  });

  it('sends the request itself when the early one failed on the network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer('fetched')),
    );
    window.arcanaEarlyResponses = [
      { url: '/api/users/my-collectibles', authorization: 'Bearer t1', response: Promise.reject(new TypeError('offline')) },
    ];
    expect(await (await fetchWithEarlyResponses(get('/api/users/my-collectibles'))).text()).toBe('fetched');
  });
});
