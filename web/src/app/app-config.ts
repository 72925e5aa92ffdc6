/**
 * Runtime configuration the server writes into index.html (`<meta name="app-config" content="{json}">`), so one
 * build serves every deployment. The Vite dev server leaves the placeholder in place: then the defaults apply.
 */
export interface AppConfig {
  productName: string;
  /** true only on a real .gov.sg deployment: shows the official SGDS masthead instead of our own banner. */
  govDeployment: boolean;
  environment: 'development' | 'test' | 'staging' | 'production';
  version: string;
  /** The session idle limit (SESSION_IDLE_TIMEOUT_SECONDS); the idle warning shows at half of it. */
  idleTimeoutMs: number;
  /** Whether leaving a page with unsaved changes asks first (LEAVE_PAGE_WARNING). */
  leavePageWarning: boolean;
  /** Contact, feedback and vulnerability-report addresses (CONTACT_US_URL, FEEDBACK_URL, REPORT_VULNERABILITY_URL). */
  externalLinks: ExternalLinks;
  /**
   * Whether this page's request carried a session cookie (the server says so per request). False means there is no
   * session to look up: start-up decides "signed out" without asking the server (docs/decisions.md "Prerendered
   * public pages"). Anything but an explicit false keeps the check.
   */
  sessionCookieSent: boolean;
  /** SENTRY_DSN: where the browser's error reports go through the SDK (app/error-reporting.ts); null: to our server. */
  errorReportingDsn: string | null;
}

export interface ExternalLinks {
  contactUs: string;
  feedback: string;
  reportVulnerability: string;
}

/** The server's defaults (src/platform/config/config.ts), for a page served without them (the Vite dev server). */
export function defaultExternalLinks(host: string): ExternalLinks {
  return {
    contactUs: `mailto:support@${host}`,
    feedback: `mailto:support@${host}?subject=Feedback`,
    reportVulnerability: `mailto:security@${host}?subject=Vulnerability%20report`,
  };
}

const LINK_SCHEMES = /^(https?:\/\/|mailto:)\S+$/i;

/** Each link as configured when it is an http(s) or mailto address, else its default: never a javascript: link. */
function parseExternalLinks(raw: unknown, host: string): ExternalLinks {
  const defaults = defaultExternalLinks(host);
  const v = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const pick = (key: keyof ExternalLinks) => {
    const value = v[key];
    return typeof value === 'string' && LINK_SCHEMES.test(value) ? value : defaults[key];
  };
  return { contactUs: pick('contactUs'), feedback: pick('feedback'), reportVulnerability: pick('reportVulnerability') };
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  productName: 'MyMoneyPlan',
  govDeployment: false,
  environment: 'development',
  version: '3.18.8',
  idleTimeoutMs: 10 * 60 * 1000,
  leavePageWarning: true,
  externalLinks: defaultExternalLinks('localhost'),
  sessionCookieSent: true,
  errorReportingDsn: null,
};

const ENVIRONMENTS: ReadonlyArray<AppConfig['environment']> = ['development', 'test', 'staging', 'production'];

/**
 * Parses the meta tag's content. Unknown or malformed fields fall back one by one, so a half-written config never
 * blanks the page.
 */
export function parseAppConfig(raw: string | null | undefined, host = 'localhost'): AppConfig {
  const defaults: AppConfig = { ...DEFAULT_APP_CONFIG, externalLinks: defaultExternalLinks(host) };
  if (!raw || raw === '__APP_CONFIG__') return defaults;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof value !== 'object' || value === null) return defaults;
  const v = value as Record<string, unknown>;
  const environment = ENVIRONMENTS.find((e) => e === v.environment);
  return {
    productName:
      typeof v.productName === 'string' && v.productName.trim() ? v.productName.trim() : DEFAULT_APP_CONFIG.productName,
    govDeployment: v.govDeployment === true,
    environment: environment ?? DEFAULT_APP_CONFIG.environment,
    version: typeof v.version === 'string' && v.version ? v.version : DEFAULT_APP_CONFIG.version,
    // The server refuses limits below 10 s; a bad value here must not sign residents out at once.
    idleTimeoutMs:
      typeof v.idleTimeoutMs === 'number' && Number.isInteger(v.idleTimeoutMs) && v.idleTimeoutMs >= 10_000
        ? v.idleTimeoutMs
        : DEFAULT_APP_CONFIG.idleTimeoutMs,
    leavePageWarning: typeof v.leavePageWarning === 'boolean' ? v.leavePageWarning : DEFAULT_APP_CONFIG.leavePageWarning,
    externalLinks: parseExternalLinks(v.externalLinks, host),
    sessionCookieSent: v.sessionCookieSent !== false,
    errorReportingDsn: typeof v.errorReportingDsn === 'string' && /^https?:\/\/\S+$/i.test(v.errorReportingDsn) ? v.errorReportingDsn : null,
  };
}

/** Reads the config from the current document (the browser has already decoded the HTML entities). */
export function readAppConfig(doc: Document = document): AppConfig {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="app-config"]');
  return parseAppConfig(meta?.content, doc.location?.hostname || 'localhost');
}
