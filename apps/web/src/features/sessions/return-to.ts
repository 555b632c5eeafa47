import { isProjectPagePath, RETURN_PATH_QUERY } from '@arcana/shared';
import { pageTitle } from '../../components/usePageTitle';

/** Where a sign-in was begun from, to come back to: a page's address and what it is called. */
export interface ReturnTo {
  path: string;
  label: string;
}

const KEY = 'arcana.returnTo';
/** Long enough to find a verification mail and open it; a day-old wish to come back is forgotten. */
const LIFETIME_MS = 24 * 60 * 60 * 1000;

function read(): ReturnTo | null {
  // Prerendering at build time has no storage.
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as ReturnTo & { at: number };
    if (Date.now() - kept.at <= LIFETIME_MS && isProjectPagePath(kept.path)) return { path: kept.path, label: kept.label };
  } catch {
    // Not ours to read: let it go below.
  }
  localStorage.removeItem(KEY);
  return null;
}

/**
 * The project page a visitor left to sign in or up (docs/product-rules.md "Sign-in and sessions"), kept
 * in this browser through every step — a provider's consent, complete-signup, a verification link
 * opened in another tab — and taken by the step that signs them in. The verification mail names it
 * too (`returnTo`), so its link comes back to it on another device.
 */
export const returnTo = {
  keep(to: ReturnTo) {
    if (isProjectPagePath(to.path)) localStorage.setItem(KEY, JSON.stringify({ ...to, at: Date.now() }));
  },
  peek: read,
  /** Read once: the next sign-in starts afresh. */
  take() {
    const kept = read();
    localStorage.removeItem(KEY);
    return kept;
  },
};

/** The kept page, for a request whose verification mail names it: the mail's link comes back to it on any device. */
export function keptReturnPath(): { returnTo?: string } {
  const kept = read();
  return kept ? { returnTo: kept.path } : {};
}

/** The address of a sign-in page from `here`: it names `here` when it is a page to come back to (which holds before the app has taken a prerendered page over). */
export const signInHref = (page: '/login' | '/signup', here: string) =>
  isProjectPagePath(here) ? `${page}?${RETURN_PATH_QUERY}=${encodeURIComponent(here)}` : page;

/**
 * A sign-in page (or a verification link) opened by such an address keeps its page, unless the click
 * that led there kept it already (with its name); one opened by a plain link leaves whatever is kept.
 */
export function keepNamedPage(search: URLSearchParams) {
  const next = search.get(RETURN_PATH_QUERY);
  if (next && isProjectPagePath(next) && returnTo.peek()?.path !== next) returnTo.keep({ path: next, label: 'the project' });
}

/** Keeps the page on show, named as its browser tab names it, when it is one to come back to. */
export function keepThisPage() {
  returnTo.keep({ path: window.location.pathname, label: document.title.replace(pageTitle(''), '') });
}

/** Where a signed-in account goes on, and the words that say so while it waits. */
export function signedInDestination(home: string): { path: string; words: string } {
  const back = returnTo.take();
  return back ? { path: back.path, words: `Taking you back to ${back.label}…` } : { path: home, words: 'Taking you to your inventory…' };
}
