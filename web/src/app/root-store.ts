/**
 * Builds the app's stores and wires their side effects (fetch, navigation, storage) in one place.
 */
import { flowResult } from 'mobx';
import { HttpIdentityApi } from '../identity/identity.api';
import { IdentityStore } from '../identity/identity-store';
import { bindSessionTimer, SessionTimer } from '../identity/session-timer';
import { ApiClient, realSleep } from './api-client';
import type { AppConfig } from './app-config';
import { UiStore } from './ui-store';

export interface RootStoreDeps {
  config: AppConfig;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  fetch?: typeof fetch;
}

export class RootStore {
  readonly config: AppConfig;
  readonly ui: UiStore;
  readonly api: ApiClient;
  readonly identity: IdentityStore;
  readonly sessionTimer: SessionTimer;

  constructor({ config, navigate, fetch = globalThis.fetch.bind(globalThis) }: RootStoreDeps) {
    this.config = config;
    this.ui = new UiStore();
    const currentPath = () => window.location.pathname;
    this.api = new ApiClient({
      fetch,
      sleep: realSleep,
      currentPath,
      signOut: (reason) => void flowResult(this.identity.signOut(reason)),
      showErrorToast: (message) => this.ui.showToast(message, 'error'),
    });
    const identityApi = new HttpIdentityApi(this.api);
    this.sessionTimer = new SessionTimer({
      now: () => Date.now(),
      refresh: () => identityApi.refreshSession(),
      onIdle: () => void flowResult(this.identity.signOut('inactivity-expired')),
      onExpired: () => void flowResult(this.identity.signOut('access-token-expired')),
    });
    let unbindTimer: (() => void) | null = null;
    this.identity = new IdentityStore({
      api: identityApi,
      onSignedIn: () => {
        // The server's own count of seconds left; a failure here leaves sign-out to the next API call.
        identityApi.getTokenExpiry().then(
          (seconds) => {
            this.sessionTimer.start(seconds);
            unbindTimer ??= bindSessionTimer(this.sessionTimer, window);
          },
          () => undefined,
        );
      },
      onSignedOut: () => {
        this.sessionTimer.stop();
        unbindTimer?.();
        unbindTimer = null;
      },
      navigate,
      currentPath,
      clearStoredData: () => safelyClear(() => window.sessionStorage.clear()),
      showDuplicateSessionModal: () => this.ui.openGlobalModal('duplicate-session'),
      defer: (fn, ms) => void window.setTimeout(fn, ms),
    });
  }
}

/** Storage can throw (disabled cookies, some private modes); signing out must carry on regardless. */
function safelyClear(clear: () => void): void {
  try {
    clear();
  } catch {
    // nothing stored, nothing to clear
  }
}
