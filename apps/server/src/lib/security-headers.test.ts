import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on the page and on every API answer, errors included; no HSTS over http', async () => {
    for (const url of ['/', '/inventory', '/api/health', '/api/auth/verify', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('keep popups this site opens in reach, and the linking popup’s return page in reach of its opener', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/settings' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const back = await t.app.inject({ method: 'GET', url: '/integrations/twitch/callback?code=c&state=s' });
    expect(back.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expectSecurityHeaders(back.headers);
  });

  it('add HSTS when the site is served over https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://arcana.example' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expectSecurityHeaders(res.headers);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });
});
