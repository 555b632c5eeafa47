/**
 * What a person does on a fake's sign-in page, for tests without a browser: open it, read the
 * prefilled fields, then press Authorize or Cancel with what they typed.
 */
export async function openConsentPage(url: URL) {
  const html = await (await fetch(url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const prefilled = Object.fromEntries(
    [...html.matchAll(/<input name="(\w+)"[^>]*value="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]),
  );
  const request = /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '';
  /** Answers the status and where the fake redirects to (undefined when it does not). */
  const press = async (decision: 'authorize' | 'cancel', typed: Record<string, string> = {}) => {
    const response = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ request, decision, ...typed }),
    });
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location) : undefined };
  };
  return { html, prefilled, press };
}
