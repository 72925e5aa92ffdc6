import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { Router } from '@koa/router';
import { appPerSuite } from '../../support/test-app.js';
import { createHttpApp } from '../../../src/platform/http/app.js';
import { PLATFORM } from '../../../src/platform/di/platform.tokens.js';

/**
 * docs/api.md is the reference of every call the server answers (docs/architecture.md, the developers' guide: "Keep
 * docs/ true"). The routes are read from the real application: the running app's container hands its routes to
 * `createHttpApp`, exactly as the composition root does, and every router that app builds is walked (the /api/v1
 * router and the root router with /meta.json and /.well-known/*). A route missing from api.md fails, and so does an
 * api.md entry the server no longer has.
 *
 * How api.md lists a call: the first cell of a table row holds one or more `METHOD /path` spans, or a paragraph
 * opens with one (a call described at length); paths under /api/v1 are written without it (or with it, in the
 * platform table), parameters as `{name}`, queries after `?`. A call named elsewhere in prose is not a listing.
 */
const ROOT = new URL('../../../', import.meta.url).pathname;
const API_PREFIX = '/api/v1';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Route {
  method: string;
  /** full path, parameters as `{name}` */
  path: string;
}
const key = (route: Route): string => `${route.method} ${route.path}`;

/** `:id` (the router's spelling) as `{id}` (api.md's). */
function docPath(routerPath: string): string {
  return routerPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The calls api.md lists: every `METHOD /path` in the first cell of a table row or opening a paragraph, query strings dropped. */
function documentedCalls(markdown: string): Route[] {
  const calls: Route[] = [];
  let previous = '';
  for (const line of markdown.split('\n')) {
    const paragraphStart = previous.trim() === '' && line.startsWith('`');
    previous = line;
    const listing = paragraphStart ? /^`[A-Z]+ \/[^`]*`/.exec(line)?.[0] : /^\|((?:[^|\\]|\\.)*)\|/.exec(line)?.[1];
    if (!listing) continue;
    for (const match of listing.matchAll(/`([A-Z]+) (\/[^`\s]*)`/g)) {
      const [, method, rawPath] = match as unknown as [string, string, string];
      if (!METHODS.includes(method)) continue;
      calls.push({ method, path: rawPath.replace(/\?.*$/, '').replace(/\/+$/, '') || '/' });
    }
  }
  return calls;
}

/** Every method + path of the routers' layers (HEAD, which the router adds beside GET, left out). */
function layerRoutes(router: Router): Route[] {
  return router.stack.flatMap((layer) =>
    typeof layer.path !== 'string' ? [] : layer.methods.filter((m) => METHODS.includes(m)).map((method) => ({ method, path: docPath(layer.path as string) })),
  );
}

/** A documented call matches a route as written, or with /api/v1 in front (api.md writes API paths without it). */
function sameCall(documented: Route, served: Route): boolean {
  return documented.method === served.method && (served.path === documented.path || served.path === API_PREFIX + documented.path);
}

describe('docs/api.md', () => {
  const t = appPerSuite();

  /** The routers the real app builds: Router.prototype.routes is watched while createHttpApp mounts everything. */
  function servedRoutes(): Route[] {
    const container = t.app.container;
    const routers = new Set<Router>();
    const original = Router.prototype.routes;
    Router.prototype.routes = function watched(this: Router, ...args: Parameters<typeof original>) {
      routers.add(this);
      return original.apply(this, args);
    };
    try {
      createHttpApp({
        config: t.config,
        logger: container.get(PLATFORM.Logger),
        sequelize: container.get(PLATFORM.Sequelize),
        sessionStore: container.get(PLATFORM.SessionStore),
        apiRoutes: container.getAll(PLATFORM.ApiRoutes),
        rootRoutes: container.getAll(PLATFORM.RootRoutes),
        webRoot: ROOT,
      });
    } finally {
      Router.prototype.routes = original;
    }
    const unique = new Map<string, Route>();
    for (const router of routers) for (const route of layerRoutes(router)) unique.set(key(route), route);
    return [...unique.values()].sort((a, b) => key(a).localeCompare(key(b)));
  }

  it('reads the calls from the first cell of table rows and the opening of paragraphs only, query strings dropped', () => {
    const markdown = [
      '| call | body |',
      '| `GET /goal` | the list (after a `POST /not-this` in the answer) |',
      '| `PATCH /apim/casa/{id}`, `PATCH /apim/fixed-deposit/{id}` | shares |',
      '| `DELETE /myinfo/person?scope=full\\|all` | none |',
      '',
      'Prose naming `GET /prose-only` is not a listing,',
      '`GET /nor-this` on a paragraph\'s second line.',
      '',
      '`POST /housing-plan/calculate`: a call described at length, then `GET /not-this-either`.',
    ].join('\n');
    expect(documentedCalls(markdown).map(key)).to.deep.equal(['GET /goal', 'PATCH /apim/casa/{id}', 'PATCH /apim/fixed-deposit/{id}', 'DELETE /myinfo/person', 'POST /housing-plan/calculate']);
  });

  it('matches a documented call to a route with or without /api/v1, parameters as {name}', () => {
    expect(sameCall({ method: 'GET', path: '/goal/{id}' }, { method: 'GET', path: docPath('/api/v1/goal/:id') })).to.equal(true);
    expect(sameCall({ method: 'GET', path: '/meta.json' }, { method: 'GET', path: '/meta.json' })).to.equal(true);
    expect(sameCall({ method: 'POST', path: '/goal/{id}' }, { method: 'GET', path: '/api/v1/goal/{id}' })).to.equal(false);
    expect(sameCall({ method: 'GET', path: '/goal/{goalId}' }, { method: 'GET', path: '/api/v1/goal/{id}' })).to.equal(false);
  });

  it('finds the routes of every context in the running app', () => {
    // A guard on the walk: were it to find nothing, the two checks below would pass vacuously.
    const served = servedRoutes().map(key);
    expect(served).to.include.members(['GET /api/v1/health', 'GET /api/v1/user', 'GET /api/v1/finances', 'GET /api/v1/targets', 'GET /meta.json', 'GET /.well-known/jwks.json']);
  });

  it('lists every route the server answers', () => {
    const documented = documentedCalls(readFileSync(`${ROOT}docs/api.md`, 'utf8'));
    const missing = servedRoutes().filter((served) => !documented.some((call) => sameCall(call, served)));
    expect(missing.map(key), 'document these in docs/api.md (auth, body, answers, errors)').to.deep.equal([]);
  });

  it('lists no call the server does not answer', () => {
    const served = servedRoutes();
    const stale = documentedCalls(readFileSync(`${ROOT}docs/api.md`, 'utf8')).filter((call) => !served.some((route) => sameCall(call, route)));
    expect(stale.map(key), 'remove these from docs/api.md, or correct their method or path').to.deep.equal([]);
  });
});
