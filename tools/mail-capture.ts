import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every message it receives, for tests that read their mail
 * the way a user does. `startMailCapture` is used in-process; run this file to get a standalone
 * capture with an HTTP endpoint (GET /messages?to=address) for the end-to-end suite.
 */
export interface CapturedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, enough to read links. */
  decoded: string;
  subject: string;
  messageId: string;
}

export interface MailCapture {
  smtpPort: number;
  messages: CapturedMail[];
  /** Resolves with the first message to this address (or that matches), waiting for it if needed. */
  waitFor(match: string | ((mail: CapturedMail) => boolean), timeoutMs?: number): Promise<CapturedMail>;
  /** While on, every recipient is refused with 451 (try again later), like a server that is briefly down. */
  refuseMail(on: boolean): void;
  close(): Promise<void>;
}

export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link with a token in the mail, to this path if one is given. */
export function findLink(mail: CapturedMail, path = ''): string | undefined {
  return new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w-]+(?:&[a-z]+=[\\w%.-]+)*`).exec(mail.decoded)?.[0];
}

export async function startMailCapture(port = 0): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const decoded = decodeQuotedPrintable(raw);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          decoded,
          subject: /^Subject: (.*)$/m.exec(decoded)?.[1]?.trim() ?? '',
          messageId: /^Message-ID: (.*)$/im.exec(decoded)?.[1]?.trim() ?? '',
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  return {
    smtpPort,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const matches = typeof match === 'string' ? (m: CapturedMail) => m.to.includes(match.toLowerCase()) : match;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail ${typeof match === 'string' ? `to ${match}` : 'of that kind'} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuseMail(on) {
      refusing = on;
    },
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}

function serveOverHttp(capture: MailCapture, port: number): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = capture.messages.filter((m) => !to || m.to.includes(to));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(found));
  }).listen(port, '127.0.0.1');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
  const httpPort = Number(process.env.HTTP_PORT ?? 2526);
  const capture = await startMailCapture(smtpPort);
  serveOverHttp(capture, httpPort);
  console.log(`mail capture: SMTP on 127.0.0.1:${capture.smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`);
}
