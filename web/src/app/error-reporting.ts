/**
 * The browser's errors reach someone who can fix them (docs/decisions.md "Error reporting"): uncaught errors, unhandled
 * rejections and render crashes, caught by app/error-queue.ts from the start. This module is loaded after the first
 * paint (main.tsx), so the first page's code does not grow for it. With an error-reporting service configured
 * (SENTRY_DSN, given in the app config) its official SDK is loaded too; without one, each error is posted to
 * POST /api/v1/client-errors. Either way the report is scrubbed here first (the server scrubs it again): nothing
 * personal leaves the page.
 */
import { scrubText, scrubUrl } from '../../../src/shared-kernel/error-scrub.js';
import { handErrorsTo, type ErrorKind } from './error-queue';
import type { ReportingSdk } from './sentry-client';

export type { ReportingSdk };

export type { ErrorKind };

/** At most this many reports per page load: a loop that throws on every frame must not flood anyone. */
export const MAX_REPORTS_PER_PAGE = 5;

/** What a report sends to POST /api/v1/client-errors. */
export interface ClientErrorReport {
  kind: ErrorKind;
  message: string;
  stack?: string;
  page: string;
  release: string;
}

export interface ErrorReportingOptions {
  dsn: string | null;
  environment: string;
  release: string;
  /** resolves once the page has painted (app/first-paint.ts) */
  afterFirstPaint: () => Promise<void>;
  /** the current page's address */
  location: () => string;
  /** POST /api/v1/client-errors */
  post: (report: ClientErrorReport) => void;
  /** loads and starts the SDK with these settings */
  loadSdk: (settings: { dsn: string; environment: string; release: string }) => Promise<ReportingSdk>;
}

/** Errors that are not ours to fix: the browser's own notices and extensions' code. */
function isNoise(message: string, stack: string | undefined): boolean {
  return /^ResizeObserver loop/.test(message) || /(chrome|moz|safari)-extension:\/\//.test(stack ?? '');
}

function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  return { message: 'Non-error value thrown' };
}

/**
 * One page's reporter: `report` may be called at any time; until the first paint the reports wait, then go to the
 * SDK (with a DSN) or to the server. The same message is reported once; {@link MAX_REPORTS_PER_PAGE} in all.
 */
export class ErrorReporting {
  private readonly waiting: Array<{ kind: ErrorKind; error: unknown }> = [];
  private readonly seen = new Set<string>();
  private sent = 0;
  private sink: ((kind: ErrorKind, error: unknown) => void) | null = null;

  constructor(private readonly options: ErrorReportingOptions) {}

  /** Starts sending once the page has painted. */
  async start(): Promise<void> {
    await this.options.afterFirstPaint();
    this.sink = await this.chooseSink();
    for (const { kind, error } of this.waiting.splice(0)) this.sink(kind, error);
  }

  report(kind: ErrorKind, error: unknown): void {
    const { message, stack } = describeError(error);
    if (isNoise(message, stack) || this.seen.has(message) || this.sent >= MAX_REPORTS_PER_PAGE) return;
    this.seen.add(message);
    this.sent += 1;
    if (this.sink) this.sink(kind, error);
    else this.waiting.push({ kind, error });
  }

  private async chooseSink(): Promise<(kind: ErrorKind, error: unknown) => void> {
    const { dsn, environment, release } = this.options;
    if (dsn) {
      try {
        const sdk = await this.options.loadSdk({ dsn, environment, release });
        return (kind, error) => sdk.captureException(error, { tags: { kind, page: scrubUrl(this.options.location()) } });
      } catch {
        // The SDK could not load (blocked, offline): the server still hears of it.
      }
    }
    return (kind, error) => {
      const { message, stack } = describeError(error);
      this.options.post({ kind, message: scrubText(message), ...(stack ? { stack: scrubText(stack) } : {}), page: scrubUrl(this.options.location()), release });
    };
  }
}

/** @sentry/browser, in its own file so the bundler keeps only what sentry-client.ts uses of it (a whole-module import keeps replay and feedback too). */
export async function loadSentry(settings: { dsn: string; environment: string; release: string }): Promise<ReportingSdk> {
  const { startSentry } = await import('./sentry-client');
  return startSentry(settings);
}

/** A report posted to the server; a failed post is dropped (reporting must never raise an error of its own). */
export function postClientError(report: ClientErrorReport): void {
  void fetch('/api/v1/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** Takes over the errors app/error-queue.ts holds and catches from now on; sends them once the page has painted. */
export function startErrorReporting(options: ErrorReportingOptions): ErrorReporting {
  const reporting = new ErrorReporting(options);
  handErrorsTo((kind, error) => reporting.report(kind, error));
  void reporting.start();
  return reporting;
}
