import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localMainConfig, localSiteConfig, readDeployConfig, type LocalSite } from './nginx-config';

export interface NginxHandle {
  url: string;
  /** The access log so far (deploy/nginx.conf's `arcana` format); gone once stopped, with the rest of its directory. */
  accessLog(): string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** Debian's nginx (`apt-get install nginx`), or NGINX_BIN. */
export function findNginx(): string | undefined {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : undefined;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return found || undefined;
}

/** nginx in the foreground, as a child of this process, with deploy/nginx.conf pointed at the given instances. */
export async function startNginx(binary: string, site: Omit<LocalSite, 'logDir'>): Promise<NginxHandle> {
  const dir = mkdtempSync(join(tmpdir(), 'arcana-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must be able to reach the request buffers in here.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'arcana.conf'), localSiteConfig(readDeployConfig(), { ...site, logDir: dir }));
  writeFileSync(join(dir, 'nginx.conf'), localMainConfig(dir, join(dir, 'arcana.conf')));
  const readLog = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');

  // -e: the log for what goes wrong before the configuration is read (Debian's default is in /var/log).
  const child = spawn(binary, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.once('error', (error) => (stderr += `${error.message}\n`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // TERM is nginx's fast shutdown: the master ends its workers before it exits, even when this process ends abruptly.
  const endWithThisProcess = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', endWithThisProcess);

  const url = `http://127.0.0.1:${site.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.pid === undefined) {
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr}${readLog('error.log')}`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not pass /api/health through within 10 s: ${stderr}${readLog('error.log')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    accessLog: () => readLog('access.log'),
    errorLog: () => readLog('error.log'),
    async stop() {
      process.off('exit', endWithThisProcess);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
