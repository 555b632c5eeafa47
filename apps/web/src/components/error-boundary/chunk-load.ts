/**
 * A page's code that fails to arrive: the server is down, or a deploy replaced the files the open tab
 * still names. Reloading fetches the new index.html and its file names, so the app reloads once by
 * itself; a second failure on the same page is shown, not retried in a loop.
 */
const RELOADED_KEY = 'arcana:reloaded-for-missing-code';

/** Thrown when a page's code cannot be loaded; the router wraps its page imports with it. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

// What browsers and Vite's loader say for a dynamic import (or its stylesheet) that did not load,
// for the imports the router does not wrap.
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown) =>
  error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message));

/** A reload that found the code still missing comes back within seconds; one a minute ago was for an older deploy. */
export const RELOAD_REMEMBERED_MS = 60_000;

/**
 * Whether reloading may still help: the tab has not just reloaded for missing code on this page.
 * Kept per page and for a minute rather than cleared when some code loads: a page's guard loads
 * before the page itself fails, and clearing then would reload the tab forever. A later deploy, in
 * the same tab an hour on, reloads it again.
 */
export function mayReloadForChunk() {
  const [path, at] = (sessionStorage.getItem(RELOADED_KEY) ?? '').split(' ');
  // A clock set back since then makes the age negative: that reload was not just now either.
  const age = Date.now() - Number(at);
  return path !== window.location.pathname || !(age >= 0 && age < RELOAD_REMEMBERED_MS);
}

export function reloadForChunk() {
  sessionStorage.setItem(RELOADED_KEY, `${window.location.pathname} ${Date.now()}`);
  window.location.reload();
}
