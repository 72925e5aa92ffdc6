import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Container } from 'inversify';
import type { Sequelize } from 'sequelize';
import { systemClock, type Clock } from '../shared-kernel/clock.js';
import type { AppConfig } from './config/config.js';
import { createLogger, type Logger } from './logging/logger.js';
import { startLocalDatabase } from './db/local-database.js';
import type { RestartPolicy } from './db/restart-policy.js';
import { checkpointAfterDeletion } from './db/wal-checkpoint.js';
import { closeSequelize, createSequelize } from './db/sequelize.js';
import { createMigrator } from './db/migrator.js';
import { enforceRequestDeadlines } from './db/deadline-guard.js';
import { createHttpApp } from './http/app.js';
import { createErrorReporter } from './observability/error-reporter.js';
import { InFlightRequests } from './http/in-flight-requests.js';
import { closeServer } from './http/server-shutdown.js';
import { PLATFORM } from './di/platform.tokens.js';
import { MOCKPASS_MYINFO_CLIENT_SECRET, mockpassMyinfoKeys, startMockpass } from './dev-services/mockpass.js';
import { targetsModule } from '../targets/targets.module.js';
import { dataImportModule } from '../data-import/data-import.module.js';
import { myinfoProviderFor } from '../data-import/adapters/myinfo/myinfo-provider-factory.js';
import { identityModule } from '../identity/identity.module.js';
import { contentModule } from '../content/content.module.js';
import { CONTENT } from '../content/content.tokens.js';
import { quizModule } from '../quiz/quiz.module.js';
import { housingModule } from '../housing/housing.module.js';
import { cashflowWealthModule } from '../cashflow-wealth/cashflow-wealth.module.js';
import { RelyingPartyKeys } from '../identity/adapters/singpass/relying-party-keys.js';
import { startAccountPurgeSchedule } from '../identity/adapters/scheduling/account-purge-schedule.js';
import { IDENTITY } from '../identity/identity.tokens.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EMBEDDED_DATABASE = 'mymoneyplan';
/** After the HTTP server is closed (its requests answered or cut), how long the pool may take to get its connections back. */
const POOL_CLOSE_MS = 1_000;

export interface StartOptions {
  clock?: Clock;
  logger?: Logger;
  /** Test seam: shorter idle limit (see identity module); otherwise SESSION_IDLE_TIMEOUT_SECONDS. */
  idleTimeoutMs?: number;
  webRoot?: string;
  /** Skip running migrations (tests clone an already-migrated template). */
  skipMigrations?: boolean;
  /**
   * Test seam: the Myinfo base of a mockpass the caller started (tests share one mockpass and configure Singpass
   * to it, so the server starts none of its own).
   */
  myinfoSandboxUrl?: string;
  /**
   * The embedded PostgreSQL died and could not be restarted: the process should stop through `stop()` and exit
   * non-zero (src/main.ts does). Without it, the failure is only logged.
   */
  onFatal?: (error: Error) => void;
  /** Test seam: shorter back-off for the embedded PostgreSQL's restarts; otherwise EMBEDDED_RESTART_POLICY. */
  databaseRestartPolicy?: RestartPolicy;
}

export interface RunningApplication {
  url: string;
  port: number;
  config: AppConfig;
  sequelize: Sequelize;
  container: Container;
  /**
   * Graceful with a deadline: stop accepting, give in-flight requests SHUTDOWN_GRACE_MS, then cancel what still runs
   * (503), close the pool, stop embedded services (docs/operations.md "Shutdown"). Idempotent.
   */
  stop(): Promise<void>;
}

/** The composition root: config -> infrastructure -> container -> Koa -> listening server. */
export async function startApplication(config: AppConfig, options: StartOptions = {}): Promise<RunningApplication> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((err) => logger.warn({ err: String(err) }, 'shutdown step failed'));
    stops.length = 0;
  };

  try {
    // 0. Errors reach the error-reporting service from the first request on (none without SENTRY_DSN); what it
    // holds is sent before the process goes (the last step of the shutdown, so the shutdown's own errors go too).
    const errorReporter = await createErrorReporter(config.errorReporting, config.version, logger);
    stops.push(() => errorReporter.close(2_000));

    // 1. Database: an external PostgreSQL when configured, else an embedded one whose data lives under .data/.
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const onGiveUp = (error: Error) => options.onFatal?.(error);
      const embedded = await startLocalDatabase({ dataDir: path.join(config.dataDir, 'postgres'), database: EMBEDDED_DATABASE, logger, onGiveUp, policy: options.databaseRestartPolicy });
      stops.push(() => embedded.stop());
      databaseUrl = embedded.url;
    }
    // Migrations on a pool of their own without the time limits: rewriting a large table may take longer than any
    // request may (docs/operations.md "Time limits").
    if (!options.skipMigrations) {
      const migrating = createSequelize(databaseUrl, { poolMax: 1 });
      try {
        await createMigrator(migrating, logger).up();
      } finally {
        await migrating.close();
      }
    }
    const sequelize = createSequelize(databaseUrl, { timeLimits: config.timeLimits });
    enforceRequestDeadlines(sequelize);
    stops.push(async () => {
      if (!(await closeSequelize(sequelize, POOL_CLOSE_MS))) logger.warn('database connections still lent out at shutdown were cut');
    });

    // 2. Listen first (with a holding answer) so the port is known before the Singpass sandbox needs our JWKS URL.
    let handler: http.RequestListener = (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ errorMessage: 'Starting up. Please try again in a moment.', code: 'SERVICE.STARTING', requestId: '' }));
    };
    const server = http.createServer((req, res) => handler(req, res));
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const port = (server.address() as { port: number }).port;
    const inFlight = new InFlightRequests();
    stops.push(async () => {
      const stopped = await closeServer(server, inFlight, { graceMs: config.timeLimits.shutdownGraceMs });
      if (stopped !== null) logger.warn({ graceMs: config.timeLimits.shutdownGraceMs, stopped }, 'requests still running after the shutdown grace period were stopped');
    });

    // 3. Singpass: production talks to the configured issuer; development and tests to a local mockpass.
    let issuerUrl: string;
    let myinfoSandbox: Parameters<typeof myinfoProviderFor>[1] = null;
    if (config.singpass.issuerUrl) {
      issuerUrl = config.singpass.issuerUrl;
      if (options.myinfoSandboxUrl) myinfoSandbox = { baseUrl: options.myinfoSandboxUrl, clientSecret: MOCKPASS_MYINFO_CLIENT_SECRET, ...mockpassMyinfoKeys() };
    } else {
      const mockpass = await startMockpass({ rpJwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`, showLoginPage: config.singpass.showLoginPage });
      stops.push(() => mockpass.stop());
      issuerUrl = mockpass.singpassIssuerUrl;
      myinfoSandbox = { baseUrl: mockpass.myinfoBaseUrl, clientSecret: MOCKPASS_MYINFO_CLIENT_SECRET, ...mockpassMyinfoKeys() };
      logger.info({ issuer: issuerUrl }, 'Singpass sandbox (mockpass) started');
    }
    // Myinfo: the configured service, else mockpass's (same process), else none (production without Myinfo).
    const myinfo = myinfoProviderFor(config.myinfo, config.environment === 'production' && !config.myinfo.baseUrl ? null : myinfoSandbox);
    const singpass = { ...config.singpass, issuerUrl };
    const keys = await RelyingPartyKeys.load(singpass);

    // 4. The container: platform services, then one module per context.
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(PLATFORM.Config).toConstantValue(config);
    container.bind(PLATFORM.Logger).toConstantValue(logger);
    container.bind(PLATFORM.Sequelize).toConstantValue(sequelize);
    container.bind(PLATFORM.Clock).toConstantValue(clock);
    container.load(
      identityModule({ singpass, keys, useSandboxPersonas: config.singpass.issuerUrl === null || config.environment !== 'production', idleTimeoutMs: options.idleTimeoutMs ?? config.sessionIdleTimeoutMs }),
    );
    container.load(quizModule({ contentRoot: path.join(REPO_ROOT, 'content') }), housingModule());
    container.load(contentModule({ searchContentFolder: path.join(REPO_ROOT, 'content', 'search') }), cashflowWealthModule(), targetsModule(), dataImportModule({ myinfo, myinfoRedirectUri: config.myinfo.redirectUri, publicUrl: config.publicUrl, bankSandbox: config.environment !== 'production' }));

    // Site search holds exactly what content/search says, before the first request (docs/decisions.md "Search").
    const indexed = await container.get(CONTENT.IndexSearchDocuments).execute();
    logger.debug(indexed, 'search index up to date');

    const sessionStore = container.get(PLATFORM.SessionStore);
    const app = createHttpApp({
      config,
      logger,
      sequelize,
      sessionStore,
      apiRoutes: container.getAll(PLATFORM.ApiRoutes),
      rootRoutes: container.getAll(PLATFORM.RootRoutes),
      webRoot: options.webRoot ?? path.join(REPO_ROOT, 'dist', 'web'),
      inFlight,
      errorReporter,
      pageResident: container.get(IDENTITY.PageResident),
    });
    handler = app.callback();

    const purge = setInterval(() => void sessionStore.purgeExpired().catch(() => undefined), 10 * 60 * 1000);
    purge.unref();
    stops.push(async () => clearInterval(purge));
    // Deactivated accounts past their grace period: deleted shortly after start, then every interval.
    // With the embedded PostgreSQL (ours, superuser) a checkpoint follows each purge that deleted something.
    const afterPurge = config.databaseUrl ? undefined : () => checkpointAfterDeletion(sequelize);
    const accountPurge = startAccountPurgeSchedule({ purge: container.get(IDENTITY.PurgeDeletedAccounts), logger, intervalMinutes: config.accountPurgeIntervalMinutes, afterPurge });
    stops.push(() => accountPurge.stop());

    const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
    let stopping: Promise<void> | null = null;
    return { url, port, config, sequelize, container, stop: () => (stopping ??= stopAll()) };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
