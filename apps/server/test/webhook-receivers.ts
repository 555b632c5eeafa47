import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/**
 * Webhook endpoints on loopback for a test file, closed after its tests (a hanging one's connections
 * too): each answers its requests with the next status of `script` (then the last), or never with 0;
 * a failure's answer is `failureText`.
 */
export function useWebhookReceivers() {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((server) => server.closeAllConnections() ?? server.close()));

  return async function receiver(script: number[] = [200], failureText = 'not now') {
    const received: Received[] = [];
    let next = 0;
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const status = script[Math.min(next++, script.length - 1)]!;
        received.push({ headers: req.headers, body, answered: status });
        if (status === 0) return; // hangs: the sender's wait runs out
        res.writeHead(status).end(status === 200 ? 'ok' : failureText);
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    servers.push(server);
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/hooks`, received, server };
  };
}
