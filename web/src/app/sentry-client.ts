/**
 * The official browser SDK as error reporting uses it (docs/decisions.md "Error reporting"): named imports only, so
 * the build leaves out what we never start (session replay, the feedback widget, tracing).
 */
import { captureException, init } from '@sentry/browser';
import { scrubEvent } from '../../../src/shared-kernel/error-scrub.js';

/** The part of the SDK error reporting uses (app/error-reporting.ts). */
export interface ReportingSdk {
  captureException(error: unknown, hint?: { tags?: Record<string, string> }): unknown;
}

/** Starts the SDK with nothing collected on top of the error itself (no breadcrumbs, no page data). */
export function startSentry(settings: { dsn: string; environment: string; release: string }): ReportingSdk {
  init({
    ...settings,
    // Errors come from our own listeners (app/error-queue.ts), each once; the default integrations would also record
    // clicks, console lines and fetched addresses.
    defaultIntegrations: false,
    beforeSend: (event) => scrubEvent(event),
  });
  return { captureException: (error, hint) => captureException(error, hint) };
}
