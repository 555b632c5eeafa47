import pino, { type DestinationStream, type Logger } from 'pino';
import { serializeError } from './lib/error-serializer.js';

/** Query strings are dropped from logged URLs: page links carry one-time tokens there. */
const stripQuery = (url: string | undefined) => url?.split('?')[0];

/** `destination`: standard output unless given (the seed logs to standard error; its output is the logins). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.refreshToken'],
        censor: '[redacted]',
      },
      serializers: {
        err: serializeError,
        req: (req: { method?: string; url?: string; id?: string }) => ({ id: req.id, method: req.method, url: stripQuery(req.url) }),
      },
    },
    destination,
  );
}
