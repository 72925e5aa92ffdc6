import { flowResult } from 'mobx';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { readAppConfig } from './app/app-config';
import { AppErrorBoundary } from './app/error-page';
import { listenForErrors } from './app/error-queue';
import { afterFirstContentfulPaint } from './app/first-paint';
import { setExternalLinks } from './app/external-links';
import { RootStore } from './app/root-store';
import { AppRouter } from './app/navigation/app-router';
import { AppRoutes, routeMatchesAt } from './app/navigation/app-routes';
import { BlockingHistory } from './app/navigation/blocking-history';
import { buildRoutes } from './app/router';
import { preloadPages } from './app/lazy-page';
import { registerServiceWorker } from './app/service-worker-registration';
import { checkSiteVersion, clearBrowserCaches } from './app/site-version';
import { StoreProvider } from './app/store-context';
import './shared/styles/index.css';

/**
 * Ends the current task, so the browser may paint and answer input in between: each piece of start-up stays short on
 * a slow phone instead of one long task (total blocking time; docs/decisions.md "Start-up in short tasks"). The page's
 * code and the session read are already on their way (the shell's head links them), so nothing waits on the wire.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(rootElement: HTMLElement) {
  const config = readAppConfig();
  // First, so an error anywhere in start-up is caught too; the reporter itself loads after the first paint
  // (docs/decisions.md "Error reporting").
  listenForErrors();
  void afterFirstContentfulPaint()
    .then(() => import('./app/error-reporting'))
    .then(({ startErrorReporting, postClientError, loadSentry }) =>
      startErrorReporting({
        dsn: config.errorReportingDsn,
        environment: config.environment,
        release: __APP_VERSION__,
        afterFirstPaint: () => Promise.resolve(),
        location: () => window.location.href,
        post: postClientError,
        loadSdk: loadSentry,
      }),
    )
    .catch(() => undefined);
  setExternalLinks(config.externalLinks);
  await nextTask();
  const routes = buildRoutes(config);
  const firstPageLoaded = preloadPages((routeMatchesAt(routes, window.location.pathname) ?? []).map((match) => match.route.element));
  // v5Compat: the history tells its listeners of the app's own pushes too, not only of Back and Forward.
  const history = new BlockingHistory(createBrowserHistory({ v5Compat: true }));
  await nextTask();
  const store = new RootStore({
    config,
    navigate: (to, options) => (options?.replace ? history.replace(to, options.state) : history.push(to, options?.state)),
  });
  const userId = () => store.identity.user?.id ?? null;
  const sessionDecided = flowResult(store.identity.bootstrap());

  if (!import.meta.env.DEV) {
    // The worker only once the page is known current: a stale page empties the caches and reloads instead. The check
    // waits for the first paint, as the other calls that show nothing on it do (app/first-paint.ts).
    void afterFirstContentfulPaint().then(() => checkSiteVersion({
      builtVersion: __APP_VERSION__,
      fetchServerVersion: async () =>
        (await store.api.get<{ version: string }>('/meta.json', { absolutePath: true, quiet: true, skipSessionHandling: true }))
          .version,
      storage: window.sessionStorage,
      reload: () => window.location.reload(),
      clearCaches: clearBrowserCaches,
    })).then((reloading) => (reloading ? false : registerServiceWorker(navigator.serviceWorker)));
  }

  // The first render as a transition: React renders it in slices and lets the browser in between, instead of one long
  // task that blocks a slow phone's main thread (total blocking time; docs/decisions.md "Lighthouse profile and pages").
  const renderApp = () =>
    startTransition(() => {
      createRoot(rootElement).render(
        <StrictMode>
          <PrerenderedMarkupReplaced root={rootElement} />
          <StoreProvider store={store}>
            <AppErrorBoundary userId={userId}>
              <AppRouter history={history}>
                <AppRoutes routes={routes} userId={userId} />
              </AppRouter>
            </AppErrorBoundary>
          </StoreProvider>
        </StrictMode>,
      );
    });

  // A page the server sent prerendered is already on screen: the first render waits for that page's code, so it
  // replaces the markup with the same page in one go rather than with a loading placeholder (docs/decisions.md
  // "Prerendered public pages").
  // A private page's frame (the server decided the session for the document) also waits for the app's own session
  // read, so the first render shows the page rather than the blank shell of an undecided session (docs/decisions.md
  // "A private page's frame in its document").
  if (rootElement.dataset.prerendered === window.location.pathname) {
    const ready = 'privateFrame' in rootElement.dataset ? Promise.all([firstPageLoaded, sessionDecided]) : firstPageLoaded;
    void ready.then(renderApp, renderApp);
  } else renderApp();
}

/** Once the app has rendered over a prerendered page, the root no longer says it holds one (browser tests wait for it). */
function PrerenderedMarkupReplaced({ root }: { root: HTMLElement }) {
  useEffect(() => {
    delete root.dataset.prerendered;
    delete root.dataset.privateFrame;
  }, [root]);
  return null;
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
void start(rootElement);
