import { matchRoutes, renderMatches, useLocation, type RouteObject } from 'react-router-dom';
import { AppErrorBoundary } from '../error-page';

/**
 * The app's route table rendered for the current address, with the crash page for a crash inside a page; moving to
 * another address leaves it (docs/decisions.md "Declarative router").
 */
export function AppRoutes({ routes, userId }: { routes: RouteObject[]; userId: () => string | null }) {
  const location = useLocation();
  return (
    <AppErrorBoundary userId={userId} resetKey={location.key}>
      <RouteElements routes={routes} pathname={location.pathname} />
    </AppErrorBoundary>
  );
}

/** What `useRoutes` would render, from {@link routeMatchesAt}. */
function RouteElements({ routes, pathname }: { routes: RouteObject[]; pathname: string }) {
  return renderMatches(routeMatchesAt(routes, pathname));
}

const LAST_MATCH = new WeakMap<RouteObject[], { pathname: string; matches: ReturnType<typeof matchRoutes> }>();

/**
 * The routes matching a path, worked out once per path: React Router flattens, ranks and compiles the whole table
 * (some 180 routes) on each match, about 50 ms of a slow phone's start-up, and `useRoutes` matches on every render of
 * its component. Start-up asks first (to fetch the page's code early) and the first render reuses that answer.
 */
export function routeMatchesAt(routes: RouteObject[], pathname: string) {
  const last = LAST_MATCH.get(routes);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(routes, pathname);
  LAST_MATCH.set(routes, { pathname, matches });
  return matches;
}
