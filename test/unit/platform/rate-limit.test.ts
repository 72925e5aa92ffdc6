import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.js';
import { clientAddressKey, rateLimit, routeRateLimit, TooManyRequests } from '../../../src/platform/http/middleware/rate-limit.js';
import type { AppContext } from '../../../src/platform/http/http-types.js';

const devSecrets = () => ({ sessionSecrets: ['generated-session-secret-0123456789abcdef'], nricHashSecret: 'generated-nric-secret-0123456789abcdef01' });

function fakeContext(ip: string, userId?: string): AppContext & { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  return { ip, session: userId ? { userId } : {}, headers, set: (name: string, value: string) => (headers[name] = value) } as unknown as AppContext & { headers: Record<string, string> };
}

describe('rate limits', () => {
  describe('configuration', () => {
    it('defaults to 600 anonymous calls per address and 1200 per signed-in resident a minute', () => {
      expect(loadConfig({}, '1', devSecrets).rateLimits).to.deep.equal({ anonymousPerMinute: 600, signedInPerMinute: 1200, housingCalculatePerMinute: 30, retirementCalculatePerMinute: 30, searchPerMinute: 60, exportPerMinute: 10 });
    });

    it('reads RATE_LIMIT_ANONYMOUS_PER_MINUTE and RATE_LIMIT_SIGNED_IN_PER_MINUTE, at least 1 each', () => {
      const config = loadConfig({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '30', RATE_LIMIT_SIGNED_IN_PER_MINUTE: '90' }, '1', devSecrets);
      expect(config.rateLimits).to.deep.equal({ anonymousPerMinute: 30, signedInPerMinute: 90, housingCalculatePerMinute: 30, retirementCalculatePerMinute: 30, searchPerMinute: 60, exportPerMinute: 10 });
      expect(() => loadConfig({ RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0' }, '1', devSecrets)).to.throw(ConfigError, 'RATE_LIMIT_ANONYMOUS_PER_MINUTE must be greater than or equal to 1');
    });

    it('reads RATE_LIMIT_HOUSING_CALCULATE_PER_MINUTE (default 30), at least 1', () => {
      expect(loadConfig({ RATE_LIMIT_HOUSING_CALCULATE_PER_MINUTE: '5' }, '1', devSecrets).rateLimits.housingCalculatePerMinute).to.equal(5);
      expect(() => loadConfig({ RATE_LIMIT_HOUSING_CALCULATE_PER_MINUTE: '0' }, '1', devSecrets)).to.throw(ConfigError, 'RATE_LIMIT_HOUSING_CALCULATE_PER_MINUTE must be greater than or equal to 1');
    });

    it('reads RATE_LIMIT_RETIREMENT_CALCULATE_PER_MINUTE (default 30), at least 1', () => {
      expect(loadConfig({ RATE_LIMIT_RETIREMENT_CALCULATE_PER_MINUTE: '7' }, '1', devSecrets).rateLimits.retirementCalculatePerMinute).to.equal(7);
      expect(() => loadConfig({ RATE_LIMIT_RETIREMENT_CALCULATE_PER_MINUTE: '0' }, '1', devSecrets)).to.throw(ConfigError, 'RATE_LIMIT_RETIREMENT_CALCULATE_PER_MINUTE must be greater than or equal to 1');
    });

    it('reads RATE_LIMIT_EXPORT_PER_MINUTE (default 10), at least 1', () => {
      expect(loadConfig({ RATE_LIMIT_EXPORT_PER_MINUTE: '2' }, '1', devSecrets).rateLimits.exportPerMinute).to.equal(2);
      expect(() => loadConfig({ RATE_LIMIT_EXPORT_PER_MINUTE: '0' }, '1', devSecrets)).to.throw(ConfigError, 'RATE_LIMIT_EXPORT_PER_MINUTE must be greater than or equal to 1');
    });
    it('reads RATE_LIMIT_SEARCH_PER_MINUTE (default 60), at least 1', () => {
      expect(loadConfig({ RATE_LIMIT_SEARCH_PER_MINUTE: '7' }, '1', devSecrets).rateLimits.searchPerMinute).to.equal(7);
      expect(() => loadConfig({ RATE_LIMIT_SEARCH_PER_MINUTE: '0' }, '1', devSecrets)).to.throw(ConfigError, 'RATE_LIMIT_SEARCH_PER_MINUTE must be greater than or equal to 1');
    });
  });

  describe('clientAddressKey', () => {
    it('keeps IPv4 as it is, also written as IPv4-mapped IPv6', () => {
      expect(clientAddressKey('203.0.113.9')).to.equal('203.0.113.9');
      expect(clientAddressKey('::ffff:203.0.113.9')).to.equal('203.0.113.9');
    });

    it('counts an IPv6 client by its /64, however the address is written', () => {
      const key = '2001:db8:aa:1::/64';
      expect(clientAddressKey('2001:db8:aa:1::1')).to.equal(key);
      expect(clientAddressKey('2001:0db8:00aa:0001:ffff:1:2:3')).to.equal(key);
      expect(clientAddressKey('2001:db8:aa:1:1::9%eth0')).to.equal(key);
      expect(clientAddressKey('2001:db8::7')).to.equal('2001:db8:0:0::/64');
      expect(clientAddressKey('::1')).to.equal('0:0:0:0::/64');
    });
  });

  describe('the middleware', () => {
    it('refuses the call past the limit with TooManyRequests and Retry-After in whole seconds', async () => {
      const limit = rateLimit({ anonymousPerMinute: 2, signedInPerMinute: 5 });
      let reached = 0;
      const next = async () => {
        reached++;
      };
      await limit(fakeContext('198.51.100.1'), next);
      await limit(fakeContext('198.51.100.1'), next);
      const ctx = fakeContext('198.51.100.1');
      const err = await Promise.resolve(limit(ctx, next)).catch((e: unknown) => e);
      expect(err).to.be.instanceOf(TooManyRequests);
      expect(err).to.include({ code: 'REQUEST.TOO_MANY', kind: 'rate-limited' });
      expect(Number(ctx.headers['Retry-After'])).to.be.within(1, 60);
      expect(reached).to.equal(2);
    });

    it('counts a signed-in resident by resident, not by address', async () => {
      const limit = rateLimit({ anonymousPerMinute: 1, signedInPerMinute: 3 });
      const next = async () => undefined;
      await limit(fakeContext('198.51.100.2'), next);
      for (const userId of ['a', 'a', 'a', 'b']) await limit(fakeContext('198.51.100.2', userId), next);
      const err = await Promise.resolve(limit(fakeContext('198.51.100.3', 'a'), next)).catch((e: unknown) => e);
      expect(err).to.be.instanceOf(TooManyRequests);
    });

    it("a route's own limit counts by resident or address apart from the global one and refuses with Retry-After", async () => {
      const limit = routeRateLimit('test-route', 2);
      const next = async () => undefined;
      await limit(fakeContext('198.51.100.4'), next);
      await limit(fakeContext('198.51.100.4'), next);
      const ctx = fakeContext('198.51.100.4');
      const err = await Promise.resolve(limit(ctx, next)).catch((e: unknown) => e);
      expect(err).to.be.instanceOf(TooManyRequests);
      expect(Number(ctx.headers['Retry-After'])).to.be.within(1, 60);
      // Another address, and a resident signed in from the refused address, still have their own budgets.
      await limit(fakeContext('198.51.100.5'), next);
      await limit(fakeContext('198.51.100.4', 'c'), next);
      await limit(fakeContext('198.51.100.4', 'c'), next);
      expect(await Promise.resolve(limit(fakeContext('198.51.100.6', 'c'), next)).catch((e: unknown) => e)).to.be.instanceOf(TooManyRequests);
    });
  });
});
