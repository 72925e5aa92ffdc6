/**
 * Renders one public page to HTML at build time, as the web app would show it to a visitor without a session
 * (docs/decisions.md "Prerendered public pages"). Loaded by prerender-plugin.ts through Vite's SSR module loader, so
 * it runs the app's own components, router and stores: the markup is what the first client render produces.
 */
import { flowResult, runInAction } from 'mobx';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router-dom';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../src/app/app-config';
import { setExternalLinks } from '../src/app/external-links';
import { pageImportOf } from '../src/app/lazy-page';
import { AppRoutes } from '../src/app/navigation/app-routes';
import { firstPageReads } from '../src/app/navigation/first-page-reads';
import { prerenderedHead, type PageHead } from '../src/app/layout/page-title';
import { RootStore } from '../src/app/root-store';
import { buildRoutes } from '../src/app/router';
import { StoreProvider } from '../src/app/store-context';
import { prerendering } from '../src/shared/ui/browser-state';
import type { RoutePage } from './prerender-pages';
import { HOUSING_GUIDES } from '../src/content/resources/housing/housing-guides';
import { INSURANCE_ARTICLES } from '../src/content/resources/insurance/insurance-articles';
// The server fills these in per deployment: one list for both sides.
import { RESIDENT_PLACEHOLDERS, SETTING_PLACEHOLDERS } from '../../src/platform/http/page-documents.js';
import type { UserProfile } from '../../src/identity/adapters/http/identity.contract.js';

/**
 * The settings the pages are rendered with. The environment is production's: tester controls (non-production
 * only) appear after the app starts. The masthead is ours, not the government one: the server serves these pages
 * only to a deployment with the same masthead (PrerenderedManifest.govDeployment).
 */
export const PRERENDER_CONFIG: AppConfig = {
  ...DEFAULT_APP_CONFIG,
  productName: SETTING_PLACEHOLDERS.productName,
  govDeployment: false,
  environment: 'production',
  externalLinks: {
    contactUs: SETTING_PLACEHOLDERS.contactUs,
    feedback: SETTING_PLACEHOLDERS.feedback,
    reportVulnerability: SETTING_PLACEHOLDERS.reportVulnerability,
  },
  sessionCookieSent: false,
};

/** In-memory Web Storage, for the stores that keep a visitor's figures in the browser. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The little of `window` the stores touch while they are built (storage, the address, listeners): a fresh visitor's
 * browser with nothing stored. Rendering itself never reaches for the DOM (effects do not run on the server).
 */
function installBrowserStandIn(address: string): () => void {
  const scope = globalThis as { window?: unknown };
  const previous = scope.window;
  scope.window = {
    location: { pathname: address, search: '', hash: '', href: `http://localhost${address}`, hostname: 'localhost' },
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    setTimeout,
    clearTimeout,
    matchMedia: () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }),
  };
  return () => {
    scope.window = previous;
  };
}

enableStaticRendering(true);
prerendering.active = true;

/** A rendered page: its markup and the app's source modules of the lazy pages it shows ("src/landing/landing-page.tsx"). */
export interface RenderedPage {
  html: string;
  pageModules: string[];
  /** The page's own title and description (usePageTitle), for the document's head. */
  head: PageHead;
}

/**
 * The module a lazy page imports, read from its `import()` as Vite's SSR loader rewrote it. The build fails loudly
 * if that form ever changes: a prerendered page without its style sheets would look broken until the app starts.
 */
function importedModule(load: () => Promise<unknown>): string {
  const match = /__vite_ssr_dynamic_import__\(\s*["']\/([^"']+)["']/.exec(String(load));
  if (!match) throw new Error(`cannot tell which module this page loads: ${String(load)}`);
  return match[1]!;
}

/**
 * The resident a private page's frame is rendered for (docs/decisions.md "A private page's frame in its document"):
 * through every gate of spec 1 §4 (terms and notice consented, email verified, onboarding done), with the name
 * placeholder the server fills in, or no name. Nothing else of theirs shows in a frame.
 */
function frameResident(named: boolean): UserProfile {
  const consented = '2026-01-01T00:00:00.000Z';
  return {
    id: 'frame',
    name: named ? RESIDENT_PLACEHOLDERS.name : null,
    dob: '1990-01-01',
    sex: null,
    maritalStatus: null,
    residentialStatus: null,
    email: null,
    age: null,
    ageRange: null,
    workYearsRange: null,
    employmentStatusRange: null,
    emailVerificationStatus: 'VERIFIED',
    emailNotificationsStatus: false,
    analyticsEnabled: false,
    deferEmailVerification: false,
    hasStartedPlanning: true,
    dayOfTransfer: null,
    targetMonthlySavings: null,
    automaticTransferStatus: null,
    hasCompletedFeedbackForm: false,
    consentedToAppTNCAt: consented,
    latestConsentedToAppNOCAt: consented,
    registeredAt: consented,
    lastLogin: null,
    isReturnUser: true,
    accountStatus: null,
    scheduledDeletionAt: null,
    apimMyinfoDataSelectionState: null,
    myinfoLatestPullConsentAtDate: null,
    apimLatestPullConsentAtDate: null,
    connectedBanks: [],
    totalBudget: null,
    estimatedMonthlyExpenses: null,
    onboardingComplete: true,
    needsNoticeOfCollectionConsent: false,
  };
}

/** The markup of the page at `address` for a visitor, with every lazy page chunk resolved. */
export function renderPage(address: string): Promise<RenderedPage> {
  return render(address, null);
}

/**
 * The frame of a private page as a signed-in resident first sees it, before any of their data has arrived: the
 * signed-in bar, the page's heading and lead, its skeleton. `named`: with the name placeholders, else for a resident
 * without a name.
 */
export function renderPrivateFrame(address: string, named: boolean): Promise<RenderedPage> {
  return render(address, frameResident(named));
}

async function render(address: string, resident: UserProfile | null): Promise<RenderedPage> {
  const restore = installBrowserStandIn(address);
  const failures: unknown[] = [];
  const head: PageHead = {};
  prerenderedHead.sink = head;
  try {
    setExternalLinks(PRERENDER_CONFIG.externalLinks);
    const config: AppConfig = { ...PRERENDER_CONFIG, sessionCookieSent: resident !== null };
    const store = new RootStore({ config, navigate: () => undefined });
    if (resident === null) {
      // The decision start-up makes for a request without a session cookie, made synchronously (no call).
      void flowResult(store.identity.bootstrap());
    } else {
      // Signed in without the start-up reads that follow a sign-in (effects and calls never run at build time).
      runInAction(() => {
        store.identity.user = resident;
        store.identity.status = 'signed-in';
      });
    }
    const routes = buildRoutes(config);
    const app = (
      <StoreProvider store={store}>
        <StaticRouter location={address}>
          <AppRoutes routes={routes} userId={() => resident?.id ?? null} />
        </StaticRouter>
      </StoreProvider>
    );
    // First pass: waits until every lazy page and component has loaded. Its own markup is not kept: React outlines
    // large finished boundaries with an inline script, which the CSP would block. The second pass renders
    // synchronously with everything loaded: plain markup, nothing left suspended.
    const { prelude } = await prerenderToNodeStream(app, { onError: (error) => void failures.push(error) });
    for await (const chunk of prelude) void chunk;
    if (failures.length > 0) throw new AggregateError(failures, `prerendering ${address} failed`);
    const html = renderToString(app);
    if (/<!--\$[?!]-->/.test(html)) throw new Error(`prerendering ${address} left a part still loading`);
    const pageModules = (matchRoutes(routes, address) ?? []).map((match) => pageImportOf(match.route.element)).flatMap((load) => (load ? [importedModule(load)] : []));
    return { html, pageModules, head };
  } finally {
    prerenderedHead.sink = null;
    restore();
  }
}

/**
 * Every route of the app's table (as production builds it) with the source modules of the lazy pages it shows, by
 * its full path: the server links a page's files in the head of the shell it sends for that address.
 */
export function routePages(): RoutePage[] {
  const found: RoutePage[] = [];
  const walk = (routes: readonly RouteObject[], parentPath: string, parentModules: readonly string[]) => {
    for (const route of routes) {
      const path = route.index || route.path === undefined ? parentPath : joinRoutePath(parentPath, route.path);
      const load = pageImportOf(route.element);
      const pageModules = load ? [...parentModules, importedModule(load)] : parentModules;
      if (route.children?.length) walk(route.children, path, pageModules);
      else found.push({ path, pageModules: [...pageModules], reads: firstPageReads(path), ...(ONLY_KNOWN_VALUES[path] ? { only: ONLY_KNOWN_VALUES[path]() } : {}) });
    }
  };
  walk(buildRoutes(PRERENDER_CONFIG), '/', []);
  return found;
}

/**
 * The routes whose parameter is a slug of the content: any other value shows "Page not found", so the server answers
 * it 404 (docs/decisions.md "Unknown pages answer 404"). A route whose values live in the database (a plan's id, a
 * terms revision) is not listed: its page says "not found" itself, with 200.
 */
const ONLY_KNOWN_VALUES: Readonly<Record<string, () => string[]>> = {
  '/buying-a-house/:guide': () => HOUSING_GUIDES.map((guide) => `/buying-a-house/${guide.slug}`),
  '/insurance-resources/:article': () => INSURANCE_ARTICLES.map((article) => `/insurance-resources/${article.slug}`),
};

function joinRoutePath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}
