/** A call that did not end in a 2xx answer; status 0 when no answer came at all (refused, reset). */
export class CallFailed extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${method} ${path}: ${status} ${detail}`);
  }
}

export interface CallRecord {
  method: string;
  path: string;
  status: number;
  ms: number;
}

const observers = new Set<(record: CallRecord) => void>();

/**
 * Hears every call's outcome and time, made here or by the helpers built on `call` (account creation,
 * wallet links), for a benchmark that reports by route (bench/soak.ts). Returns the way to stop.
 */
export function observeCalls(observer: (record: CallRecord) => void): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** A JSON call to Arcana's API; throws on any non-2xx answer so a benchmark never measures failures. */
export async function call<T>(base: string, method: string, path: string, body: unknown, token?: string): Promise<T> {
  const started = performance.now();
  let status = 0;
  try {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).catch((error: Error) => {
      throw new CallFailed(method, path, 0, `${error.message} (${String((error.cause as Error | undefined)?.message ?? '')})`);
    });
    status = res.status;
    if (!res.ok) throw new CallFailed(method, path, res.status, await res.text());
    return (await res.json()) as T;
  } finally {
    const record = { method, path, status, ms: performance.now() - started };
    observers.forEach((observer) => observer(record));
  }
}

export const post = <T>(base: string, path: string, body: unknown, token?: string) => call<T>(base, 'POST', path, body, token);
