/**
 * What other contexts may use of the identity context (the `contexts-meet-through-public-api` rule): the session
 * guard that protects their routes. Importing the guard's types also brings `ctx.state.currentUser` (the signed-in
 * resident) into their handlers' types.
 */
import { IDENTITY } from './identity.tokens.js';

/** Resolve this token for `guard(options)`, the middleware in front of every signed-in route. */
export const SessionGuard = IDENTITY.SessionGuard;
export type { GuardOptions } from './adapters/http/session-guard.js';
