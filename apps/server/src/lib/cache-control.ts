/** For a URL whose bytes never change (a hashed build file, a picture's key): caches keep it for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** For what may change under the same URL (index.html): caches ask again each time. */
export const REVALIDATE_CACHE = 'no-cache';
