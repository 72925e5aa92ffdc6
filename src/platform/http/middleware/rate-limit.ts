import { isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../../shared-kernel/errors.js';
import type { RateLimits } from '../../config/config.js';
import type { AppMiddleware } from '../http-types.js';

export class TooManyRequests extends DomainError {
  constructor() {
    super('REQUEST.TOO_MANY', 'You are sending requests too quickly. Please wait a moment and try again.', 'rate-limited');
  }
}

/**
 * API calls per minute, counted in this process's memory (docs/decisions.md "Rate limits per process"): per
 * signed-in resident when the session names one, else per client address. Past the limit: 429 in the error
 * contract with `Retry-After`. Runs after the session is loaded, so it knows who is signed in.
 */
export function rateLimit(limits: Pick<RateLimits, 'anonymousPerMinute' | 'signedInPerMinute'>): AppMiddleware {
  const anonymous = new RateLimiterMemory({ keyPrefix: 'address', points: limits.anonymousPerMinute, duration: 60 });
  const signedIn = new RateLimiterMemory({ keyPrefix: 'resident', points: limits.signedInPerMinute, duration: 60 });
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    const [limiter, key] = typeof userId === 'string' ? [signedIn, userId] : [anonymous, clientAddressKey(ctx.ip)];
    await consumeOrRefuse(ctx, limiter, key);
    await next();
  };
}

/**
 * A route's own budget on top of {@link rateLimit}, for a public call that costs more than most (the housing
 * calculation): `perMinute` calls per signed-in resident, else per client address, counted under `name`.
 * Past it: the same 429 with `Retry-After`.
 */
export function routeRateLimit(name: string, perMinute: number): AppMiddleware {
  const limiter = new RateLimiterMemory({ keyPrefix: `route:${name}`, points: perMinute, duration: 60 });
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    await consumeOrRefuse(ctx, limiter, typeof userId === 'string' ? `resident:${userId}` : `address:${clientAddressKey(ctx.ip)}`);
    await next();
  };
}

async function consumeOrRefuse(ctx: Parameters<AppMiddleware>[0], limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
    throw new TooManyRequests();
  }
}

/**
 * The key of a client address: IPv4 as is (also when written as IPv4-mapped IPv6), IPv6 by its /64, which one
 * subscriber usually holds whole: counting single IPv6 addresses would let a client rotate past any limit.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const front = groups(head);
  const back = groups(tail);
  const full = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${full.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}
