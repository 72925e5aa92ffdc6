import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startE2eApp } from './e2e-app.js';

type E2eApp = Awaited<ReturnType<typeof startE2eApp>>;

/**
 * Registers the usual before/after of a journey suite: the built app with its own mockpass and a fresh database,
 * and one Debian Chromium. Call inside `describe`; read `.app` and `.browser` inside the tests. `env`: extra
 * configuration for the app (e.g. a short SESSION_IDLE_TIMEOUT_SECONDS).
 */
export function journeySetup(env: Record<string, string> = {}): { readonly app: E2eApp; readonly browser: Browser } {
  const state: { app?: E2eApp; browser?: Browser } = {};
  before(async () => {
    state.app = await startE2eApp(env);
    state.browser = await launchBrowser();
  });
  after(async () => {
    await state.browser?.close();
    await state.app?.stop();
  });
  return {
    get app() {
      return state.app!;
    },
    get browser() {
      return state.browser!;
    },
  };
}
