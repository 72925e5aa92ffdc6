/**
 * The estimated-growth-rate tool (spec 3 "Investing for beginners": estimated-growth-rate; spec 2 §3 Assets,
 * `estimatedGrowthRate`): the default yearly rate of each kind of investment, the value-weighted rate of the
 * resident's portfolio and its projection over 5, 10 and 20 years with and without the monthly investments.
 * Pure: the page works it out in the browser from GET /finances (docs/decisions.md "Estimated growth rate").
 *
 * Conventions (docs/decisions.md): a yearly rate of R % compounds monthly at R / 12 % a month; a monthly investment
 * is added at the END of each month (so the first one earns nothing in its first month); the whole portfolio, and
 * the money added to it, grows at the portfolio's weighted rate rounded to 2 decimals (the figure the page shows,
 * so a resident can redo the sum). Amounts are integer SGD cents; the arithmetic is big.js, rounded half up to
 * whole cents once, at the end.
 */
import { ROUND_HALF_UP, dec, type Decimal } from '../../../shared-kernel/decimal.js';

/** The manual asset kinds (spec 2 §3, by their path name) that are investments a market prices. */
export const INVESTMENT_KINDS = ['stock', 'bond', 'unit-trust', 'gold', 'structured-product', 'other-investment'] as const;
export type InvestmentKind = (typeof INVESTMENT_KINDS)[number];

export const isInvestmentKind = (kind: string): kind is InvestmentKind => (INVESTMENT_KINDS as readonly string[]).includes(kind);

/** One default rate: OUR planning assumption for a kind of investment, and what it is based on. */
export interface GrowthAssumption {
  /** % a year */
  ratePercent: number;
  /** why this figure, in plain English */
  basis: string;
  sourceName: string;
  sourceUrl: string;
}

/** When the table below was last set: the page says "our assumption, set on 26 November 2026". */
export const GROWTH_ASSUMPTIONS_SET_ON = '2026-11-26';

/**
 * The default yearly rate of each kind of investment, used when the resident has not given one (null on the
 * asset). These are our own long-run planning assumptions, not a regulator's rule or a forecast; each is kept low
 * rather than high, and each points at the published figure it leans on (checked 26 November 2026).
 */
export const DEFAULT_GROWTH_RATES: Readonly<Record<InvestmentKind, GrowthAssumption>> = {
  stock: {
    ratePercent: 6,
    basis: 'Long-run planning figures for shares are about 6 % to 7 % a year before fees; we take the lower end.',
    sourceName: 'FP Canada and IQPF Projection Assumption Guidelines (2020), as reported by The Globe and Mail',
    sourceUrl: 'https://www.theglobeandmail.com/investing/personal-finance/article-the-no-fear-no-hype-take-on-how-much-youll-make-in-stocks-and-bonds/',
  },
  'unit-trust': {
    ratePercent: 4.25,
    basis: 'A fund holds a mix of shares, bonds and property: the highest rate Singapore life insurers may illustrate for such a mixed fund.',
    sourceName: 'Life Insurance Association Singapore, illustrated investment rate of return (since 1 July 2021)',
    sourceUrl: 'https://www.lia.org.sg/tools-and-resources/illustrated-investment-rate-of-return-for-par-policies/',
  },
  bond: {
    ratePercent: 3,
    basis: 'Singapore Savings Bonds have paid about 2 % to 3.2 % a year on average over 10 years since 2015; we take 3 %.',
    sourceName: 'Monetary Authority of Singapore, Singapore Savings Bonds rates (as reported by TODAY, October 2022)',
    sourceUrl: 'https://www.todayonline.com/singapore/singapore-savings-bonds-10-year-average-return-hits-record-high-321-2009791',
  },
  'structured-product': {
    ratePercent: 3,
    basis: 'Most structured products pay a bond-like return with conditions attached, so we use the bond figure.',
    sourceName: 'Monetary Authority of Singapore, Singapore Savings Bonds rates (as reported by TODAY, October 2022)',
    sourceUrl: 'https://www.todayonline.com/singapore/singapore-savings-bonds-10-year-average-return-hits-record-high-321-2009791',
  },
  gold: {
    ratePercent: 2,
    basis: 'Gold pays no interest or dividends; we assume it only keeps pace with prices, which MAS says have typically risen about 2 % a year.',
    sourceName: 'Monetary Authority of Singapore, core inflation (as reported by CNA, October 2023)',
    sourceUrl: 'https://headtopics.com/sg/inflation-in-singapore-has-eased-but-mas-not-declaring-48025692',
  },
  'other-investment': {
    ratePercent: 2.5,
    basis: 'When we do not know what an investment is, we assume what the money would earn risk-free in the CPF Ordinary Account.',
    sourceName: 'CPF Board, Ordinary Account interest rate (2.5 % a year, reviewed quarterly)',
    sourceUrl: 'https://www.daily8.com/en/hashtag/SingaporeGovernmentSecurities',
  },
};

/** One investment as the tool sees it: its value in SGD cents and the rate the resident gave (null: none). */
export interface GrowthHolding {
  kind: InvestmentKind;
  valueCents: number;
  estimatedGrowthRate: number | null;
}

/** The rate used for an investment: the resident's own, or the default for its kind. */
export function rateOf(holding: Pick<GrowthHolding, 'kind' | 'estimatedGrowthRate'>): { ratePercent: number; isDefault: boolean } {
  return holding.estimatedGrowthRate === null
    ? { ratePercent: DEFAULT_GROWTH_RATES[holding.kind].ratePercent, isDefault: true }
    : { ratePercent: holding.estimatedGrowthRate, isDefault: false };
}

/**
 * The value-weighted yearly rate of the portfolio, % to 2 decimals (half up): sum(value x rate) / sum(value).
 * Null when there is nothing to weigh (no investments, or all worth S$0).
 */
export function weightedGrowthRate(holdings: readonly Pick<GrowthHolding, 'kind' | 'valueCents' | 'estimatedGrowthRate'>[]): number | null {
  let total = dec(0);
  let weighted = dec(0);
  for (const holding of holdings) {
    const value = dec(holding.valueCents);
    total = total.plus(value);
    weighted = weighted.plus(value.times(dec(rateOf(holding).ratePercent)));
  }
  if (total.eq(dec(0))) return null;
  return Number(weighted.div(total).round(2, ROUND_HALF_UP).toFixed(2));
}

/** Digits kept between months (cents to 12 places): far below a cent after 240 months. */
const WORKING_PLACES = 12;

/** The value at the end of each year 0..years, in exact-enough cents (not rounded yet). */
function yearlyValues(startCents: number, ratePercent: number, monthlyCents: number, years: number): Decimal[] {
  const monthlyFactor = dec(1).plus(dec(ratePercent).div(dec(1200)));
  const added = dec(monthlyCents);
  let value = dec(startCents);
  const values = [value];
  for (let month = 1; month <= years * 12; month += 1) {
    value = value.times(monthlyFactor).round(WORKING_PLACES, ROUND_HALF_UP).plus(added);
    if (month % 12 === 0) values.push(value);
  }
  return values;
}

const toCents = (value: Decimal): number => Number(value.round(0, ROUND_HALF_UP).toFixed(0));

/**
 * What `startCents` grows to after `years` at `ratePercent` a year compounded monthly, with `monthlyCents` added at
 * the end of every month: start x (1 + r)^n + monthly x ((1 + r)^n - 1) / r, where r = rate / 12 / 100 and n =
 * months (monthly x n when the rate is 0). Whole cents, half up.
 */
export function projectValue(startCents: number, ratePercent: number, monthlyCents: number, years: number): number {
  return toCents(yearlyValues(startCents, ratePercent, monthlyCents, years).at(-1)!);
}

export const PROJECTION_YEARS = [5, 10, 20] as const;
export type ProjectionYear = (typeof PROJECTION_YEARS)[number];
export const PROJECTION_HORIZON = 20;

/** One year of the projection (year 0 is today). */
export interface ProjectionPoint {
  year: number;
  withoutMonthlyCents: number;
  withMonthlyCents: number;
  /** what the resident has put in by then: today's value plus the monthly investments */
  paidInCents: number;
}

export interface PortfolioProjection {
  /** the portfolio's weighted rate, % a year to 2 decimals */
  ratePercent: number;
  startCents: number;
  monthlyCents: number;
  /** years 0..20 */
  points: ProjectionPoint[];
}

/**
 * The portfolio today (the holdings' SGD values) and the monthly investments, grown at the weighted rate for 20
 * years: one point a year, with and without the monthly investments. Null when there is nothing to project (no
 * investments, or all worth S$0: no rate can be weighed).
 */
export function projectPortfolio(holdings: readonly GrowthHolding[], monthlyCents: number): PortfolioProjection | null {
  const ratePercent = weightedGrowthRate(holdings);
  if (ratePercent === null) return null;
  const startCents = holdings.reduce((sum, h) => sum + h.valueCents, 0);
  const without = yearlyValues(startCents, ratePercent, 0, PROJECTION_HORIZON);
  const withMonthly = yearlyValues(startCents, ratePercent, monthlyCents, PROJECTION_HORIZON);
  const points = without.map((value, year) => ({
    year,
    withoutMonthlyCents: toCents(value),
    withMonthlyCents: toCents(withMonthly[year]!),
    paidInCents: startCents + monthlyCents * 12 * year,
  }));
  return { ratePercent, startCents, monthlyCents, points };
}
