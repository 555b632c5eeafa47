/**
 * Responses the page asked for before the app started (build/first-screen.ts writes the script that
 * does it: a member's session check and first page's data, fetched beside the app's code instead of
 * after it has run). Each is used once, by the app's first GET of the same address with the same token.
 */
export interface EarlyResponse {
  url: string;
  authorization: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    arcanaEarlyResponses?: EarlyResponse[];
  }
}

/** The base query's fetch: takes a matching early response if there is one, else fetches. */
export function fetchWithEarlyResponses(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.arcanaEarlyResponses;
  if (early && input instanceof Request && input.method === 'GET') {
    const index = early.findIndex(
      (entry) => new URL(entry.url, location.href).href === input.url && entry.authorization === input.headers.get('authorization'),
    );
    if (index >= 0) {
      const [entry] = early.splice(index, 1);
      // A network failure then is not this request's: it goes out again.
      return entry!.response.catch(() => fetch(input, init));
    }
  }
  return fetch(input, init);
}
