/**
 * Access gating of spec 1 §4 ("Access gating (in order)"), written once as a pure function of the resident's
 * state and the route, so the web router and the server agree. The first rule that applies wins.
 *
 * 1. No session -> `/` (or `/logout` for a duplicate session).
 * 2. Vanilla tables mode -> `/sgfindex` (with the consent callbacks that fill its tables).
 * 3. Account pending deletion -> `/deactivated`.
 * 4. No consent to the app terms -> `/intro-privacy`.
 * 5. Dashboard: the notice-of-collection intercept when needed, then the email intercept unless deferred, then
 *    completed onboarding questions.
 * 6. Targets: completed onboarding (else the lockout page), completed target setup (else `/targets/setup`), no
 *    expired unpaid targets (else `/update-savings-preview`).
 * 7. `/update-target-progress`, `/update-available-funds`: onboarding done and expired unpaid targets present.
 * 8. `/update-bank-data`: onboarding done; the dashboard when bank data is already from the latest month.
 *
 * The budget calculator, the housing financing plan, the investing guide (with its readiness assessment) and the
 * estimated growth rate (spec 3 §6 "tools behind lockout pages") sit under public resource sections but are
 * signed-in tools: rules 1-4 apply, then completed onboarding (else the tool's lockout
 * page). A visitor who is not signed in is shown the lockout page, which explains the tool, rather than the landing
 * page.
 */
export interface AccessState {
  signedIn: boolean;
  /** The last sign-out was caused by a sign-in elsewhere. */
  duplicateSession?: boolean;
  vanillaTablesMode?: boolean;
  accountStatus: 'PENDING_DELETION' | 'DELETED' | null;
  consentedToAppTNCAt: string | null;
  latestConsentedToAppNOCAt: string | null;
  /** Consent on or before this date (Singapore, 'YYYY-MM-DD') must be given again: see nocCutoffDate(). */
  nocCutoffDate: string;
  emailVerified: boolean;
  deferEmailVerification: boolean;
  /** Onboarding profile questions answered (steps 1 to 3). */
  onboardingComplete: boolean;
  targetSetupComplete?: boolean;
  hasExpiredUnpaidTargets?: boolean;
  /** 'YYYY-MM' of the newest bank data, null when none. */
  bankDataLatestMonth?: string | null;
  /** 'YYYY-MM' today in Singapore. */
  currentMonth: string;
}

export type AccessDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * What the gate reads of a signed-in resident, as both sides know it: the web app from `GET /api/v1/user`, the server
 * from the user row (a private page's frame, docs/decisions.md "A private page's frame in its document").
 */
export interface ResidentGateFacts {
  accountStatus: 'PENDING_DELETION' | 'DELETED' | null;
  /** ISO timestamps */
  consentedToAppTNCAt: string | null;
  latestConsentedToAppNOCAt: string | null;
  emailVerified: boolean;
  deferEmailVerification: boolean;
  onboardingComplete: boolean;
}

/** What the gate reads besides the resident; what a route's gate does not ask for may be left out ("none"). */
export interface GateContext {
  now: Date;
  /** This environment's cut-off: {@link nocCutoffDate}. */
  nocCutoffDate: string;
  vanillaTablesMode?: boolean;
  bankDataLatestMonth?: string | null;
  targetSetupComplete?: boolean;
  hasExpiredUnpaidTargets?: boolean;
}

const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM' of `now` in Singapore (UTC+8 all year, no daylight saving), without a date library. */
export function singaporeYearMonth(now: Date): string {
  return new Date(now.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 7);
}

/** The state `decideAccess` reads, for a signed-in resident (their facts) or nobody (null): one mapping for both sides. */
export function accessStateOf(resident: ResidentGateFacts | null, context: GateContext): AccessState {
  const present = resident !== null;
  return {
    signedIn: present,
    vanillaTablesMode: present && (context.vanillaTablesMode ?? false),
    accountStatus: resident?.accountStatus ?? null,
    consentedToAppTNCAt: resident?.consentedToAppTNCAt ?? null,
    latestConsentedToAppNOCAt: resident?.latestConsentedToAppNOCAt ?? null,
    nocCutoffDate: context.nocCutoffDate,
    emailVerified: resident?.emailVerified ?? false,
    deferEmailVerification: resident?.deferEmailVerification ?? false,
    onboardingComplete: resident?.onboardingComplete ?? false,
    targetSetupComplete: present && (context.targetSetupComplete ?? false),
    hasExpiredUnpaidTargets: present && (context.hasExpiredUnpaidTargets ?? false),
    bankDataLatestMonth: present ? (context.bankDataLatestMonth ?? null) : null,
    currentMonth: singaporeYearMonth(context.now),
  };
}

const ALLOW: AccessDecision = { allow: true };
const to = (redirectTo: string): AccessDecision => ({ allow: false, redirectTo });

/** Routes anyone may open, signed in or not (spec 1 §2 "Public", sign-in and callbacks). */
const PUBLIC_PREFIXES = [
  '/about-us', '/useful-links', '/faq', '/maintenance-notices', '/site-map', '/terms-of-use', '/privacy-policy',
  '/supported-browsers', '/data-sharing-terms', '/search', '/expense-manager', '/fin-lit-quiz', '/email-verification',
  '/delete-completed', '/savings-resources', '/loans-and-credit-resources', '/investment-resources',
  '/insurance-resources', '/buying-a-house', '/retirement-resources', '/logout', '/login', '/sp-callback', '/dev/outbox',
];

/**
 * Vanilla tables mode opens /sgfindex and what it needs to fill its tables: the consent callbacks (spec 1 §2:
 * /apim-callback works in that mode), the error pages they fall back on, and the app terms, which a new tester
 * must accept before the server retrieves anything for them.
 */
const VANILLA_TABLES_PAGES = ['/sgfindex', '/apim-callback', '/my-info-data-callback', '/data/error', '/intro-privacy'];

/** The interception pages themselves must stay reachable while their gate is closed. */
const CONSENT_PAGES = ['/intro-privacy'];
const DASHBOARD_INTERCEPTS = ['/notification-of-changes-intercept-login', '/email-intercept-login'];

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Spec 1 §4: 2023-10-29 in production, 2023-10-25 elsewhere. */
export function nocCutoffDate(production: boolean): string {
  return production ? '2023-10-29' : '2023-10-25';
}

/** A consent timestamp (ISO) as a Singapore calendar date, without a date library (UTC+8, no daylight saving). */
function singaporeDate(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether the resident must consent to the notice of collection again (absent, or on or before the cut-off). */
export function needsNoticeOfCollectionConsent(state: Pick<AccessState, 'latestConsentedToAppNOCAt' | 'nocCutoffDate'>): boolean {
  return state.latestConsentedToAppNOCAt === null || singaporeDate(state.latestConsentedToAppNOCAt) <= state.nocCutoffDate;
}

function previousMonth(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The protection area's allocation page (spec 1 §2, spec 2 §2): a dashboard page gated like the targets' allocation. */
export const PROTECTION_ALLOCATION = '/dashboard/protection/allocate-funds-and-allocation';

export const BUDGET_CALCULATOR_PATH = '/savings-resources/budget-calculator';
export const BUDGET_LOCKOUT_PATH = '/savings-resources/budget-calc-lockout-page';
export const FINANCING_PLAN_PATH = '/buying-a-house/financing-plan';
export const FINANCING_PLAN_LOCKOUT_PATH = '/buying-a-house/lockout-page';

export const INVESTING_GUIDE_PATH = '/investment-resources/investing-for-beginners';
export const INVESTING_GUIDE_LOCKOUT_PATH = '/investment-resources/investing-for-beginners-lockout-page';
export const READINESS_ASSESSMENT_PATH = '/investment-resources/readiness-assessment';
export const READINESS_RESULTS_PATH = '/investment-resources/readiness-assessment-results';
export const GROWTH_RATE_PATH = '/investment-resources/estimated-growth-rate';
export const GROWTH_RATE_LOCKOUT_PATH = '/investment-resources/estimated-growth-rate-lockout-page';

/**
 * The signed-in tools inside public sections, each with the lockout page that stands in front of it (`tool`, the
 * page a resident who may enter is sent on to, then every path it guards). The readiness assessment has no lockout
 * page of its own in spec 3 §2: it is a step of the investing guide and reads the same figures, so the guide's
 * lockout page stands in front of it (docs/decisions.md "Investing for beginners").
 */
const LOCKOUT_TOOLS: ReadonlyArray<{ tool: string; guards: readonly string[]; lockout: string }> = [
  { tool: BUDGET_CALCULATOR_PATH, guards: [BUDGET_CALCULATOR_PATH], lockout: BUDGET_LOCKOUT_PATH },
  { tool: FINANCING_PLAN_PATH, guards: [FINANCING_PLAN_PATH], lockout: FINANCING_PLAN_LOCKOUT_PATH },
  { tool: INVESTING_GUIDE_PATH, guards: [INVESTING_GUIDE_PATH, READINESS_ASSESSMENT_PATH, READINESS_RESULTS_PATH], lockout: INVESTING_GUIDE_LOCKOUT_PATH },
  { tool: GROWTH_RATE_PATH, guards: [GROWTH_RATE_PATH], lockout: GROWTH_RATE_LOCKOUT_PATH },
];

function lockoutToolOf(path: string): (typeof LOCKOUT_TOOLS)[number] | null {
  return LOCKOUT_TOOLS.find(({ guards, lockout }) => guards.some((tool) => under(path, tool)) || path === lockout) ?? null;
}

export function isPublicRoute(path: string): boolean {
  if (lockoutToolOf(path)) return false;
  return path === '/' || PUBLIC_PREFIXES.some((prefix) => under(path, prefix));
}

/** Decides whether `path` may render for `state`, or where to go instead. */
export function decideAccess(path: string, state: AccessState): AccessDecision {
  if (isPublicRoute(path)) return ALLOW;
  const lockoutTool = lockoutToolOf(path);
  if (!state.signedIn && lockoutTool) return path === lockoutTool.lockout ? ALLOW : to(lockoutTool.lockout);
  // 1-4 apply to every signed-in route.
  if (!state.signedIn) return to(state.duplicateSession ? '/logout' : '/');
  if (state.vanillaTablesMode) return VANILLA_TABLES_PAGES.some((page) => under(path, page)) ? ALLOW : to('/sgfindex');
  // Spec 1 §2: /sgfindex exists only in vanilla tables mode; otherwise it goes to /.
  if (under(path, '/sgfindex')) return to('/');
  if (state.accountStatus === 'PENDING_DELETION') return under(path, '/deactivated') ? ALLOW : to('/deactivated');
  if (under(path, '/deactivated')) return to('/dashboard');
  if (!state.consentedToAppTNCAt) return CONSENT_PAGES.includes(path) ? ALLOW : to('/intro-privacy');

  // 5. The dashboard's intercepts, in order.
  if (under(path, '/dashboard')) {
    if (needsNoticeOfCollectionConsent(state)) return to('/notification-of-changes-intercept-login');
    if (!state.emailVerified && !state.deferEmailVerification) return to('/email-intercept-login');
    if (!state.onboardingComplete) return to('/onboarding');
    // The protection area's allocation shares the targets' funds: it needs the targets as /allocate-funds-and-allocation does (rule 6).
    if (path === PROTECTION_ALLOCATION) {
      if (!state.targetSetupComplete) return to('/targets/setup');
      if (state.hasExpiredUnpaidTargets) return to('/update-savings-preview');
    }
    return ALLOW;
  }

  // The tools behind lockout pages: onboarding first, like the targets (spec 3 §6).
  if (lockoutTool) {
    if (path === lockoutTool.lockout) return state.onboardingComplete ? to(lockoutTool.tool) : ALLOW;
    return state.onboardingComplete ? ALLOW : to(lockoutTool.lockout);
  }

  // 6. Targets.
  if (under(path, '/targets') || path === '/allocate-funds-and-allocation' || path === '/update-savings-preview') {
    if (path === '/targets/lockout-page') return state.onboardingComplete ? to('/targets') : ALLOW;
    if (!state.onboardingComplete) return to('/targets/lockout-page');
    if (under(path, '/targets/setup')) return ALLOW;
    if (!state.targetSetupComplete) return to('/targets/setup');
    if (path === '/update-savings-preview') return ALLOW;
    if (state.hasExpiredUnpaidTargets) return to('/update-savings-preview');
    return ALLOW;
  }

  // 7. Progress updates exist only for expired, unpaid targets.
  if (path === '/update-target-progress' || path === '/update-available-funds') {
    if (!state.onboardingComplete) return to('/onboarding');
    return state.hasExpiredUnpaidTargets ? ALLOW : to('/targets');
  }

  // 8. Bank data older than last month can be updated.
  if (path === '/update-bank-data') {
    if (!state.onboardingComplete) return to('/onboarding');
    return state.bankDataLatestMonth === previousMonth(state.currentMonth) ? to('/dashboard') : ALLOW;
  }

  return ALLOW;
}
