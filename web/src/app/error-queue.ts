/**
 * The part of error reporting in the first page's code (docs/decisions.md "Error reporting"): listening, and holding
 * what is caught until app/error-reporting.ts is loaded after the first paint and takes it over. Kept this small so
 * the first page's budget does not grow for it.
 */
export type ErrorKind = 'error' | 'unhandledrejection' | 'render';
type Handler = (kind: ErrorKind, error: unknown) => void;

/** What is held before the reporter is loaded; more than this is dropped (a throwing loop must not fill memory). */
const MAX_HELD = 20;
const held: Array<[ErrorKind, unknown]> = [];
let handler: Handler | null = null;

/** An error to report: handled at once once the reporter is loaded, held until then. */
export function reportError(kind: ErrorKind, error: unknown): void {
  if (handler) handler(kind, error);
  else if (held.length < MAX_HELD) held.push([kind, error]);
}

/** From now on the page's uncaught errors and unhandled rejections are reported. */
export function listenForErrors(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('error', (event) => reportError('error', (event as ErrorEvent).error ?? (event as ErrorEvent).message));
  target.addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', (event as PromiseRejectionEvent).reason));
}

/** The loaded reporter takes what is held and everything after. */
export function handErrorsTo(next: Handler): void {
  handler = next;
  for (const [kind, error] of held.splice(0)) next(kind, error);
}
