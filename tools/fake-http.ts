import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '@arcana/shared';

/** The small pieces every loopback fake needs, so each fake file holds only its protocol. */

export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
  });

/** A form-encoded body as the providers parse it: anything else (JSON included) reads as no fields. */
export const readForm = async (req: IncomingMessage) =>
  req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
    ? new URLSearchParams(await readBody(req))
    : new URLSearchParams();

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function sendJson(res: ServerResponse, { status, body, headers }: Reply) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export function sendText(res: ServerResponse, status: number, contentType: string, text: string) {
  res.writeHead(status, { 'content-type': `${contentType}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(text);
}

export function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** Listens on loopback and answers the base URL; port 0 takes a free one. */
export async function listenOnLoopback(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes at once: a browser or fetch keep-alive connection must not hold a test's teardown open. */
export const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A whole page with no external assets, so it renders offline and under any CSP a test browser has. */
export const htmlPage = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.4rem;box-sizing:border-box}button{margin:1rem .5rem 0 0;padding:.5rem 1rem}</style>
</head>
<body><main>${body}</main></body>
</html>`;
