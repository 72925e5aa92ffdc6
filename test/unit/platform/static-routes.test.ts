import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect } from 'chai';
import Koa from 'koa';
import { Router } from '@koa/router';
import type { AppState } from '../../../src/platform/http/http-types.js';
import { withStaticRoutes } from '../../../src/platform/http/static-routes.js';

/**
 * The router with its answers for parameterless paths worked out once (docs/decisions.md "Middleware cost") must
 * answer every request exactly as @koa/router alone does.
 */
describe('Routes without parameters, matched once at start-up', () => {
  const servers: Server[] = [];
  let fast: string;
  let plain: string;
  let matchCalls = 0;
  const seen: string[] = [];

  function routes(): Router<AppState> {
    const router = new Router<AppState>({ prefix: '/api/v1', sensitive: true });
    const report = (label: string) => (ctx: Koa.Context) => {
      const c = ctx as Koa.Context & { _matchedRoute?: string; params?: Record<string, string>; matched?: unknown[]; routerPath?: string };
      ctx.body = { label, route: c._matchedRoute, routerPath: c.routerPath, params: c.params, matched: c.matched?.length };
    };
    router.get('/health', report('health'));
    // Registered first, so the router gives GET /goals/summary to it: the table must not take that path for GET.
    router.get('/goals/:id', report('goal by id'));
    router.get('/goals/summary', report('summary'));
    router.post('/goals/summary', report('summary posted'));
    router.get(
      '/profile',
      async (_ctx, next) => {
        seen.push('guard');
        await next();
      },
      report('profile'),
    );
    router.delete('/profile', report('profile deleted'));
    return router;
  }

  async function serve(withTable: boolean): Promise<string> {
    const router = routes();
    const app = new Koa<AppState>();
    app.use(withTable ? withStaticRoutes(router) : (router.routes() as unknown as Koa.Middleware<AppState>));
    app.use(router.allowedMethods());
    if (withTable) {
      const match = router.match.bind(router);
      router.match = (path, method) => {
        matchCalls += 1;
        return match(path, method);
      };
    }
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  before(async () => {
    fast = await serve(true);
    plain = await serve(false);
  });
  after(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

  const call = async (base: string, method: string, path: string) => {
    const res = await fetch(base + path, { method });
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('json');
    return { status: res.status, allow: res.headers.get('allow'), body: json && text ? (JSON.parse(text) as Record<string, unknown>) : text };
  };

  const REQUESTS: Array<[string, string]> = [
    ['GET', '/api/v1/health'],
    ['HEAD', '/api/v1/health'],
    ['GET', '/api/v1/health/'],
    ['GET', '/api/v1/HEALTH'],
    ['GET', '/api/v1/goals/summary'],
    ['POST', '/api/v1/goals/summary'],
    ['GET', '/api/v1/goals/42'],
    ['GET', '/api/v1/profile'],
    ['DELETE', '/api/v1/profile'],
    ['PUT', '/api/v1/profile'],
    ['GET', '/api/v1/nothing'],
  ];

  it('answers every request exactly as the router alone does', async () => {
    for (const [method, path] of REQUESTS) {
      expect(await call(fast, method, path), `${method} ${path}`).to.deep.equal(await call(plain, method, path));
    }
  });

  it('answers a parameterless route without asking the router to match, with the context it would set', async () => {
    matchCalls = 0;
    seen.length = 0;
    expect((await call(fast, 'GET', '/api/v1/health')).body).to.deep.equal({ label: 'health', route: '/api/v1/health', routerPath: '/api/v1/health', params: {}, matched: 1 });
    expect((await call(fast, 'GET', '/api/v1/profile')).body).to.include({ label: 'profile', route: '/api/v1/profile' });
    expect((await call(fast, 'POST', '/api/v1/goals/summary')).body).to.include({ label: 'summary posted', matched: 3 });
    expect(matchCalls).to.equal(0);
    expect(seen, 'the route\'s own middleware ran').to.deep.equal(['guard']);
  });

  it('leaves to the router a path an earlier route with parameters takes for that method, and other spellings', async () => {
    matchCalls = 0;
    expect((await call(fast, 'GET', '/api/v1/goals/summary')).body).to.deep.include({ label: 'goal by id', params: { id: 'summary' } });
    expect((await call(fast, 'GET', '/api/v1/health/')).body).to.include({ label: 'health' });
    expect(matchCalls).to.equal(2);
  });

  it('keeps the 405 with Allow for a known path and another method', async () => {
    const res = await call(fast, 'PUT', '/api/v1/profile');
    expect(res.status).to.equal(405);
    expect(res.allow?.split(', ').sort()).to.deep.equal(['DELETE', 'GET', 'HEAD']);
  });
});
