import compose from 'koa-compose';
import type { Router } from '@koa/router';
import type { AppContext, AppMiddleware, AppState } from './http-types.js';

type RoutedContext = AppContext & {
  matched?: unknown[];
  router?: unknown;
  routeMatched?: boolean;
  captures?: string[];
  params?: Record<string, string>;
  routerPath?: string;
  routerName?: string;
  newRouterPath?: string;
  _matchedRoute?: string;
  _matchedRouteName?: string;
};

/**
 * The router's own middleware, with the answer for paths without parameters (/health, /user, /finances... most
 * calls) worked out once instead of on every request (docs/decisions.md "Middleware cost").
 *
 * @koa/router tests every route's regular expression in turn on each request, then builds and composes the chain
 * of the one that matched: for a fixed method and a path without parameters that answer never changes. So it is
 * asked once per such route, at start-up, through its own `match`, and the chain is composed once. A request whose
 * method and exact path (case and trailing slash included) are in the table runs that chain with the context the
 * router would have set (matched layers, `_matchedRoute` for the request log, empty params); anything else, and
 * every path that a route with parameters also answers for that method, goes to the router as before. Call it after every route
 * is mounted.
 */
export function withStaticRoutes(router: Router<AppState>): AppMiddleware {
  const dispatch = router.routes() as unknown as AppMiddleware;
  const table = new Map<string, Map<string, AppMiddleware>>();
  for (const layer of router.stack) {
    if (typeof layer.path !== 'string' || layer.methods.length === 0 || layer.paramNames.length > 0) continue;
    const path = layer.path;
    for (const method of layer.methods) {
      if (table.get(path)?.has(method)) continue;
      const { path: matched, pathAndMethod, route } = router.match(path, method);
      // Exactly this one layer answers: no second registration, no router-level middleware, no parameter route
      // registered for the same method whose pattern also takes this path.
      if (!route || pathAndMethod.length !== 1 || pathAndMethod[0] !== layer) continue;
      const name = layer.name || undefined;
      const prepare: AppMiddleware = (ctx, next) => {
        const c = ctx as RoutedContext;
        if (c.matched) c.matched.push(...matched);
        else c.matched = [...matched];
        c.router = router;
        c.routeMatched = true;
        c.captures = [];
        c.params = (c.request as { params?: Record<string, string> }).params = { ...c.params };
        c.routerPath = path;
        c.routerName = name;
        c._matchedRoute = path;
        if (name) c._matchedRouteName = name;
        return next();
      };
      const chain = compose([prepare, ...(layer.stack as unknown as AppMiddleware[])]) as unknown as AppMiddleware;
      if (!table.has(path)) table.set(path, new Map());
      table.get(path)!.set(method, chain);
    }
  }
  const answered: AppMiddleware = (ctx, next) => {
    const chain = (ctx as RoutedContext).newRouterPath === undefined ? table.get(ctx.path)?.get(ctx.method) : undefined;
    return chain ? chain(ctx, next) : dispatch(ctx, next);
  };
  return answered;
}
