import { act, screen } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { vi } from 'vitest';
import { createEventCursor } from './app/realtime/event-cursor';
import { listen, type ArcanaSocket } from './app/realtime/listen';
import type { AppStore } from './state/store';

/** An answer of the stand-in server: a JSON body (status 200), or a whole Response. */
type Answer = unknown;
type Handler = (url: URL, request: Request) => Answer | Promise<Answer>;

const NodeRequest = globalThis.Request;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the app's API calls from a table of routes ('GET /api/auth/verify' → handler) in place of
 * the server, and records each request as 'METHOD /path?query', so a test can count them. A route
 * the table lacks answers 404, loudly, so a test never passes on a call it did not expect.
 */
export function serveApi(routes: Record<string, Handler>) {
  // Node's Request, unlike a browser's, refuses a path without an origin ('/api/…', as fetchBaseQuery builds it).
  vi.stubGlobal(
    'Request',
    class PageRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, location.origin) : input, init);
      }
    },
  );
  const requests: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof NodeRequest ? input : new NodeRequest(new URL(String(input), location.origin), init);
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return jsonResponse(404, { error: `No route for ${request.method} ${url.pathname}`, code: 'NOT_FOUND' });
    const answer = await handler(url, request);
    return answer instanceof Response ? answer : jsonResponse(200, answer);
  });
  return {
    requests,
    /** The requests to one path (any method, any query). */
    callsTo: (path: string) => requests.filter((r) => r.split(' ')[1]!.split('?')[0] === path),
    restore: () => {
      spy.mockRestore();
      vi.unstubAllGlobals();
    },
  };
}

type SocketHandler = (...args: unknown[]) => void;

/**
 * The server's side of the realtime link: the app's socket handlers (realtime/listen.ts) wired to a
 * socket that this test drives; `fire` delivers an event as the server would.
 */
export function serveRealtime(store: Pick<AppStore, 'dispatch' | 'getState'>) {
  const handlers = new Map<string, SocketHandler[]>();
  const socket = {
    connected: true,
    on(event: string, handler: SocketHandler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    emit: () => socket,
  };
  const stop = listen(socket as unknown as ArcanaSocket, store, createEventCursor());
  return {
    fire: (event: string, ...args: unknown[]) => act(() => handlers.get(event)?.forEach((handler) => handler(...args))),
    stop,
  };
}

/** Hides every toast one by one, so the app's toasts know they are gone and may show again in the next test. */
export const hideAllToasts = () => act(() => notificationsStore.getState().notifications.forEach((shown) => notifications.hide(shown.id!)));

/** The toasts on screen with this title. */
export const toastsTitled = (title: string) => screen.queryAllByText(title, { selector: '.mantine-Notification-title' });
