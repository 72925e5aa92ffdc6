/**
 * What an error report may carry (docs/decisions.md "Error reporting"): the kind of failure and where in the code,
 * never who it happened to or their figures. Error text can quote what a resident typed or what a record held, so
 * before any report leaves the process (to the log or to an error-reporting service) its text passes through
 * {@link scrubText} and its addresses through {@link scrubUrl}. Pure: the server and the browser share it.
 */

/** Singapore NRIC / FIN: a prefix letter, 7 digits, a check letter. */
const NRIC_FIN = /\b[STFGM]\d{7}[A-Z]\b/gi;
const NRIC_FIN_SEGMENT = /^[STFGM]\d{7}[A-Z]$/i;
/** An address's query string or fragment (ids, codes, states): the address keeps its path. */
const QUERY = /((?:https?:\/\/|\/)[^\s?#)"']*)[?#][^\s)"']*/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A money amount with its currency mark: S$1,234.56, $12, SGD 300, 1,200.00 SGD. */
const MONEY = /(?:S\$|SGD\s?|US\$|\$)\s?-?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:SGD|dollars)\b/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** Any other run of 4 or more digits, grouped or not (an amount without its mark, an account or phone number). */
const LONG_NUMBER = /\b\d[\d,. ]{2,}\d\b/g;
/** Kept as they are: source positions ("app.js:12:345") and origins ("http://localhost:3000") say where, not who. */
const WHERE = /:\d+:\d+|https?:\/\/[^\s/?#)"']+/g;

/** The most characters of one text a report keeps. */
export const MAX_REPORT_TEXT = 2_000;

/** `text` with identity numbers, emails, amounts and ids replaced by what they were, cut to {@link MAX_REPORT_TEXT}. */
export function scrubText(text: string): string {
  const positions: string[] = [];
  const held = text.replace(WHERE, (position) => `\u0000${positions.push(position) - 1}\u0000`);
  const scrubbed = held
    .replace(QUERY, '$1')
    .replace(NRIC_FIN, '[id]')
    .replace(EMAIL, '[email]')
    .replace(UUID, '[uuid]')
    .replace(MONEY, '[amount]')
    .replace(LONG_NUMBER, '[number]')
    .replace(/\u0000(\d+)\u0000/g, (_, index: string) => positions[Number(index)]!);
  return scrubbed.length > MAX_REPORT_TEXT ? `${scrubbed.slice(0, MAX_REPORT_TEXT)}…` : scrubbed;
}

/**
 * A page or call address as a report may name it: the path only (no query string, no fragment, no host's user
 * part), each segment that is an id or a number replaced by ':id'. Anything that is not an address becomes ''.
 */
export function scrubUrl(address: string): string {
  let path: string;
  try {
    path = new URL(address, 'http://relative.invalid').pathname;
  } catch {
    return '';
  }
  return path
    .split('/')
    .map((segment) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(segment) || /\d{2,}/.test(segment) || NRIC_FIN_SEGMENT.test(segment) ? ':id' : segment))
    .join('/')
    .slice(0, 300);
}

/** The parts of a Sentry-format event a report may hold. */
interface ReportEvent {
  message?: string;
  exception?: { values?: Array<{ value?: string; stacktrace?: unknown }> };
  request?: { url?: string; method?: string; [key: string]: unknown };
  user?: unknown;
  breadcrumbs?: unknown;
  extra?: unknown;
  contexts?: unknown;
  server_name?: string;
}

/**
 * A Sentry-format event as it may leave (the SDKs' beforeSend, server and browser): messages and exception texts
 * scrubbed, the request reduced to its method and scrubbed path (no headers, cookies, query or body), and no user,
 * breadcrumbs, extra data, contexts or host name.
 */
export function scrubEvent<E extends object>(event: E): E {
  const scrubbed = { ...event } as E & ReportEvent;
  if (scrubbed.message) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.exception?.values) {
    scrubbed.exception = { ...scrubbed.exception, values: scrubbed.exception.values.map((value) => ({ ...value, value: value.value === undefined ? undefined : scrubText(value.value) })) };
  }
  if (scrubbed.request) scrubbed.request = { method: scrubbed.request.method, url: scrubbed.request.url ? scrubUrl(scrubbed.request.url) : undefined };
  delete scrubbed.user;
  delete scrubbed.breadcrumbs;
  delete scrubbed.extra;
  delete scrubbed.contexts;
  delete scrubbed.server_name;
  return scrubbed;
}
