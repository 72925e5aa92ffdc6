import { isApiPath } from '../api-path.js';

/**
 * Security headers for every response (chosen by path). The CSP allows scripts only from our origin (no inline scripts: the app
 * config travels in a <meta> tag), forbids framing, and sends nothing to third parties but the error-reporting service
 * a deployment configures (SENTRY_DSN).
 * Inline style attributes are allowed because React's `style` prop needs them; they cannot run code.
 */
export function securityHeaders(options: { https: boolean; errorReportingDsn?: string | null }): (path: string) => Record<string, string> {
  // The browser's error reports go to the error-reporting service's own origin when one is configured (the DSN's).
  const reportTo = options.errorReportingDsn ? ` ${new URL(options.errorReportingDsn).origin}` : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${reportTo}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  // Built once: one header object set per response.
  const hsts: Record<string, string> = options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {};
  const documentHeaders: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...hsts,
  };
  // JSON is never rendered as a page: the API gets the OWASP REST set, a CSP that allows nothing at all.
  const apiHeaders: Record<string, string> = {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    ...hsts,
  };
  return (path) => (isApiPath(path) ? apiHeaders : documentHeaders);
}
