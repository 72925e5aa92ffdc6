import { PLAN_STEP_PAGES } from '../../housing/plan-steps';

/**
 * Breadcrumbs from the path (spec 1 §2): one crumb per segment. Each crumb reads in plain English (the UI guide):
 * a page with a name of its own gets it from {@link PATH_LABELS}, a word that means the same wherever it sits from
 * {@link SEGMENT_LABELS}, and only then the segment itself, capitalised with hyphens as spaces. Addresses that are
 * no page of their own (a redirect to somewhere else) get no crumb, so a crumb never opens an unrelated page
 * (docs/decisions.md "Rough edges smoothed"). None for a trail of one crumb or fewer.
 */
export interface Crumb {
  label: string;
  /** The path up to and including this segment. */
  to: string;
}

/** An id in the path (/dashboard/protection/policies/plan/{planId}) reads as 'Details', not as 36 hex digits. */
const ID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Words that read the same wherever they appear in a path. */
const SEGMENT_LABELS: Readonly<Record<string, string>> = {
  'lockout-page': 'Before you start',
  'budget-calc-lockout-page': 'Before you start',
  'investing-for-beginners-lockout-page': 'Before you start',
  'estimated-growth-rate-lockout-page': 'Before you start',
  'edit-monthly-investments': 'Edit monthly investments',
  'total-debt-servicing-ratio': 'Total debt servicing ratio',
  'cpfis-investments': 'CPF investments',
  'srs-investments': 'SRS investments',
  'set-up-cdp-and-or-brokerage-account': 'Set up a CDP or brokerage account',
  'setting-smart-targets': 'Setting SMART targets',
  'smart-targets': 'SMART targets',
  'fin-lit-quiz': 'Financial literacy quiz',
  faq: 'FAQ',
  'my-info-data-callback': 'Myinfo',
  myinfo: 'Myinfo',
  'allocate-funds-and-allocation': 'Allocate funds',
  'readiness-assessment-results': 'Readiness results',
  'data-sharing-terms': 'Data-sharing terms',
};

/** Names written in capitals (or their own way) wherever they appear in a slug. */
const ACRONYMS: Readonly<Record<string, string>> = {
  cpf: 'CPF',
  hdb: 'HDB',
  cdp: 'CDP',
  srs: 'SRS',
  faq: 'FAQ',
  smart: 'SMART',
  myinfo: 'Myinfo',
  sgfindex: 'SGFinDex',
};

const FINANCING_PLAN = '/buying-a-house/financing-plan';

/** Pages whose name is not their last word: keyed by the whole path. */
const PATH_LABELS: Readonly<Record<string, string>> = {
  '/data/summary/banks': 'Bank data',
  '/data/summary/gov': 'Government data (Myinfo)',
  '/data/error': 'Data not received',
  '/data/error/sp': 'Not received from the provider',
  '/settings/data-selection/main': 'Data selection',
  '/cashflow/setup': 'Set up',
  '/cashflow/inflow': 'Income',
  '/cashflow/outflow-expense': 'Expenses',
  '/cashflow/outflow-loans': 'Loan repayments',
  '/cashflow/outflow-investments': 'Monthly investments',
  '/wealth/setup': 'Set up',
  '/targets/setup': 'Set up',
  '/profile/email-intercept-notification': 'Email notifications',
  '/profile/delete-consequences': 'Delete your account',
  '/profile/delete-confirmation': 'Confirm deletion',
  '/dev/outbox': 'Development outbox',
  '/onboarding/info/step-1': 'About you',
  '/onboarding/info/step-2': 'Your email',
  '/onboarding/info/step-3': 'Your work',
  '/targets/setup/step-1': 'Monthly savings',
  '/targets/setup/step-2': 'Your targets',
  '/targets/setup/step-3': 'Share your savings',
  '/targets/decide-savings': 'Decide your savings',
  [`${FINANCING_PLAN}/recommended/step-1`]: 'Recommended plan',
  [`${FINANCING_PLAN}/recommended/assumptions`]: 'Assumptions',
  '/data-sharing-terms/data-list': 'Data list',
  '/savings-resources/budget-calculator/categorise-expenses': 'Categorise expenses',
  '/dashboard/cashflow/loan-repayment': 'Loan repayments',
  // The page's question as a crumb: no question mark in a trail, and "I" in capitals (docs/decisions.md "Rough edges smoothed").
  '/buying-a-house/what-can-i-afford': 'What can I afford',
  '/retirement-resources/how-much-will-cpf-pay-me': 'How much will CPF pay me',
};

/** Addresses that only send the browser elsewhere: a crumb there would open some other page. */
const NO_PAGE = new Set([
  '/data',
  '/data/summary',
  '/settings/data-selection',
  '/onboarding/info',
  `${FINANCING_PLAN}/recommended`,
  '/dashboard/protection/policies/plan',
]);

const PLAN_STEP_LABELS: ReadonlyMap<string, string> = new Map(PLAN_STEP_PAGES.map((page) => [page.slug, page.label]));

/** A custom financing plan's pages: /buying-a-house/financing-plan/{planId}[/step-n|/summary]. */
function financingPlanLabel(path: string): string | null {
  if (!path.startsWith(`${FINANCING_PLAN}/`)) return null;
  const rest = path.slice(FINANCING_PLAN.length + 1).split('/');
  if (rest[0] === 'recommended') return null;
  if (rest.length === 1) return 'Your plan';
  if (rest.length === 2 && rest[1] === 'summary') return 'Summary';
  if (rest.length === 2) return PLAN_STEP_LABELS.get(rest[1]!) ?? null;
  return null;
}

export function crumbLabel(segment: string): string {
  if (ID_SEGMENT.test(segment)) return 'Details';
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    text = segment;
  }
  const known = SEGMENT_LABELS[text];
  if (known) return known;
  text = text
    .replace(/-+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word)
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label of the crumb ending at `path` (its last segment being `segment`). */
export function crumbLabelFor(path: string, segment: string): string {
  if (path.startsWith('/data-sharing-terms/revisions/')) return 'Revision';
  return PATH_LABELS[path] ?? financingPlanLabel(path) ?? crumbLabel(segment);
}

export function buildBreadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return [];
  const crumbs = segments
    .map((segment, i) => {
      const to = '/' + segments.slice(0, i + 1).join('/');
      return { label: crumbLabelFor(to, segment), to };
    })
    .filter((crumb, i, all) => i === all.length - 1 || !NO_PAGE.has(crumb.to));
  return crumbs.length <= 1 ? [] : crumbs;
}

/** On small screens only a back link to the crumb before the current page is shown. */
export function previousCrumb(crumbs: readonly Crumb[]): Crumb | null {
  return crumbs.length >= 2 ? (crumbs[crumbs.length - 2] ?? null) : null;
}
