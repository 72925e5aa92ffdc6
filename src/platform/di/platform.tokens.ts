import type { ServiceIdentifier } from 'inversify';
import type { Sequelize } from 'sequelize';
import type { Clock } from '../../shared-kernel/clock.js';
import type { AppConfig } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import type { ApiRoutes, RootRoutes, SessionStore } from '../http/http-types.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

/** Services every context may depend on. Each context binds its routes to ApiRoutes/RootRoutes (multi-bindings). */
export const PLATFORM = {
  Config: token<AppConfig>('platform.Config'),
  Logger: token<Logger>('platform.Logger'),
  Sequelize: token<Sequelize>('platform.Sequelize'),
  Clock: token<Clock>('platform.Clock'),
  /** Bound by the identity context (sessions belong to signed-in residents); used by the HTTP platform. */
  SessionStore: token<SessionStore>('platform.SessionStore'),
  ApiRoutes: token<ApiRoutes>('platform.ApiRoutes'),
  RootRoutes: token<RootRoutes>('platform.RootRoutes'),
} as const;
