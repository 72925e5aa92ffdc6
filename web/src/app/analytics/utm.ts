/** The UTM parameters a campaign link carries (spec 1 §7: captured from the landing URL). */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParameters = Partial<Record<(typeof UTM_KEYS)[number], string>>;

const MAX_LENGTH = 100;

/** The UTM parameters of a query string ('?utm_source=x&...'); blanks dropped, values trimmed and capped. */
export function utmFromSearch(search: string): UtmParameters {
  const params = new URLSearchParams(search);
  const utm: UtmParameters = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, MAX_LENGTH);
  }
  return utm;
}

/**
 * What analytics may know of a page: the path only (no query string or hash, which can hold a search or a code),
 * with identifiers masked: a long token (an email verification code) or a number (a plan id) becomes ':id'.
 */
export function analyticsPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) || /^[A-Za-z0-9_-]{20,}$/.test(segment) ? ':id' : segment))
    .join('/');
}
