import { afterEach, describe, expect, it, vi } from 'vitest';
import { isProjectPagePath } from '@arcana/shared';
import { keepNamedPage, returnTo, signedInDestination, signInHref } from './return-to';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the page a sign-in comes back to', () => {
  it('is a project’s page of this app, never another site nor any other page', () => {
    expect(isProjectPagePath('/projects/nova-lumen')).toBe(true);
    for (const path of ['//evil.example/projects/x', '/projects/', '/projects/nova/odds', '/inventory', '/login', 'https://evil.example'])
      expect(isProjectPagePath(path)).toBe(false);
    returnTo.keep({ path: '//evil.example', label: 'Evil' });
    expect(returnTo.peek()).toBeNull();
  });

  it('is taken once, with the words that say where the page goes', () => {
    returnTo.keep({ path: '/projects/nova-lumen', label: 'Nova Lumen' });
    expect(signedInDestination('/inventory')).toEqual({ path: '/projects/nova-lumen', words: 'Taking you back to Nova Lumen…' });
    expect(signedInDestination('/inventory')).toEqual({ path: '/inventory', words: 'Taking you to your inventory…' });
  });

  it('is named by the sign-in page’s address too, for a click before the app took a prerendered page over', () => {
    expect(signInHref('/login', '/projects/nova-lumen')).toBe('/login?next=%2Fprojects%2Fnova-lumen');
    expect(signInHref('/signup', '/inventory')).toBe('/signup');
    keepNamedPage(new URLSearchParams('next=//evil.example'));
    expect(returnTo.peek()).toBeNull();
    keepNamedPage(new URLSearchParams('next=/projects/nova-lumen'));
    expect(returnTo.peek()).toEqual({ path: '/projects/nova-lumen', label: 'the project' });
    // The click kept it with its name: the address does not rename it.
    returnTo.keep({ path: '/projects/nova-lumen', label: 'Nova Lumen' });
    keepNamedPage(new URLSearchParams('next=/projects/nova-lumen'));
    expect(returnTo.peek()?.label).toBe('Nova Lumen');
  });

  it('is forgotten after a day', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    returnTo.keep({ path: '/projects/nova-lumen', label: 'Nova Lumen' });
    vi.setSystemTime(new Date('2026-11-29T10:00:01Z'));
    expect(returnTo.take()).toBeNull();
  });
});
