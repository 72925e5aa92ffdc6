import { pino } from 'pino';
import type { Logger } from '../../src/platform/logging/logger.js';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** pino's numeric levels, for readable assertions. */
export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/**
 * A pino logger whose lines a test reads back as objects. Without the app's redaction on purpose: a test that
 * finds no secret in these lines knows the app never logged it, not merely that pino masked it.
 */
export function capturedLogger(level = 'info'): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level, base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}
