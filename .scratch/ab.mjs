import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
const port = 3997;
async function run(extraEnv, label) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: `/tmp/ab-${Date.now()}`, WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'info', ...extraEnv };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'ignore'] });
  let out = ''; child.stdout.on('data', (d) => (out += d));
  for (let i = 0; i < 200; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch { /* starting */ } await new Promise((r) => setTimeout(r, 300)); }
  const api = async (path, body) => (await fetch(`http://127.0.0.1:${port}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  const email = `ab${Date.now()}@example.com`;
  const { tempToken } = await api('/auth/signup', { email, password: 'Arcana12' });
  await api('/auth/complete-signup', { tempToken, username: 'ab' + Date.now() });
  await new Promise((r) => setTimeout(r, 500));
  const link = /(http\S+verify-email\?token=[^"\s]+)/.exec(out)[1];
  const { token } = await api('/auth/verify-email', { token: new URL(link).searchParams.get('token') });
  for (const url of ['/api/auth/verify', '/api/health']) {
    const r = await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 50, duration: 6, headers: { authorization: `Bearer ${token}` } });
    console.log(label, url, Math.round(r.requests.average), 'req/s p99', r.latency.p99, 'non2xx', r.non2xx);
  }
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
await run({}, 'with headers');
await run({ NO_HELMET: '1' }, 'without headers');
