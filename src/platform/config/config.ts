import path from 'node:path';
import Joi from 'joi';
import type { SingpassConfig } from '../../identity/adapters/singpass/singpass-config.js';

export type Environment = 'development' | 'test' | 'production';

/** Everything the process is configured with. Built once at start-up from environment variables. */
export interface AppConfig {
  environment: Environment;
  port: number;
  /** Host the HTTP server binds to. Loopback unless told otherwise (a container sets 0.0.0.0). */
  host: string;
  /** The origin residents use, e.g. https://mymoneyplan.example.sg. Used for redirects, cookies and CSRF. */
  publicUrl: string;
  /** Extra origins allowed to make state-changing calls (e.g. the Vite dev server). */
  allowedOrigins: string[];
  /** An external PostgreSQL; null -> an embedded PostgreSQL under `dataDir/postgres`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Newest first: the first signs new cookies, all verify (rotation without logging everyone out). */
  sessionSecrets: string[];
  /** Key for the keyed hash of NRIC/FIN: the NRIC itself is never stored. */
  nricHashSecret: string;
  /** Null issuer -> start the local mockpass sandbox (development and tests only). */
  singpass: Omit<SingpassConfig, 'issuerUrl'> & { issuerUrl: string | null; showLoginPage: boolean };
  productName: string;
  /** Days a deactivated account waits (PENDING_DELETION, reactivation possible) before it is deleted; 0: at the next purge. */
  accountDeletionGraceDays: number;
  /** How often deactivated accounts past their grace period are purged; 0 turns the scheduler off (default in tests). */
  accountPurgeIntervalMinutes: number;
  /**
   * Outgoing mail server, e.g. smtps://user:password@smtp.example.sg:465. Required in production; null elsewhere
   * means emails are written to the development outbox (`email_outbox`, GET /api/v1/dev/outbox) instead.
   */
  smtpUrl: string | null;
  /** The sender of every email, e.g. 'MyMoneyPlan <no-reply@mymoneyplan.example.sg>'. Required in production. */
  emailFrom: string;
  govDeployment: boolean;
  /** A JSON file of exchange rates for `npm run ops:fx-refresh` when no --file is given; null when not set. */
  fxRatesFile: string | null;
  /** Idle limit of a signed-in session (spec 1 §9: 10 minutes), on the server and in the browser; warning at half. */
  sessionIdleTimeoutMs: number;
  /** Whether leaving a page with unsaved changes asks for confirmation (spec 1 §4 "Leaving a page"). */
  leavePageWarning: boolean;
  /**
   * Myinfo (government personal data). Null `baseUrl`: the local mockpass's Myinfo in development and
   * tests, and no Myinfo import at all in production.
   */
  myinfo: MyinfoSettings;
  /** API calls allowed per minute and process (docs/operations.md "Rate limits"); past them a call gets 429. */
  rateLimits: RateLimits;
  /** Statement, lock, transaction, request and shutdown limits (docs/operations.md "Time limits"). */
  timeLimits: TimeLimits;
  logLevel: string;
  version: string;
  /** Where the footer's and pages' outside links go (docs/operations.md "Outside links"). */
  externalLinks: ExternalLinks;
  /** A Sentry-compatible service for server and browser errors (docs/operations.md "Error reporting"). */
  errorReporting: ErrorReportingSettings;
}

/**
 * `dsn` null: errors are only logged, the browser's through POST /api/v1/client-errors. A DSN is not a secret (the
 * browser SDK is given it to send with), so the same one serves both.
 */
export interface ErrorReportingSettings {
  dsn: string | null;
  /** the environment name the service files reports under */
  environment: string;
  /** browser error reports accepted per minute per client (POST /api/v1/client-errors) */
  clientErrorsPerMinute: number;
}

/** The contact, feedback and vulnerability-report destinations: https, http or mailto addresses. */
export interface ExternalLinks {
  contactUs: string;
  feedback: string;
  reportVulnerability: string;
}

/**
 * Defaults when a deployment names none: mail to the site's own host (support@ and security@), so no link points at
 * a placeholder host (docs/decisions.md "Spec gaps closed").
 */
export function defaultExternalLinks(publicUrl: string): ExternalLinks {
  const host = new URL(publicUrl).hostname;
  return {
    contactUs: `mailto:support@${host}`,
    feedback: `mailto:support@${host}?subject=Feedback`,
    reportVulnerability: `mailto:security@${host}?subject=Vulnerability%20report`,
  };
}

export interface MyinfoSettings {
  /** e.g. https://api.myinfo.gov.sg/com/v3 */
  baseUrl: string | null;
  clientId: string;
  clientSecret: string | null;
  /** PEM files: our private key (signs requests, decrypts the person) and Myinfo's certificate */
  privateKeyFile: string | null;
  certFile: string | null;
  esvcId: string;
  /** where Myinfo sends the resident back: `${publicUrl}/my-info-data-callback` */
  redirectUri: string;
}

export interface RateLimits {
  /** Calls without a signed-in session, per client address (an IPv6 client per /64). */
  anonymousPerMinute: number;
  /** Calls of a signed-in resident, per resident whatever the address (many residents may share one NAT). */
  signedInPerMinute: number;
  /** POST /housing-plan/calculate, per resident or client address, on top of the two limits above. */
  housingCalculatePerMinute: number;
  /** POST /retirement/calculate, per resident or client address, on top of the two limits above. */
  retirementCalculatePerMinute: number;
  /** GET /search (site search, typed-ahead), per resident or client address, on top of the two limits above. */
  searchPerMinute: number;
  /** GET /export and POST /import (one's whole data), each per resident, on top of the two limits above. */
  exportPerMinute: number;
}

/**
 * How long any one piece of work may hold the database or a resident's turn (docs/operations.md "Time limits"): no
 * request, however slow, can keep a pool connection, a lock or the shutdown waiting for longer than these.
 */
export interface TimeLimits {
  /** PostgreSQL `statement_timeout` of every pooled connection: one statement is cancelled past it. */
  statementMs: number;
  /** PostgreSQL `lock_timeout`: a statement waiting this long for a lock (a resident's advisory lock) gives up. */
  lockMs: number;
  /** PostgreSQL `idle_in_transaction_session_timeout`: a transaction left idle this long is ended by the server. */
  idleInTransactionMs: number;
  /** Every /api request's deadline: past it, its next statement is refused and the running one cancelled (503). */
  requestDeadlineMs: number;
  /** The deadline of POST /api/v1/import, which writes a whole export in one transaction. */
  importDeadlineMs: number;
  /** Writes of one resident waiting behind the running one, per process; one more is answered 429. */
  residentWriteQueueMax: number;
  /** On SIGTERM, how long in-flight requests may finish before their statements are cancelled. */
  shutdownGraceMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

const bool = Joi.boolean().truthy('true', '1', 'yes').falsy('false', '0', 'no', '');
const jwkText = Joi.string().custom((value: string) => {
  const parsed = JSON.parse(value) as { kty?: string; d?: string };
  if (!parsed.kty || !parsed.d) throw new Error('must be a private JWK (with "kty" and "d")');
  return value;
});

const millis = Joi.number().integer().min(100).max(600_000);

const envSchema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'test', 'production').default('development'),
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  HOST: Joi.string().default('127.0.0.1'),
  PUBLIC_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  ALLOWED_ORIGINS: Joi.string().allow('').default(''),
  DATABASE_URL: Joi.string().uri({ scheme: ['postgres', 'postgresql'] }),
  DATA_DIR: Joi.string().default('.data'),
  SESSION_SECRETS: Joi.string(),
  NRIC_HASH_SECRET: Joi.string().min(32),
  SINGPASS_MODE: Joi.string().valid('legacy', 'fapi'),
  SINGPASS_ISSUER: Joi.string().uri({ scheme: ['http', 'https'] }),
  SINGPASS_CLIENT_ID: Joi.string(),
  SINGPASS_SIGNING_KEY: jwkText,
  SINGPASS_ENCRYPTION_KEY: jwkText,
  SINGPASS_SHOW_LOGIN_PAGE: bool.default(true),
  SMTP_URL: Joi.string().uri({ scheme: ['smtp', 'smtps'] }),
  EMAIL_FROM: Joi.string().trim().min(3).max(200),
  PRODUCT_NAME: Joi.string().trim().min(1).max(60).default('MyMoneyPlan'),
  CONTACT_US_URL: Joi.string().uri({ scheme: ['https', 'http', 'mailto'] }),
  FEEDBACK_URL: Joi.string().uri({ scheme: ['https', 'http', 'mailto'] }),
  REPORT_VULNERABILITY_URL: Joi.string().uri({ scheme: ['https', 'http', 'mailto'] }),
  ACCOUNT_DELETION_GRACE_DAYS: Joi.number().integer().min(0).max(3650).default(30),
  ACCOUNT_PURGE_INTERVAL_MINUTES: Joi.number().integer().min(0).max(10_080),
  GOV_DEPLOYMENT: bool.default(false),
  FX_RATES_FILE: Joi.string().trim().min(1),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  // Below 10 s the warning (at half) would not leave time to answer it; above 12 h the absolute session cap wins.
  SESSION_IDLE_TIMEOUT_SECONDS: Joi.number().integer().min(10).max(43_200).default(600),
  LEAVE_PAGE_WARNING: bool.default(true),
  MYINFO_BASE_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  MYINFO_CLIENT_ID: Joi.string().trim().min(1),
  MYINFO_CLIENT_SECRET: Joi.string().min(1),
  MYINFO_PRIVATE_KEY_FILE: Joi.string().trim().min(1),
  MYINFO_CERT_FILE: Joi.string().trim().min(1),
  MYINFO_ESVC_ID: Joi.string().trim().min(1),
  // Generous: a page makes a dozen calls, and the test suites make hundreds a minute from 127.0.0.1.
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: Joi.number().integer().min(1).max(10_000_000).default(600),
  RATE_LIMIT_SIGNED_IN_PER_MINUTE: Joi.number().integer().min(1).max(10_000_000).default(1200),
  // The public housing calculation works out a whole plan per call: a tighter budget of its own (docs/decisions.md
  // "Public housing calculation"), on top of the limits above.
  RATE_LIMIT_HOUSING_CALCULATE_PER_MINUTE: Joi.number().integer().min(1).max(10_000_000).default(30),
  // The public retirement calculation projects a whole working life several times per call (docs/decisions.md
  // "Retirement projection"): a budget of its own too.
  RATE_LIMIT_RETIREMENT_CALCULATE_PER_MINUTE: Joi.number().integer().min(1).max(10_000_000).default(30),
  RATE_LIMIT_SEARCH_PER_MINUTE: Joi.number().integer().min(1).max(10_000_000).default(60),
  RATE_LIMIT_EXPORT_PER_MINUTE: Joi.number().integer().min(1).max(10_000_000).default(10),
  RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: Joi.number().integer().min(1).max(10_000_000).default(10),
  SENTRY_DSN: Joi.string().uri({ scheme: ['https', 'http'] }),
  SENTRY_ENVIRONMENT: Joi.string().trim().min(1).max(64),
  // Time limits (docs/operations.md "Time limits"): never off (PostgreSQL's 0), at most ten minutes.
  DB_STATEMENT_TIMEOUT_MS: millis.default(10_000),
  DB_LOCK_TIMEOUT_MS: millis.default(5_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: millis.default(15_000),
  REQUEST_DEADLINE_MS: millis.default(20_000),
  IMPORT_REQUEST_DEADLINE_MS: millis.default(60_000),
  RESIDENT_WRITE_QUEUE_MAX: Joi.number().integer().min(0).max(1_000).default(8),
  // Room after it for the cut, the pool and the embedded PostgreSQL inside the usual 10 s before a SIGKILL.
  SHUTDOWN_GRACE_MS: Joi.number().integer().min(0).max(120_000).default(8_000),
}).unknown(true);

export interface GeneratedSecrets {
  sessionSecrets: string[];
  nricHashSecret: string;
}

/**
 * Validates the environment and builds the config. In production every secret and the Singpass settings are
 * required; elsewhere they default to generated development values (`devSecrets`) and the local mockpass.
 * @throws ConfigError listing every problem at once, so an operator fixes them in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv, version: string, devSecrets?: () => GeneratedSecrets): AppConfig {
  const { value: v, error } = envSchema.validate(env, { abortEarly: false, convert: true });
  const problems = error ? error.details.map((d) => d.message.replace(/"/g, '')) : [];
  const environment = v.NODE_ENV as Environment;
  const production = environment === 'production';

  if (env.MYINFO_BASE_URL) {
    for (const name of ['MYINFO_CLIENT_ID', 'MYINFO_CLIENT_SECRET', 'MYINFO_PRIVATE_KEY_FILE', 'MYINFO_CERT_FILE', 'MYINFO_ESVC_ID']) {
      if (!env[name]) problems.push(`${name} is required with MYINFO_BASE_URL`);
    }
  }
  if (production) {
    for (const name of ['SESSION_SECRETS', 'NRIC_HASH_SECRET', 'PUBLIC_URL', 'SINGPASS_ISSUER', 'SINGPASS_CLIENT_ID', 'SINGPASS_SIGNING_KEY', 'SINGPASS_ENCRYPTION_KEY', 'SMTP_URL', 'EMAIL_FROM']) {
      if (!env[name]) problems.push(`${name} is required when NODE_ENV=production`);
    }
  }
  const sessionSecrets: string[] = typeof v.SESSION_SECRETS === 'string' ? v.SESSION_SECRETS.split(',').map((s: string) => s.trim()).filter(Boolean) : [];
  if (sessionSecrets.some((s) => s.length < 32)) problems.push('SESSION_SECRETS: each secret must be at least 32 characters');
  if (problems.length > 0) throw new ConfigError(problems);

  const port = v.PORT as number;
  const publicUrl = String(v.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const generated = !production && (sessionSecrets.length === 0 || !v.NRIC_HASH_SECRET) ? devSecrets?.() : undefined;
  const dataDir = path.resolve(String(v.DATA_DIR));
  const issuerUrl = (v.SINGPASS_ISSUER as string | undefined)?.replace(/\/+$/, '') ?? null;

  return {
    environment,
    port,
    host: v.HOST,
    publicUrl,
    allowedOrigins: String(v.ALLOWED_ORIGINS).split(',').map((s: string) => s.trim()).filter(Boolean),
    databaseUrl: v.DATABASE_URL ?? null,
    dataDir,
    sessionSecrets: sessionSecrets.length > 0 ? sessionSecrets : (generated?.sessionSecrets ?? []),
    nricHashSecret: v.NRIC_HASH_SECRET ?? generated?.nricHashSecret ?? '',
    singpass: {
      mode: v.SINGPASS_MODE ?? (production ? 'fapi' : 'legacy'),
      issuerUrl,
      clientId: v.SINGPASS_CLIENT_ID ?? 'mymoneyplan-local',
      redirectUri: `${publicUrl}/sp-callback`,
      signingKeyJwk: v.SINGPASS_SIGNING_KEY ?? null,
      encryptionKeyJwk: v.SINGPASS_ENCRYPTION_KEY ?? null,
      keysFile: path.join(dataDir, 'keys', 'singpass-rp.json'),
      allowInsecureHttp: !production && (issuerUrl === null || /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(issuerUrl)),
      showLoginPage: v.SINGPASS_SHOW_LOGIN_PAGE,
    },
    productName: v.PRODUCT_NAME,
    accountDeletionGraceDays: v.ACCOUNT_DELETION_GRACE_DAYS,
    // Tests run the purge themselves (the scheduler would race them); every other environment purges hourly.
    accountPurgeIntervalMinutes: v.ACCOUNT_PURGE_INTERVAL_MINUTES ?? (environment === 'test' ? 0 : 60),
    smtpUrl: v.SMTP_URL ?? null,
    emailFrom: v.EMAIL_FROM ?? 'MyMoneyPlan <no-reply@localhost>',
    govDeployment: v.GOV_DEPLOYMENT,
    fxRatesFile: v.FX_RATES_FILE ? path.resolve(String(v.FX_RATES_FILE)) : null,
    sessionIdleTimeoutMs: (v.SESSION_IDLE_TIMEOUT_SECONDS as number) * 1000,
    leavePageWarning: v.LEAVE_PAGE_WARNING,
    myinfo: {
      baseUrl: (v.MYINFO_BASE_URL as string | undefined)?.replace(/\/+$/, '') ?? null,
      clientId: v.MYINFO_CLIENT_ID ?? 'mymoneyplan-local',
      clientSecret: v.MYINFO_CLIENT_SECRET ?? null,
      privateKeyFile: v.MYINFO_PRIVATE_KEY_FILE ? path.resolve(String(v.MYINFO_PRIVATE_KEY_FILE)) : null,
      certFile: v.MYINFO_CERT_FILE ? path.resolve(String(v.MYINFO_CERT_FILE)) : null,
      esvcId: v.MYINFO_ESVC_ID ?? 'MYMONEYPLAN',
      redirectUri: `${publicUrl}/my-info-data-callback`,
    },
    rateLimits: {
      anonymousPerMinute: v.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
      signedInPerMinute: v.RATE_LIMIT_SIGNED_IN_PER_MINUTE,
      housingCalculatePerMinute: v.RATE_LIMIT_HOUSING_CALCULATE_PER_MINUTE,
      retirementCalculatePerMinute: v.RATE_LIMIT_RETIREMENT_CALCULATE_PER_MINUTE,
      searchPerMinute: v.RATE_LIMIT_SEARCH_PER_MINUTE,
      exportPerMinute: v.RATE_LIMIT_EXPORT_PER_MINUTE,
    },
    timeLimits: {
      statementMs: v.DB_STATEMENT_TIMEOUT_MS,
      lockMs: v.DB_LOCK_TIMEOUT_MS,
      idleInTransactionMs: v.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      requestDeadlineMs: v.REQUEST_DEADLINE_MS,
      importDeadlineMs: v.IMPORT_REQUEST_DEADLINE_MS,
      residentWriteQueueMax: v.RESIDENT_WRITE_QUEUE_MAX,
      shutdownGraceMs: v.SHUTDOWN_GRACE_MS,
    },
    logLevel: v.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    version,
    externalLinks: {
      contactUs: v.CONTACT_US_URL ?? defaultExternalLinks(publicUrl).contactUs,
      feedback: v.FEEDBACK_URL ?? defaultExternalLinks(publicUrl).feedback,
      reportVulnerability: v.REPORT_VULNERABILITY_URL ?? defaultExternalLinks(publicUrl).reportVulnerability,
    },
    errorReporting: {
      dsn: v.SENTRY_DSN ?? null,
      environment: v.SENTRY_ENVIRONMENT ?? environment,
      clientErrorsPerMinute: v.RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE,
    },
  };
}
