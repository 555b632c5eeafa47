import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
const axe = readFileSync('/tmp/package/axe.min.js', 'utf8');
const port = 3998;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: '/tmp/look-data', WEB_DIST_DIR: 'apps/web/dist', LOG_LEVEL: 'info' };
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
let out = ''; child.stdout.on('data', (d) => (out += d));
for (let i = 0; i < 100; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch { /* starting */ } await new Promise((r) => setTimeout(r, 300)); }
const base = `http://127.0.0.1:${port}/api`;
const api = async (path, body, token) => (await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: 'Bearer ' + token } : {}) }, body: JSON.stringify(body ?? {}) })).json();
const email = `look${Date.now()}@example.com`;
const { tempToken } = await api('/auth/signup', { email, password: 'Arcana12' });
await api('/auth/complete-signup', { tempToken, username: 'look' + Date.now() });
await new Promise((r) => setTimeout(r, 500));
const link = /(http\S+verify-email\?token=[^"\s]+)/.exec(out)[1];
const session = await api('/auth/verify-email', { token: new URL(link).searchParams.get('token') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function check(name, width, setup) {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && process.stdout.write(`console ${name}: ${m.text()}\n`));
  await page.addInitScript(([t, r]) => { if (localStorage.getItem('token')) return; localStorage.setItem('token', t); localStorage.setItem('refreshToken', r); localStorage.setItem('isAuthenticated', 'true'); }, [session.token, session.refreshToken]);
  await setup(page);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/look-${name}-${width}.png` });
  await page.addScriptTag({ content: axe });
  const result = await page.evaluate(async () => (await window.axe.run()).violations.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  console.log(name, width, result.length ? result : 'no serious/critical');
  await context.close();
}
for (const width of [1440, 390]) {
  await check('reauth', width, async (page) => {
    await page.goto(`http://127.0.0.1:${port}/settings?tab=profile`);
    await page.getByRole('button', { name: 'Edit email' }).click();
    await page.getByLabel('Email', { exact: true }).fill(`next${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: "Confirm it's you" }).waitFor().catch(() => console.log('no dialog'));
  });
  await check('cancel-bad', width, (page) => page.goto(`http://127.0.0.1:${port}/cancel-email-change?token=bogus`));
  await check('reauth-link-bad', width, (page) => page.goto(`http://127.0.0.1:${port}/confirm-reauthentication?token=bogus`));
}
await browser.close();
child.kill('SIGTERM');
