import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts a server the way a user does (node running apps/server/dist/main.js, or the sources through
 * tsx) on a free loopback port with its own data directory; for tests and benchmarks that need a whole process.
 */
export interface ProcessHandle {
  url: string;
  pid: number;
  /** Milliseconds from spawning the process to the first successful answer on its ready path. */
  startupMs: number;
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

/** A process and every process it started that still runs (tsx, for one, transforms TypeScript in an esbuild process of its own). */
function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap(processTree)];
}

export const rssTreeMiB = (pid: number) => processTree(pid).reduce((sum, each) => sum + rssMiB(each), 0);

/**
 * CPU time in ms that a process and those it started have used (user and system, ended children
 * included): the work itself, which the machine's other load barely moves, unlike the wall-clock time.
 */
export function cpuTreeMs(pid: number): number {
  return processTree(pid).reduce((sum, each) => {
    const stat = readFileSync(`/proc/${each}/stat`, 'utf8');
    // After the command in parentheses: utime, stime, cutime and cstime are the 12th to 15th fields, in 10 ms ticks (USER_HZ).
    const ticks = stat
      .slice(stat.lastIndexOf(') ') + 2)
      .split(' ')
      .slice(11, 15)
      .map(Number);
    return sum + ticks.reduce((a, b) => a + b, 0) * 10;
  }, 0);
}

const started = new Set<ChildProcess>();
let watchingExit = false;

/**
 * The processes started here end with this one, even when a runner stops it mid-start: Vitest ends a
 * test file's worker with SIGTERM when a hook times out, which would otherwise leave the server
 * running, holding a core, with nobody to stop it.
 */
function endsWithThisProcess(child: ChildProcess) {
  if (!watchingExit) {
    watchingExit = true;
    const endAll = () => started.forEach((each) => each.kill('SIGKILL'));
    process.once('exit', endAll);
    process.once('SIGTERM', () => {
      endAll();
      process.exit(143);
    });
  }
  started.add(child);
  child.once('exit', () => started.delete(child));
}

/** A TypeScript script run through tsx (tests, tools and benchmarks run from source). */
export const fromSource = (script: string) => ['--import', 'tsx', script];

/** `args`: Node's arguments, the script among them. */
export async function startNodeProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  port?: number,
): Promise<ProcessHandle> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const script = args.at(-1);
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  endsWithThisProcess(child);

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
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} not ready within 60 s`);
    }
    // Often enough that startupMs (bench/startup.ts) is within a few tens of milliseconds of the truth.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url,
    pid: child.pid!,
    startupMs: performance.now() - spawnedAt,
    output: () => output,
    stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
}

/**
 * compiled: what `npm start` runs (built by `npm run build`; e2e and benchmarks). source: the TypeScript
 * through tsx, as `npm run dev` runs it (Vitest, which builds nothing first).
 */
export type ServerBuild = 'compiled' | 'source';

const SERVER_ARGS: Record<ServerBuild, string[]> = {
  compiled: ['--enable-source-maps', 'apps/server/dist/main.js'],
  source: fromSource('apps/server/src/main.ts'),
};

/** `port`: start again where a stopped one listened (a restart that open pages reconnect to). */
export function startArcanaProcess(build: ServerBuild, env: Record<string, string> = {}, port?: number): Promise<ProcessHandle> {
  return startNodeProcess(
    SERVER_ARGS[build],
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
