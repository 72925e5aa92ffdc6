import type { HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';

/**
 * Health indicator levels (spec 2 §3: unavailable 0, needs attention 1, fair 2, good 3) as the dashboard shows
 * them: a word, an icon and a tone together, so the level never rests on colour alone (ui guide "Layout").
 */
export type LevelTone = 'good' | 'fair' | 'attention' | 'unavailable';
export type LevelIconName = 'check' | 'half' | 'alert' | 'dash';

export interface LevelView {
  level: 0 | 1 | 2 | 3;
  label: string;
  tone: LevelTone;
  icon: LevelIconName;
}

const LEVELS: readonly LevelView[] = [
  { level: 0, label: 'Not available yet', tone: 'unavailable', icon: 'dash' },
  { level: 1, label: 'Needs attention', tone: 'attention', icon: 'alert' },
  { level: 2, label: 'Fair', tone: 'fair', icon: 'half' },
  { level: 3, label: 'Good', tone: 'good', icon: 'check' },
];

/** The view of a level; anything outside 0..3 (a newer server) reads as not available rather than breaking. */
export function levelView(level: number): LevelView {
  return LEVELS[Number.isInteger(level) && level >= 0 && level <= 3 ? level : 0]!;
}

/** The one-line explanation under the overall level. */
export const OVERALL_EXPLANATIONS: Readonly<Record<0 | 1 | 2 | 3, string>> = {
  0: 'Tell us what comes in and goes out each month, then what you own, and your health check fills in.',
  1: 'Some parts of your finances need attention: start with the recommended actions below.',
  2: 'Your finances are on track, with room to improve.',
  // Names no area: only where no area is judged yet; the dashboard and the report name them (overall-verdict.ts).
  3: 'Every area we can judge is in good shape.',
};

import type { Area } from './areas';

export { AREA_TITLES, type Area } from './areas';

/** What each area's level means, in one sentence (spec 2 §4 "Aggregation": which statuses feed which area). */
export const AREA_EXPLANATIONS: Readonly<Record<Area, Readonly<Record<0 | 1 | 2 | 3, string>>>> = {
  cashflow: {
    0: 'Enter your income and spending to see how much you save.',
    1: 'You save less than 5 % of your take-home income.',
    2: 'You save some of your income; saving 20 % or more keeps you on track.',
    3: 'You save well and your loan repayments are manageable.',
  },
  wealth: {
    0: 'Add what you own to see how your investments are spread.',
    1: 'You hold no investments yet.',
    2: 'Your investments are all of one kind.',
    3: 'Your investments are spread over two or more kinds.',
  },
  protection: {
    0: 'Add your savings to see how long they would last in an emergency.',
    1: 'Your savings would cover less than 3 months of spending.',
    2: 'Your savings would cover 3 to 6 months of spending.',
    3: 'Your savings would cover 6 months of spending or more.',
  },
};

export type Indicator = 'savingsRatio' | 'debtServicingRatio' | 'diversification' | 'emergencyFund';

/** Which indicators feed each area (spec 2 §4 "Aggregation"). */
export const AREA_INDICATORS: Readonly<Record<Area, readonly Indicator[]>> = {
  cashflow: ['savingsRatio', 'debtServicingRatio'],
  wealth: ['diversification'],
  protection: ['emergencyFund'],
};

/**
 * What each status code says, in the same bands the server judged it by (rule-sets.ts), so the words next to a
 * figure can never contradict it ('Fair: saving 20 % or more…' next to 97.5 % was a cashflow level driven by debt,
 * worded as savings). Unknown codes say nothing rather than something wrong.
 */
const VERDICTS: Readonly<Record<string, string>> = {
  SR1A: 'You save 20 % or more of your take-home income.',
  SR1B: 'You save 20 % or more of your take-home income.',
  SR1C: 'You save 20 % or more of your take-home income.',
  SR2: 'You save 5 % to under 20 % of your take-home income; 20 % or more keeps you on track.',
  SR3: 'You save less than 5 % of your take-home income.',
  TDSR1: 'Your loan repayments are 35 % of your gross income or less.',
  TDSR2: 'Your loan repayments are over 35 % of your gross income and may be hard to keep up with.',
  TDSR3: 'You have no loan repayments.',
  IV1: 'Your investments are spread over two or more kinds.',
  IV2: 'Your investments are all of one kind.',
  IV3A: 'You hold no investments yet.',
  IV3B: 'You hold no investments yet.',
  EF1A: 'Your savings would cover 6 months of spending or more.',
  EF1B: 'Your savings would cover 6 months of spending or more.',
  EF4: 'Your savings would cover 6 months of spending or more.',
  EF2: 'Your savings would cover 3 to 6 months of spending.',
  EF5: 'Your savings would cover 3 to 6 months of spending.',
  EF3: 'Your savings would cover less than 3 months of spending.',
  EF6: 'Your savings would cover less than 3 months of spending.',
};

export function indicatorVerdict(code: string): string | null {
  return VERDICTS[code] ?? null;
}

/** A figure still to add, with the page that adds it. */
export interface MissingFigure {
  label: string;
  to: string;
}

const ADD_INCOME: MissingFigure = { label: 'Add your income', to: '/dashboard/cashflow/edit-income' };
const ADD_EXPENSES: MissingFigure = { label: 'Add your expenses', to: '/dashboard/cashflow/edit-expenses' };
const ADD_LOANS: MissingFigure = { label: 'Add your loan repayments', to: '/dashboard/cashflow/edit-loans' };
const ADD_ASSETS: MissingFigure = { label: 'Add what you own', to: '/dashboard/wealth/edit-assets' };
const ADD_SAVINGS: MissingFigure = { label: 'Add your savings', to: '/dashboard/protection/edit-emergency-fund' };

/**
 * What an indicator that is not available yet waits for (docs/decisions.md "Monthly figures and availability"):
 * savings ratio income and expenses; debt servicing income and whether there are loans; diversification the wealth
 * side; emergency fund the spending side and the savings side. Empty when the indicator is available.
 */
export function missingFigures(indicator: Indicator, check: HealthCheckResponse): MissingFigure[] {
  if (check[indicator].level !== 0) return [];
  const inputs = check.monthlyFigures.inputs;
  const wanted: [boolean, MissingFigure][] =
    indicator === 'savingsRatio'
      ? [[!inputs.income, ADD_INCOME], [!inputs.expenses, ADD_EXPENSES]]
      : indicator === 'debtServicingRatio'
        ? [[!inputs.income, ADD_INCOME], [!inputs.loansKnown, ADD_LOANS]]
        : indicator === 'diversification'
          ? [[!inputs.wealth, ADD_ASSETS]]
          : [[!(inputs.expenses || inputs.instalments), ADD_EXPENSES], [!inputs.savings, ADD_SAVINGS]];
  return wanted.filter(([missing]) => missing).map(([, figure]) => figure);
}

/**
 * The sentence under an area's level: the verdicts of its available indicators, in their own bands; while none is
 * available, what to add.
 */
export function areaExplanation(area: Area, check: HealthCheckResponse): string {
  const verdicts = AREA_INDICATORS[area].flatMap((indicator) => (check[indicator].level === 0 ? [] : [indicatorVerdict(check[indicator].code)])).filter((v): v is string => v !== null);
  return verdicts.length > 0 ? verdicts.join(' ') : AREA_EXPLANATIONS[area][0];
}

/** A ratio sent as a fraction (0.2534) as a percentage to 1 decimal ('25.3 %'); 'Not available yet' when missing. */
export function formatRatio(ratio: number | null): string {
  return ratio === null ? 'Not available yet' : `${(Math.round(ratio * 1000) / 10).toFixed(1)} %`;
}

/** Emergency-fund months ('4.5 months', '1.0 month'): the shared kernel's one formatter (docs/decisions.md "One emergency fund"). */
export { formatFundMonths as formatMonths } from '../../../src/shared-kernel/emergency-fund-months.js';

/** The number of investment classes held, in words ('1 kind', '3 kinds'). */
export function formatClasses(classes: number): string {
  return `${classes} ${classes === 1 ? 'kind' : 'kinds'}`;
}
