import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The cluster test runs deploy/nginx.conf itself, not a copy: only what differs between compose and
 * this machine is replaced, and each replacement must find its target exactly once, so a change to the
 * deploy file that the test could no longer follow fails loudly instead of testing something else.
 */
export const DEPLOY_NGINX_CONF = join(import.meta.dirname, '../../deploy/nginx.conf');

/**
 * Names the instance that answered. Added for the test only: in production it would tell every client
 * the instances' internal addresses.
 */
export const SERVED_BY_HEADER = 'x-arcana-upstream';

export interface LocalSite {
  /** "host:port" of instance A and instance B. */
  upstreams: { a: string; b: string };
  port: number;
  /** Where the access log goes. */
  logDir: string;
}

export function localSiteConfig(deployConfig: string, { upstreams, port, logDir }: LocalSite): string {
  const replacements: Array<[RegExp, string]> = [
    [/server arcana-a:3000\b/g, `server ${upstreams.a}`],
    [/server arcana-b:3000\b/g, `server ${upstreams.b}`],
    [/^( *)listen 80;$/gm, `$1listen 127.0.0.1:${port};\n$1add_header ${SERVED_BY_HEADER} $upstream_addr always;`],
    [/\/var\/log\/nginx\//g, `${logDir}/`],
  ];
  return replacements.reduce((text, [pattern, replacement]) => {
    const found = text.match(pattern)?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `deploy/nginx.conf: expected ${pattern} once, found it ${found} times; tools/cluster/nginx-config.ts must follow the change`,
      );
    }
    return text.replace(pattern, replacement);
  }, deployConfig);
}

/**
 * The main file Debian's nginx runs with as any user: every path it writes (pid, logs, request
 * buffers) in `dir`, one worker (the instances need the cores more), and the site included.
 */
export function localMainConfig(dir: string, siteFile: string): string {
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/${kind}_temp;`);
  return [
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    access_log off;',
    ...tempPaths,
    `    include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

export const readDeployConfig = () => readFileSync(DEPLOY_NGINX_CONF, 'utf8');
