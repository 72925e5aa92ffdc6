import type { Context, Middleware, ParameterizedContext } from 'koa';
import type { Router } from '@koa/router';
import type { RequestDeadline } from '../db/request-deadline.js';

/** Per-request state every middleware may rely on. Contexts add their own fields through declaration merging. */
export interface AppState {
  requestId: string;
  /** The API call's deadline (middleware/request-deadline.ts); absent outside /api. */
  deadline?: RequestDeadline;
  /** Set by the identity context's session guard on authenticated routes. */
  userId?: string;
  /** Validated query/params, set by the validate() middleware. */
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
}

export type AppContext = ParameterizedContext<AppState> & Context;
export type AppMiddleware = Middleware<AppState>;
export type ApiRouter = Router<AppState>;

/** What a bounded context hands the platform: a function that mounts its routes on the `/api/v1` router. */
export interface ApiRoutes {
  readonly name: string;
  mount(router: ApiRouter): void;
}

/** Routes outside `/api/v1` (e.g. `/.well-known/jwks.json`), mounted at the root. */
export interface RootRoutes {
  readonly name: string;
  mount(router: ApiRouter): void;
}

/**
 * Server-side session storage as koa-session calls it. The identity context provides the implementation (sessions
 * belong to signed-in residents); every method returns a Promise (koa-session validates the store).
 */
export interface SessionStore {
  get(sid: string, maxAge: number | 'session' | undefined, options?: { ctx?: AppContext; rolling?: boolean }): Promise<Record<string, unknown> | undefined>;
  set(sid: string, session: Record<string, unknown>, maxAge: number | 'session' | undefined, options?: { ctx?: AppContext; rolling?: boolean; changed?: boolean }): Promise<void>;
  destroy(sid: string, options?: { ctx?: AppContext }): Promise<void>;
  /** Housekeeping: delete expired sessions. */
  purgeExpired(): Promise<void>;
}
