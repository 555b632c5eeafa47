import { describe, expect, it } from 'vitest';
import { localSiteConfig, readDeployConfig, SERVED_BY_HEADER } from './nginx-config';

const site = { upstreams: { a: '127.0.0.1:4001', b: '127.0.0.1:4002' }, port: 4000, logDir: '/tmp/arcana-nginx-x' };

describe('the cluster test’s nginx site', () => {
  it('is deploy/nginx.conf with only the instances, the port and the log directory made local', () => {
    const deploy = readDeployConfig();
    const local = localSiteConfig(deploy, site);
    expect(local).not.toMatch(/arcana-[ab]:3000|listen 80;|\/var\/log\/nginx/);
    expect(local).toContain('server 127.0.0.1:4001 max_fails=1');
    expect(local).toContain('server 127.0.0.1:4002 max_fails=1');
    expect(local).toContain(`listen 127.0.0.1:4000;\n    add_header ${SERVED_BY_HEADER} $upstream_addr always;`);
    expect(local).toContain('access_log /tmp/arcana-nginx-x/access.log arcana;');
    // Everything else — the upgrade, the timeouts, the failover rules — is the deploy file's, line for line.
    const unchanged = (text: string) =>
      text.split('\n').filter((line) => !/^ *(server \S+:\d+ |listen |access_log |add_header x-)/.test(line));
    expect(unchanged(local)).toEqual(unchanged(deploy));
  });

  it('fails loudly when the deploy file no longer has what the test replaces', () => {
    expect(() => localSiteConfig(readDeployConfig().replace('server arcana-b:3000', 'server arcana-2:3000'), site)).toThrow(
      /expected .*arcana-b:3000.* once, found it 0 times/,
    );
  });
});
