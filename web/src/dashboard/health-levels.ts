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
  0: 'Add your cashflow and what you own to see how your finances are doing.',
  1: 'Some parts of your finances need attention: start with the recommended actions below.',
  2: 'Your finances are on track, with room to improve.',
  3: 'Your cashflow, wealth and protection are all in good shape.',
};

export type Area = 'cashflow' | 'wealth' | 'protection';

export const AREA_TITLES: Readonly<Record<Area, string>> = {
  cashflow: 'Cashflow',
  wealth: 'Wealth',
  protection: 'Protection',
};

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

/** A ratio sent as a fraction (0.2534) as a percentage to 1 decimal ('25.3 %'); 'Not available yet' when missing. */
export function formatRatio(ratio: number | null): string {
  return ratio === null ? 'Not available yet' : `${(Math.round(ratio * 1000) / 10).toFixed(1)} %`;
}

/** Emergency-fund months to 1 decimal ('4.5 months', '1.0 month'); 'Not available yet' when missing. */
export function formatMonths(months: number | null): string {
  if (months === null) return 'Not available yet';
  const text = (Math.round(months * 10) / 10).toFixed(1);
  return `${text} ${text === '1.0' ? 'month' : 'months'}`;
}

/** The number of investment classes held, in words ('1 kind', '3 kinds'). */
export function formatClasses(classes: number): string {
  return `${classes} ${classes === 1 ? 'kind' : 'kinds'}`;
}
