import { useMemo } from 'react';
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

/**
 * What `useRoutes` renders, matched once per path: React Router flattens and ranks the whole table (some 180 routes)
 * on each match, and `useRoutes` matches again on every render of its component.
 */
function RouteElements({ routes, pathname }: { routes: RouteObject[]; pathname: string }) {
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  return renderMatches(matches);
}
