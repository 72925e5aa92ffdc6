/**
 * Whether an estimated growth rate is plausible for its kind of asset (docs/decisions.md "Links and feeds"): a bank
 * feed (SGFinDex) may carry a rate per account or holding (spec 2 §3 `estimatedGrowthRate`), and a rate far outside
 * what such an asset has ever paid would make every projection wrong without anyone noticing. An implausible rate
 * is FLAGGED with our default for the kind offered beside it; it is never changed without the resident (the rate
 * stays until they choose our default or keep theirs). Pure: the import answer, the import review and the wealth
 * list all ask this one function.
 */
import { DEFAULT_GROWTH_RATES, type InvestmentKind } from './growth.js';

/** The classes the bounds are set for: a kind of asset, and Singapore government bonds apart from other bonds. */
export type GrowthClass = 'DEPOSIT' | 'SG_GOVERNMENT_BOND' | 'BOND' | 'STRUCTURED_PRODUCT' | 'EQUITY' | 'UNIT_TRUST' | 'GOLD' | 'OTHER_INVESTMENT' | 'INSURANCE';

/** One row of the table: the plausible yearly rates (inclusive, % a year) and why. */
export interface GrowthBounds {
  minPercent: number;
  maxPercent: number;
  /** how the flag names the asset: 'a government bond' */
  noun: string;
  /** the kind whose default we offer (null: we project no growth for it, so our default is none) */
  defaultKind: InvestmentKind | null;
  /** how the flag names that default: 'the default for bonds' */
  defaultName: string;
  basis: string;
  sourceName: string;
  sourceUrl: string;
}

/** When the table was last set: the page and docs say "set on 2 December 2026". */
export const GROWTH_BOUNDS_SET_ON = '2026-12-02';

/**
 * The plausible rates by class, set on 2 December 2026. Every floor is 0: a long-run planning rate below nothing is
 * a loss every year, which no deposit, bond or fund is bought for. The ceilings are well above what each class has
 * paid, so only a rate that cannot be a planning figure is flagged.
 */
export const GROWTH_BOUNDS: Readonly<Record<GrowthClass, GrowthBounds>> = {
  DEPOSIT: {
    minPercent: 0,
    maxPercent: 5,
    noun: 'a bank deposit',
    defaultKind: null,
    defaultName: 'none: we do not grow cash in projections',
    basis: 'Singapore banks paid at most about 4 % a year on fixed deposits even at the 2023 peak, and bonus-interest savings accounts about 5 % on their capped balances with conditions.',
    sourceName: 'The Straits Times, "T-bills, SSBs continue to offer investment opportunities" (October 2023), and banks\' published board rates',
    sourceUrl: 'https://www.straitstimes.com/business/t-bills-ssbs-continue-to-offer-investment-opportunities-but-look-elsewhere-too-experts',
  },
  SG_GOVERNMENT_BOND: {
    minPercent: 0,
    maxPercent: 6,
    noun: 'a government bond',
    defaultKind: 'bond',
    defaultName: 'the default for bonds',
    basis: "Singapore Government Securities benchmark yields were 1.35 % to 2.48 % in December 2025 and stayed under about 4 % at the 2023 peak; Singapore Savings Bonds' 10-year average return has never passed 3.5 %.",
    sourceName: 'Monetary Authority of Singapore, Daily SGS Prices (benchmark yields), and Singapore Savings Bonds rates',
    sourceUrl: 'https://eservices.mas.gov.sg/statistics/fdanet/SgsBenchmarkIssuePrices.aspx',
  },
  BOND: {
    minPercent: 0,
    maxPercent: 10,
    noun: 'a bond',
    defaultKind: 'bond',
    defaultName: 'the default for bonds',
    basis: 'Corporate bonds pay more than government bonds for their risk, but a bond yielding over 10 % a year is priced for a real chance of default: not a planning rate.',
    sourceName: 'Monetary Authority of Singapore, Daily SGS Prices (the risk-free yields corporate bonds are priced above)',
    sourceUrl: 'https://eservices.mas.gov.sg/statistics/fdanet/SgsBenchmarkIssuePrices.aspx',
  },
  STRUCTURED_PRODUCT: {
    minPercent: 0,
    maxPercent: 10,
    noun: 'a structured product',
    defaultKind: 'structured-product',
    defaultName: 'the default for structured products',
    basis: 'Most structured products pay a bond-like return with conditions attached, so the bond ceiling applies.',
    sourceName: 'Monetary Authority of Singapore, Daily SGS Prices',
    sourceUrl: 'https://eservices.mas.gov.sg/statistics/fdanet/SgsBenchmarkIssuePrices.aspx',
  },
  EQUITY: {
    minPercent: 0,
    maxPercent: 30,
    noun: 'shares',
    defaultKind: 'stock',
    defaultName: 'the default for stocks',
    basis: 'Long-run planning figures for shares are about 6 % to 7 % a year; a single great year can pass 30 %, no long run does. Below 0 is a loss every year, no reason to hold shares.',
    sourceName: 'FP Canada and IQPF Projection Assumption Guidelines (2020), as reported by The Globe and Mail',
    sourceUrl: DEFAULT_GROWTH_RATES.stock.sourceUrl,
  },
  UNIT_TRUST: {
    minPercent: 0,
    maxPercent: 30,
    noun: 'a unit trust',
    defaultKind: 'unit-trust',
    defaultName: 'the default for unit trusts',
    basis: 'A fund holds shares, bonds or both, so it cannot be expected to beat the ceiling for shares over the long run.',
    sourceName: 'Life Insurance Association Singapore, illustrated investment rate of return (since 1 July 2021)',
    sourceUrl: DEFAULT_GROWTH_RATES['unit-trust'].sourceUrl,
  },
  GOLD: {
    minPercent: 0,
    maxPercent: 15,
    noun: 'gold',
    defaultKind: 'gold',
    defaultName: 'the default for gold',
    basis: 'Gold pays no income; its price has risen by about 8 % a year on average in US dollars since 1971, so a planning rate above 15 % has no history behind it.',
    sourceName: 'World Gold Council, gold as a long-term investment',
    sourceUrl: 'https://www.gold.org/goldhub/research/relevance-of-gold-as-a-strategic-asset',
  },
  OTHER_INVESTMENT: {
    minPercent: 0,
    maxPercent: 30,
    noun: 'an investment',
    defaultKind: 'other-investment',
    defaultName: 'the default for other investments',
    basis: 'When we do not know what an investment is, we hold it to the ceiling for shares, the riskiest class we plan with.',
    sourceName: 'FP Canada and IQPF Projection Assumption Guidelines (2020), as reported by The Globe and Mail',
    sourceUrl: DEFAULT_GROWTH_RATES.stock.sourceUrl,
  },
  INSURANCE: {
    minPercent: 0,
    maxPercent: 6,
    noun: 'an insurance policy',
    defaultKind: null,
    defaultName: 'none: we do not grow policies in projections',
    basis: 'Singapore life insurers may illustrate participating policies at no more than 4.25 % a year since 1 July 2021.',
    sourceName: 'Life Insurance Association Singapore, illustrated investment rate of return (since 1 July 2021)',
    sourceUrl: DEFAULT_GROWTH_RATES['unit-trust'].sourceUrl,
  },
};

/**
 * Singapore government bonds by their names, as CDP and the banks write them: SGS bonds, Singapore Savings Bonds
 * (SSB), Treasury bills. A bond the name does not place is held to the wider bond bounds.
 */
const GOVERNMENT_BOND_NAME = /\b(SGS|SSB|T-?bills?|treasury|savings bonds?|singapore government)\b/i;

/** The class of an asset of `kind` (spec 2 §3, by its path name) called `name`; null when no bounds apply (the home, other assets). */
export function growthClassOf(kind: string, name: string): GrowthClass | null {
  switch (kind) {
    case 'cash-balance':
    case 'cash-savings':
    case 'fixed-deposit':
      return 'DEPOSIT';
    case 'bond':
      return GOVERNMENT_BOND_NAME.test(name) ? 'SG_GOVERNMENT_BOND' : 'BOND';
    case 'structured-product':
      return 'STRUCTURED_PRODUCT';
    case 'stock':
      return 'EQUITY';
    case 'unit-trust':
      return 'UNIT_TRUST';
    case 'gold':
      return 'GOLD';
    case 'other-investment':
      return 'OTHER_INVESTMENT';
    case 'insurance':
      return 'INSURANCE';
    default:
      return null;
  }
}

/** A rate as the flag writes it: at least one decimal, at most two ('3.0 %', '6.8 %', '4.25 %', '-2.0 %'). */
export function formatGrowthRate(ratePercent: number): string {
  const fixed = ratePercent.toFixed(2);
  return `${fixed.endsWith('0') ? ratePercent.toFixed(1) : fixed} %`;
}

/** An implausible rate, what we would use instead, and the sentence that says so. */
export interface GrowthRateFlag {
  growthClass: GrowthClass;
  ratePercent: number;
  direction: 'HIGH' | 'LOW';
  minPercent: number;
  maxPercent: number;
  /** our default for the kind (what `estimatedGrowthRate: null` means); null when we project no growth for it */
  defaultRatePercent: number | null;
  /** '6.8 % a year is unusually high for a government bond; we would use 3.0 %, the default for bonds. Keep yours?' */
  message: string;
}

/**
 * The flag of an asset's rate, or null when it is plausible, not given (null: our default is used), kept by the
 * resident (`keptRatePercent` equal to the rate: they saw the flag and chose theirs), or of a kind without bounds.
 * Both bounds are inclusive: 6 % for a government bond is not flagged, 6.01 % is.
 */
export function growthRateFlag(asset: { kind: string; name: string; estimatedGrowthRate: number | null; keptRatePercent?: number | null }): GrowthRateFlag | null {
  const rate = asset.estimatedGrowthRate;
  if (rate === null || (asset.keptRatePercent ?? null) === rate) return null;
  const growthClass = growthClassOf(asset.kind, asset.name);
  if (growthClass === null) return null;
  const bounds = GROWTH_BOUNDS[growthClass];
  if (rate >= bounds.minPercent && rate <= bounds.maxPercent) return null;
  const direction = rate > bounds.maxPercent ? 'HIGH' : 'LOW';
  const defaultRatePercent = bounds.defaultKind === null ? null : DEFAULT_GROWTH_RATES[bounds.defaultKind].ratePercent;
  const instead = defaultRatePercent === null ? `we would use ${bounds.defaultName}` : `we would use ${formatGrowthRate(defaultRatePercent)}, ${bounds.defaultName}`;
  const message = `${formatGrowthRate(rate)} a year is unusually ${direction === 'HIGH' ? 'high' : 'low'} for ${bounds.noun}; ${instead}. Keep yours?`;
  return { growthClass, ratePercent: rate, direction, minPercent: bounds.minPercent, maxPercent: bounds.maxPercent, defaultRatePercent, message };
}
