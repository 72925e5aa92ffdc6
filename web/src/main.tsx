import { flowResult } from 'mobx';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { readAppConfig } from './app/app-config';
import { AppErrorBoundary } from './app/error-page';
import { setExternalLinks } from './app/external-links';
import { RootStore } from './app/root-store';
import { createAppRouter } from './app/router';
import { preloadPages } from './app/lazy-page';
import { registerServiceWorker } from './app/service-worker-registration';
import { checkSiteVersion, clearBrowserCaches } from './app/site-version';
import { StoreProvider } from './app/store-context';
import './shared/styles/index.css';

const config = readAppConfig();
setExternalLinks(config.externalLinks);
const router = createAppRouter(config);
preloadPages(router.state.matches.map((match) => match.route.element));
const store = new RootStore({
  config,
  navigate: (to, options) => void router.navigate(to, options),
});

void flowResult(store.identity.bootstrap());

if (!import.meta.env.DEV) {
  // The worker only once the page is known current: a stale page empties the caches and reloads instead.
  void checkSiteVersion({
    builtVersion: __APP_VERSION__,
    fetchServerVersion: async () =>
      (await store.api.get<{ version: string }>('/meta.json', { absolutePath: true, quiet: true, skipSessionHandling: true }))
        .version,
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    clearCaches: clearBrowserCaches,
  }).then((reloading) => (reloading ? false : registerServiceWorker(navigator.serviceWorker)));
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices and lets the browser in between, instead of one long
// task that blocks a slow phone's main thread (total blocking time; docs/decisions.md "Lighthouse profile and pages").
startTransition(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <StoreProvider store={store}>
        <AppErrorBoundary userId={() => store.identity.user?.id ?? null}>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </StoreProvider>
    </StrictMode>,
  );
});
