/** A JSON call to Arcana's API; throws on any non-2xx answer so a benchmark never measures failures. */
export async function call<T>(base: string, method: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const post = <T>(base: string, path: string, body: unknown, token?: string) => call<T>(base, 'POST', path, body, token);
