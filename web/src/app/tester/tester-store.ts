/**
 * The tester controls' state (non-production only): the chosen test usage, the new-user toggle and the persona,
 * kept in local storage, and the identifier cookie. In production it is inert: nothing is read, written or applied.
 */
import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_TESTER_SETTINGS,
  identifierCookie,
  identifierFromCookies,
  identifierFromSearch,
  mockLoginUrl,
  readTesterSettings,
  testerControlsEnabled,
  titleWithIdentifier,
  writeTesterSettings,
  type KeyValueStorage,
  type TesterSettings,
  type TestUsage,
} from './tester-settings';

export interface TesterStoreDeps {
  enabled: boolean;
  storage: KeyValueStorage | null;
  readCookies: () => string;
  writeCookie: (cookie: string) => void;
  secure: boolean;
  newUuid: () => string;
}

export class TesterStore {
  settings: TesterSettings;
  identifier: string | null;

  constructor(private readonly deps: TesterStoreDeps) {
    this.settings = deps.enabled ? readTesterSettings(deps.storage) : { ...DEFAULT_TESTER_SETTINGS };
    this.identifier = deps.enabled ? identifierFromCookies(deps.readCookies()) : null;
    makeAutoObservable<TesterStore, 'deps'>(this, { deps: false });
  }

  get enabled(): boolean {
    return this.deps.enabled;
  }

  /** Read by the access gate (spec 1 §4 step 2): after login only /sgfindex opens. */
  get vanillaTablesMode(): boolean {
    return this.deps.enabled && this.settings.usage === 'vanilla-tables';
  }

  setUsage(usage: TestUsage): void {
    this.update({ usage });
  }

  setNewUser(newUser: boolean): void {
    this.update({ newUser });
  }

  setPersona(persona: string): void {
    this.update({ persona });
  }

  /** The landing URL's `?identifier=`: kept in a cookie for the whole visit and shown in front of the title. */
  applyIdentifierFrom(search: string): void {
    if (!this.deps.enabled) return;
    const identifier = identifierFromSearch(search);
    if (identifier === null || identifier === this.identifier) return;
    this.deps.writeCookie(identifierCookie(identifier, this.deps.secure));
    this.identifier = identifier;
  }

  /** The document title with the identifier in front (unchanged in production). */
  title(title: string): string {
    return this.deps.enabled ? titleWithIdentifier(title, this.identifier) : title;
  }

  /** Where the login page sends the browser: the sandbox's custom-profile URL for a mock login, else Singpass. */
  loginUrlFor(authorizationUrl: string): string {
    if (!this.deps.enabled || this.settings.usage !== 'mock-login') return authorizationUrl;
    return mockLoginUrl(authorizationUrl, this.settings, this.deps.newUuid) ?? authorizationUrl;
  }

  private update(change: Partial<TesterSettings>): void {
    if (!this.deps.enabled) return;
    this.settings = { ...this.settings, ...change };
    writeTesterSettings(this.deps.storage, this.settings);
  }
}

/** The store on the real browser: local storage and `document.cookie`, and only outside production. */
export function createBrowserTesterStore(environment: string): TesterStore {
  const enabled = testerControlsEnabled(environment);
  let storage: KeyValueStorage | null = null;
  try {
    storage = enabled ? window.localStorage : null;
  } catch {
    storage = null; // storage disabled: settings last for this page only
  }
  const store = new TesterStore({
    enabled,
    storage,
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    secure: window.location.protocol === 'https:',
    newUuid: randomUuid,
  });
  // Read before the first render, so the very first title already carries it.
  if (window.location.pathname === '/') store.applyIdentifierFrom(window.location.search);
  return store;
}

/** A version-4 UUID; `crypto.randomUUID` exists only in secure contexts, so a plain-http test server builds one. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
