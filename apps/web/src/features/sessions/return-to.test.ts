import { afterEach, describe, expect, it, vi } from 'vitest';
import { isReturnPath, returnTo, signedInDestination } from './return-to';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the page a sign-in comes back to', () => {
  it('is a project’s page of this app, never another site nor any other page', () => {
    expect(isReturnPath('/projects/nova-lumen')).toBe(true);
    for (const path of ['//evil.example/projects/x', '/projects/', '/projects/nova/odds', '/inventory', '/login', 'https://evil.example'])
      expect(isReturnPath(path)).toBe(false);
    returnTo.keep({ path: '//evil.example', label: 'Evil' });
    expect(returnTo.peek()).toBeNull();
  });

  it('is taken once, with the words that say where the page goes', () => {
    returnTo.keep({ path: '/projects/nova-lumen', label: 'Nova Lumen' });
    expect(signedInDestination('/inventory')).toEqual({ path: '/projects/nova-lumen', words: 'Taking you back to Nova Lumen…' });
    expect(signedInDestination('/inventory')).toEqual({ path: '/inventory', words: 'Taking you to your inventory…' });
  });

  it('is forgotten after a day', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    returnTo.keep({ path: '/projects/nova-lumen', label: 'Nova Lumen' });
    vi.setSystemTime(new Date('2026-11-29T10:00:01Z'));
    expect(returnTo.take()).toBeNull();
  });
});
