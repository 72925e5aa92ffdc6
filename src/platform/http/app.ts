import Koa from 'koa';
import compose from 'koa-compose';
import { Router } from '@koa/router';
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import type { ApiRoutes, AppContext, AppMiddleware, AppState, RootRoutes, SessionStore } from './http-types.js';
import { edge } from './middleware/edge.js';
import { compression } from './middleware/compression.js';
import { jsonBody } from './middleware/json-body.js';
import { csrfOrigin } from './middleware/csrf-origin.js';
import { rateLimit } from './middleware/rate-limit.js';
import { requestDeadline } from './middleware/request-deadline.js';
import { residentWriteGate } from './middleware/resident-write-gate.js';
import { InFlightRequests } from './in-flight-requests.js';
import { sessionCookieName, sessionMiddleware } from './session/session-middleware.js';
import { staticSpa } from './static-spa.js';
import type { PageResident } from './page-documents.js';
import { withStaticRoutes } from './static-routes.js';
import { platformRoutes } from './platform.routes.js';
import { clientErrorRoutes } from './client-errors.routes.js';
import { NO_ERROR_REPORTER, type ErrorReporter } from '../observability/error-reporter.js';
import { isApiPath } from './api-path.js';

export interface HttpAppDeps {
  config: AppConfig;
  logger: Logger;
  sequelize: Sequelize;
  sessionStore: SessionStore;
  apiRoutes: ApiRoutes[];
  rootRoutes: RootRoutes[];
  webRoot: string;
  /** The API requests running now, for the shutdown (bootstrap.ts); a new set when not given. */
  inFlight?: InFlightRequests;
  /** The error-reporting service (SENTRY_DSN); none when not given. */
  errorReporter?: ErrorReporter;
  /**
   * Whether a page's private frame may go to the session's resident (identity's page-resident.ts), called with the
   * session loaded; without it every private page gets the shell.
   */
  pageResident?: (ctx: AppContext, address: string) => Promise<PageResident | null>;
}

/** Origins whose state-changing calls we accept: our public URL (and its loopback twin outside production). */
export function allowedOrigins(config: AppConfig): string[] {
  const origins = [config.publicUrl, ...config.allowedOrigins];
  if (config.environment !== 'production') {
    const url = new URL(config.publicUrl);
    for (const host of ['localhost', '127.0.0.1']) origins.push(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

/** The page-resident reader run inside the session middleware, so it reads `ctx.session` as the API's guard does. */
function withLoadedSession(session: AppMiddleware, read: HttpAppDeps['pageResident']): HttpAppDeps['pageResident'] {
  if (!read) return undefined;
  return async (ctx, address) => {
    let resident: PageResident | null = null;
    await session(ctx, async () => {
      resident = await read(ctx, address);
    });
    return resident;
  };
}

function onlyForApi(middleware: AppMiddleware): AppMiddleware {
  return (ctx, next) => (isApiPath(ctx.path) ? middleware(ctx, next) : next());
}

/** Probes must answer from the process alone: no session lookup, so /health stays up while PostgreSQL is down. */
const SESSIONLESS_PATHS = ['/api/v1/health', '/api/v1/ready'];
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The Koa application: platform middleware in a fixed order, then every context's routes under /api/v1, then the
 * built web app. Knows nothing about any context beyond the routes it is handed.
 */
export function createHttpApp(deps: HttpAppDeps): Koa<AppState> {
  const { config, logger } = deps;
  const https = config.publicUrl.startsWith('https://');
  const app = new Koa<AppState>({ proxy: config.environment === 'production', keys: deps.config.sessionSecrets });

  // Errors after the response has started (a browser closing a streamed file early) reach Koa, not our error
  // contract: log them as one JSON line, and a client that simply went away not at all.
  app.silent = true;
  app.on('error', (err: { code?: string }, ctx?: { state?: AppState }) => {
    if (err?.code === 'ERR_STREAM_PREMATURE_CLOSE' || err?.code === 'ECONNRESET' || err?.code === 'EPIPE') return;
    logger.error({ err, requestId: ctx?.state?.requestId }, 'response failed after it started');
  });
  const reporter = deps.errorReporter ?? NO_ERROR_REPORTER;
  app.use(edge({ logger, https, quietRequests: config.environment === 'development', reporter, errorReportingDsn: config.errorReporting.dsn }));
  app.use(compression());

  // The API's own gatekeepers, composed once. Reads (GET/HEAD/OPTIONS) carry no body and cannot change state, so
  // they skip body parsing and the CSRF check and pay only for the session.
  // The rate limit runs once the session is loaded (a signed-in resident is counted as such); probes skip both.
  // Then the call's deadline, and for a resident's write their turn (docs/operations.md "Time limits"): after the
  // session, so the gate knows the resident and the session's own statements are never refused; before the route.
  const session = sessionMiddleware(app as unknown as Koa, deps.sessionStore, { production: config.environment === 'production', https });
  const limit = rateLimit(config.rateLimits);
  const limits = config.timeLimits;
  const deadline = requestDeadline({ ms: limits.requestDeadlineMs, byCall: { 'POST /api/v1/import': limits.importDeadlineMs }, inFlight: deps.inFlight ?? new InFlightRequests() });
  const writeTurn = residentWriteGate(limits.residentWriteQueueMax);
  const readOn: AppMiddleware = (ctx, next) => limit(ctx, () => deadline(ctx, next));
  const writeOn: AppMiddleware = (ctx, next) => limit(ctx, () => deadline(ctx, () => writeTurn(ctx, next)));
  const withSession = (then: AppMiddleware): AppMiddleware => (ctx, next) => (SESSIONLESS_PATHS.includes(ctx.path) ? deadline(ctx, next) : session(ctx, () => then(ctx, next)));
  const readGate = withSession(readOn);
  const writeGate = compose<AppContext>([...jsonBody(), csrfOrigin(allowedOrigins(config)), withSession(writeOn)] as AppMiddleware[]) as unknown as AppMiddleware;
  const apiGate: AppMiddleware = (ctx, next) => (READ_METHODS.has(ctx.method) ? readGate(ctx, next) : writeGate(ctx, next));
  app.use(onlyForApi(apiGate as unknown as AppMiddleware));

  // Case-sensitive routers: a route answers only the spelling isApiPath and the gatekeepers above have seen.
  const api = new Router<AppState>({ prefix: '/api/v1', sensitive: true });
  platformRoutes({ sequelize: deps.sequelize }).mount(api);
  clientErrorRoutes({ logger, reporter, perMinute: config.errorReporting.clientErrorsPerMinute }).mount(api);
  for (const routes of deps.apiRoutes) routes.mount(api);
  // Pages and files never match an /api/v1 route: they skip the API router's matching (docs/decisions.md "Middleware cost").
  app.use(onlyForApi(withStaticRoutes(api)));
  // Not thrown: the router then sets `Allow` on its 405, which the edge keeps while writing the error contract.
  app.use(api.allowedMethods());

  const root = new Router<AppState>({ sensitive: true });
  root.get('/meta.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache, no-store');
    ctx.body = { version: config.version };
  });
  for (const routes of deps.rootRoutes) routes.mount(root);
  app.use(root.routes());

  app.use(
    staticSpa(deps.webRoot, {
      productName: config.productName,
      govDeployment: config.govDeployment,
      environment: config.environment,
      version: config.version,
      idleTimeoutMs: config.sessionIdleTimeoutMs,
      leavePageWarning: config.leavePageWarning,
      externalLinks: config.externalLinks,
      errorReportingDsn: config.errorReporting.dsn,
    }, { sessionCookieName: sessionCookieName(config.environment === 'production', https), residentOnPage: withLoadedSession(session, deps.pageResident) }),
  );
  return app;
}
