import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * JSON logs, one object per line. Headers that carry credentials are redacted at the source so a careless
 * `log.info({ req })` can never leak a session cookie or token.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token', '*.nric'],
      censor: '[redacted]',
    },
  };
  // stdout unless told otherwise (`make bench` measures the request log into a file: bench/README.md).
  return destination ? pino(options, destination) : pino(options);
}
