import { SERVED_BY_HEADER } from './nginx-config';

/** An API answer with the instance that gave it, when it came through the cluster's nginx. */
export interface ApiAnswer<T> {
  status: number;
  body: T;
  /** "127.0.0.1:port" of the instance nginx passed the request to ("a, b" when it moved it); none when called directly. */
  servedBy: string | undefined;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
}

/** One JSON call to Arcana's API; network failures throw (the caller decides whether to retry). */
export async function callApi<T>(base: string, method: string, path: string, { body, token }: CallOptions = {}): Promise<ApiAnswer<T>> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, servedBy: res.headers.get(SERVED_BY_HEADER) ?? undefined };
}

/** The call, which must answer 2xx; anything else fails the run with the answer in the message. */
export async function callOk<T>(base: string, method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const answer = await callApi<T>(base, method, path, options);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${method} ${base}/api${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer;
}
