import type { ErrorReportingSettings } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { scrubEvent } from '../../shared-kernel/error-scrub.js';

/** Where a failure happened, as a report may say it: no resident, no figures. */
export interface ErrorContext {
  requestId?: string;
  /** the method and the path with ids replaced (scrubUrl), e.g. 'POST /api/v1/goal/:id' */
  route?: string;
  /** 'server' for the process's own errors, 'browser' for those POST /api/v1/client-errors passes on */
  origin: 'server' | 'browser';
}

/**
 * A Sentry-compatible error-reporting service (docs/decisions.md "Error reporting"; spec 1 §10 "An error-reporting
 * service is configured in production"). Without a DSN every call does nothing: the log is the report.
 */
export interface ErrorReporter {
  readonly active: boolean;
  report(error: unknown, context: ErrorContext): void;
  /** Sends what is queued, waiting at most `ms`, and stops reporting (the shutdown's last step). */
  close(ms: number): Promise<void>;
}

export const NO_ERROR_REPORTER: ErrorReporter = { active: false, report: () => undefined, close: async () => undefined };

/**
 * The official Node SDK, loaded only when a DSN is set (it is large: a process without one never loads it). No
 * default integrations: they would add request bodies, cookies and breadcrumbs of every call; errors come only from
 * the error contract (writeError) and POST /api/v1/client-errors, each once.
 */
export async function createErrorReporter(settings: ErrorReportingSettings, release: string, logger: Logger): Promise<ErrorReporter> {
  if (!settings.dsn) return NO_ERROR_REPORTER;
  const Sentry = await import('@sentry/node');
  Sentry.initWithoutDefaultIntegrations({
    dsn: settings.dsn,
    environment: settings.environment,
    release,
    // Collect nothing about the person or the request on top of what we send (SDK v11's replacement of sendDefaultPii).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeSend: (event) => scrubEvent(event),
  });
  logger.info({ environment: settings.environment }, 'error reporting on');
  return {
    active: true,
    report(error, context) {
      Sentry.withScope((scope) => {
        scope.setTag('origin', context.origin);
        if (context.requestId) scope.setTag('requestId', context.requestId);
        if (context.route) scope.setTag('route', context.route);
        Sentry.captureException(error);
      });
    },
    async close(ms) {
      await Sentry.close(ms);
    },
  };
}
