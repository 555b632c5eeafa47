import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const root = join(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resident memory of a process, in MiB, read from /proc. */
export function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

async function waitHealthy(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`${url} not up within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function startProcess(script: string, env: Record<string, string>, healthPath: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}${healthPath}`, child);
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const startBare = () => startProcess('bench/bare-server.ts', {}, '/bare');

export function startArcana(env: Record<string, string>): Promise<Server> {
  return startProcess(
    'apps/server/src/main.ts',
    {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'arcana-bench-')),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      // The login benchmark would trip the brute-force limits at once.
      RATE_LIMIT_LOGIN_MAX: '1000000000',
      ...env,
    },
    '/api/health',
  );
}
