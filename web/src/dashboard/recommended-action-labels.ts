/**
 * What the dashboard says about each recommended-action key of GET /health-check/recommended-actions: a title,
 * one sentence on why, and where to act. The keys are the server's (RECOMMENDED_ACTION_PRIORITY in
 * src/cashflow-wealth/domain/health-check/recommended-actions.ts); the web may not import domain code, so the
 * list is repeated here and a unit test keeps the two in step.
 */
export const RECOMMENDED_ACTION_KEYS = [
  'ENTER_CASHFLOW',
  'BUILD_EMERGENCY_FUND',
  'REDUCE_DEBT',
  'INCREASE_SAVINGS',
  'SET_BUDGET',
  'GROW_EMERGENCY_FUND',
  'START_INVESTING',
  'DIVERSIFY_INVESTMENTS',
  'SET_SAVINGS_TARGET',
] as const;
export type RecommendedActionKey = (typeof RECOMMENDED_ACTION_KEYS)[number];

export interface ActionView {
  key: string;
  title: string;
  why: string;
  /** An in-app path. */
  href: string;
  linkText: string;
}

const ACTIONS: Readonly<Record<RecommendedActionKey, Omit<ActionView, 'key'>>> = {
  ENTER_CASHFLOW: {
    title: 'Enter your cashflow',
    why: 'We need your income and spending to work out how much you save.',
    href: '/cashflow/setup',
    linkText: 'Set up your cashflow',
  },
  BUILD_EMERGENCY_FUND: {
    title: 'Build an emergency fund',
    why: 'Your savings would last less than 3 months if your income stopped.',
    href: '/dashboard/protection/emergency-fund',
    linkText: 'See your emergency fund',
  },
  REDUCE_DEBT: {
    title: 'Reduce your debt',
    why: 'Your loan repayments take more than 35 % of your gross income.',
    href: '/dashboard/cashflow/total-debt-servicing-ratio',
    linkText: 'See your debt servicing ratio',
  },
  INCREASE_SAVINGS: {
    title: 'Save more each month',
    why: 'You save less than 20 % of your take-home income.',
    href: '/dashboard/cashflow/savings-ratio',
    linkText: 'See your savings ratio',
  },
  SET_BUDGET: {
    title: 'Set a budget',
    why: 'A budget for each kind of spending helps you keep more of what you earn.',
    href: '/dashboard/cashflow/edit-expenses',
    linkText: 'Set budgets for your expenses',
  },
  GROW_EMERGENCY_FUND: {
    title: 'Grow your emergency fund to 6 months',
    why: 'Your savings would last 3 to 6 months; 6 months gives you a safer cushion.',
    href: '/dashboard/protection/emergency-fund',
    linkText: 'See your emergency fund',
  },
  START_INVESTING: {
    title: 'Start investing',
    why: 'You save well and have an emergency fund, so spare cash could grow by investing.',
    href: '/dashboard/wealth/investments',
    linkText: 'See your investments',
  },
  DIVERSIFY_INVESTMENTS: {
    title: 'Diversify your investments',
    why: 'All your investments are of one kind; spreading them lowers your risk.',
    href: '/dashboard/wealth/investments',
    linkText: 'See your investments',
  },
  SET_SAVINGS_TARGET: {
    title: 'Set a savings target',
    why: 'You save well; a target keeps that money working towards your goals.',
    href: '/targets',
    linkText: 'Create your financial targets',
  },
};

function isKnownKey(key: string): key is RecommendedActionKey {
  return (RECOMMENDED_ACTION_KEYS as readonly string[]).includes(key);
}

/** The view of a key; a key this build does not know still shows, readably, with a link to the dashboard. */
export function actionView(key: string): ActionView {
  if (isKnownKey(key)) return { key, ...ACTIONS[key] };
  const words = key.toLowerCase().replace(/_/g, ' ');
  return { key, title: words.charAt(0).toUpperCase() + words.slice(1), why: 'This helps improve your financial health.', href: '/dashboard', linkText: 'Review your finances' };
}
