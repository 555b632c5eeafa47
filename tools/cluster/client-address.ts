import { request } from 'node:http';
import { AUTH_PATHS } from '@arcana/shared';
import { check, step, type Cluster } from './cluster';

/** Any loopback address other than nginx's own: the instances can only learn it from X-Forwarded-For. */
const CLIENT_ADDRESS = '127.0.0.2';
const FORGED_ADDRESS = '203.0.113.9';

/**
 * Logs in through nginx from 127.0.0.2 with an X-Forwarded-For the client wrote itself. With
 * TRUST_PROXY=1 and deploy/nginx.conf appending the address it sees, the session must record
 * 127.0.0.2: not nginx's 127.0.0.1 (proxy not trusted: every user would share one rate limit), not the
 * forged entry (any client could pick its own address and dodge them).
 */
export async function checkClientAddress(cluster: Cluster, email: string, password: string): Promise<void> {
  const status = await new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const req = request(
      `${cluster.nginx.url}/api${AUTH_PATHS.login}`,
      {
        method: 'POST',
        localAddress: CLIENT_ADDRESS,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': FORGED_ADDRESS },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  check(status === 200, `login through nginx from ${CLIENT_ADDRESS} answered ${status}`);
  const [session] = await cluster.database.query<{ ip: string | null }>(
    'select s.ip from sessions s join users u on u.id = s.user_id where u.email = $1 order by s.created_at desc limit 1',
    [email],
  );
  check(
    session?.ip === CLIENT_ADDRESS,
    `a login from ${CLIENT_ADDRESS} (claiming ${FORGED_ADDRESS}) through nginx was recorded as ${session?.ip}: check TRUST_PROXY and X-Forwarded-For`,
  );
  step(`a login through nginx from ${CLIENT_ADDRESS} recorded ${CLIENT_ADDRESS}, not its forged X-Forwarded-For (TRUST_PROXY=1)`);
}
