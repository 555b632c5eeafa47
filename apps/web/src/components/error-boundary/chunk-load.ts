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

/**
 * Whether reloading may still help: the tab has not reloaded for missing code on this page yet. Kept
 * per page rather than cleared when some code loads: a page's guard loads before the page itself
 * fails, and clearing then would reload the tab forever.
 */
export const mayReloadForChunk = () => sessionStorage.getItem(RELOADED_KEY) !== window.location.pathname;

export function reloadForChunk() {
  sessionStorage.setItem(RELOADED_KEY, window.location.pathname);
  window.location.reload();
}
