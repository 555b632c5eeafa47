import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts a server the way a user does (node running apps/server/src/main.ts) on a free loopback
 * port with its own data directory; for tests and benchmarks that need a whole process.
 */
export interface ProcessHandle {
  url: string;
  pid: number;
  /** Everything the process printed on stdout so far (its JSON log lines). */
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
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

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

export async function startNodeProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  port?: number,
): Promise<ProcessHandle> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}: ${output}`);
    if (
      await fetch(`${url}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`${script} not ready within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    output: () => output,
    stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
}

/** `port`: start again where a stopped one listened (a restart that open pages reconnect to). */
export function startArcanaProcess(env: Record<string, string> = {}, port?: number): Promise<ProcessHandle> {
  return startNodeProcess(
    'apps/server/src/main.ts',
    {
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'arcana-process-')),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    '/api/health',
    port,
  );
}
