import { describe, expect, it } from 'vitest';
import { readCallback } from './callback-params';

const read = (provider: string | undefined, query: string) => readCallback(provider, new URLSearchParams(query));

describe('readCallback', () => {
  it('takes the code and state of an OAuth 2.0 return', () => {
    expect(read('discord', 'code=abc&state=xyz')).toEqual({ ok: true, provider: 'discord', body: { code: 'abc', state: 'xyz' } });
  });

  it('takes the openid.* fields of a Steam return, with our state', () => {
    expect(read('steam', 'openid.mode=id_res&openid.claimed_id=c&state=s&other=x')).toEqual({
      ok: true,
      provider: 'steam',
      body: { 'openid.mode': 'id_res', 'openid.claimed_id': 'c', state: 's' },
    });
  });

  it('gives the spec texts for an unknown provider, a refusal, and missing parameters', () => {
    expect(read('myspace', 'code=a&state=b')).toEqual({ ok: false, message: 'Invalid provider' });
    expect(read('google', 'error=access_denied')).toEqual({ ok: false, message: 'Authentication failed: access_denied' });
    expect(read('google', 'error=access_denied&error_description=No%20thanks')).toEqual({
      ok: false,
      message: 'Authentication failed: No thanks',
    });
    expect(read('twitch', 'code=abc')).toEqual({ ok: false, message: 'Invalid Twitch callback parameters' });
  });
});
