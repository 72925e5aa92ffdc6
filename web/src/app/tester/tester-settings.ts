/**
 * Non-production tester controls (spec 1 §2 landing, §4 "Mock mode", §6 "Non-production builds expose tester
 * controls"): what they mean, how they are stored and read. Pure (storage and cookies are passed in), so every
 * rule is unit-tested. Meanings are recorded in docs/decisions.md "Tester controls".
 */

/** How the tester wants to use the app. */
export const TEST_USAGES = ['actual-login', 'mock-login', 'vanilla-tables'] as const;
export type TestUsage = (typeof TEST_USAGES)[number];

export const TEST_USAGE_LABELS: Record<TestUsage, { label: string; description: string }> = {
  'actual-login': { label: 'Actual login', description: 'The normal Singpass login (here the Singpass sandbox page).' },
  'mock-login': { label: 'Mock login', description: 'Signs in straight away as the sandbox persona chosen below.' },
  'vanilla-tables': { label: 'Vanilla tables', description: 'After login, only the SGFinDex data tables page opens.' },
};

/** Local-storage keys (one place, so tests and the store agree). */
export const TESTER_STORAGE_KEYS = {
  usage: 'mmp.tester.usage',
  newUser: 'mmp.tester.newUser',
  persona: 'mmp.tester.persona',
} as const;

export const TESTER_IDENTIFIER_COOKIE = 'tester_identifier';
export const TESTER_IDENTIFIER_PARAM = 'identifier';

export interface TesterSettings {
  usage: TestUsage;
  /** Mock login only: a brand-new account on every login (a fresh Singpass UUID for the chosen persona). */
  newUser: boolean;
  /** NRIC of the sandbox persona for a mock login. */
  persona: string;
}

/**
 * Personas of the Singpass sandbox (mockpass 4.3.4) with Myinfo data, and the UUIDs its own login page uses for
 * them, so a mock login and an actual login of the same persona reach the same account.
 */
export const SANDBOX_PERSONAS: ReadonlyArray<{ nric: string; uuid: string; name: string }> = [
  { nric: 'S9812379B', uuid: '952b0342-0649-a6fe-245b-87cfcc3d38da', name: 'Lim Yong Xiang' },
  { nric: 'S9812381D', uuid: 'b6cb9308-733b-42b3-ad38-9b5afc890206', name: 'Tan Heng Huat' },
  { nric: 'S9912375C', uuid: 'ecd49227-a270-a77a-249b-bd7b46ca0dd9', name: 'Bernard Wong' },
  { nric: 'S9912365F', uuid: '41fb4b1d-1c45-67f1-561e-861279d82423', name: 'Cheng Mei Qin' },
  { nric: 'G1612348Q', uuid: '9bcbe570-28d6-4d67-0a34-43ca8da6055a', name: 'A foreign resident' },
];

export const DEFAULT_TESTER_SETTINGS: TesterSettings = {
  usage: 'actual-login',
  newUser: false,
  persona: SANDBOX_PERSONAS[0]!.nric,
};

/** Whether tester controls exist at all: never in production (nothing rendered, nothing read or written). */
export function testerControlsEnabled(environment: string): boolean {
  return environment !== 'production';
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads the settings; anything unknown or unreadable falls back to the default, field by field. */
export function readTesterSettings(storage: KeyValueStorage | null): TesterSettings {
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const usage = read(TESTER_STORAGE_KEYS.usage);
  const persona = read(TESTER_STORAGE_KEYS.persona);
  return {
    usage: TEST_USAGES.find((u) => u === usage) ?? DEFAULT_TESTER_SETTINGS.usage,
    newUser: read(TESTER_STORAGE_KEYS.newUser) === 'true',
    persona: SANDBOX_PERSONAS.some((p) => p.nric === persona) ? persona! : DEFAULT_TESTER_SETTINGS.persona,
  };
}

/** Saves the settings; storage that refuses (private mode, quota) only means they last for this page. */
export function writeTesterSettings(storage: KeyValueStorage | null, settings: TesterSettings): void {
  try {
    storage?.setItem(TESTER_STORAGE_KEYS.usage, settings.usage);
    storage?.setItem(TESTER_STORAGE_KEYS.newUser, String(settings.newUser));
    storage?.setItem(TESTER_STORAGE_KEYS.persona, settings.persona);
  } catch {
    // kept in memory only
  }
}

const IDENTIFIER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$/;

/**
 * The `identifier` query parameter of the landing URL (e.g. a test-case or tester name), trimmed. Null when
 * absent or not a short plain label (letters, digits, space, '.', '_', '-'; at most 40): it ends up in a cookie
 * and the page title.
 */
export function identifierFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(TESTER_IDENTIFIER_PARAM)?.trim() ?? '';
  return IDENTIFIER_PATTERN.test(value) ? value : null;
}

/** The Set-Cookie string for `document.cookie`: a session cookie for the whole site, SameSite=Lax. */
export function identifierCookie(identifier: string, secure: boolean): string {
  return `${TESTER_IDENTIFIER_COOKIE}=${encodeURIComponent(identifier)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reads the identifier back from `document.cookie`; null when absent or not a valid label. */
export function identifierFromCookies(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== TESTER_IDENTIFIER_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return IDENTIFIER_PATTERN.test(value) ? value : null;
  }
  return null;
}

/** The document title with the tester's identifier in front: '[qa-42] MyMoneyPlan | Dashboard'. */
export function titleWithIdentifier(title: string, identifier: string | null): string {
  return identifier ? `[${identifier}] ${title}` : title;
}

/**
 * Mock login: turns the Singpass sandbox's authorize URL into its custom-profile URL, which signs the chosen
 * persona in without the persona page (same state and nonce, so our callback checks everything as usual). With
 * `newUser`, a fresh UUID makes it a first sign-in of a new account. Null when the URL is not the sandbox's legacy
 * authorize URL (a real Singpass, or FAPI mode with a pushed request): then the normal flow applies.
 */
export function mockLoginUrl(authorizationUrl: string, settings: TesterSettings, newUuid: () => string): string | null {
  let url: URL;
  try {
    url = new URL(authorizationUrl);
  } catch {
    return null;
  }
  const redirectUri = url.searchParams.get('redirect_uri');
  const state = url.searchParams.get('state');
  const nonce = url.searchParams.get('nonce');
  if (!url.pathname.endsWith('/singpass/v2/authorize') || !redirectUri || !state || !nonce) return null;
  const persona = SANDBOX_PERSONAS.find((p) => p.nric === settings.persona) ?? SANDBOX_PERSONAS[0]!;
  const target = new URL(`${url.pathname}/custom-profile`, url.origin);
  target.search = new URLSearchParams({
    nric: persona.nric,
    uuid: settings.newUser ? newUuid() : persona.uuid,
    redirectURI: redirectUri,
    state,
    nonce,
  }).toString();
  return target.href;
}
