/**
 * Builds the app's stores and wires their side effects (fetch, navigation, storage) in one place.
 */
import { flowResult } from 'mobx';
import { HttpIdentityApi } from '../identity/identity.api';
import { IdentityStore } from '../identity/identity-store';
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
    this.identity = new IdentityStore({
      api: new HttpIdentityApi(this.api),
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
