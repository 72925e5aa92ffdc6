/**
 * What a Myinfo import puts into cashflow and wealth (spec 2 §4 "How imported data becomes assets and
 * liabilities"): the CPF balances as the CPF asset, each flat still owed on as a mortgage liability and
 * a mortgage instalment, and the notice of assessment as estimated monthly income by source.
 */
import { ROUND_HALF_UP, dec } from '../../shared-kernel/decimal.js';
import type { CpfBalances, HdbOwnership, NoticeOfAssessment } from './personal-data.js';

/** The CPF asset: `ra` only for a resident of 55 or older (as for the balances typed in). */
export function cpfAssetOf(cpf: CpfBalances, withRetirementAccount: boolean): { oa: number; sa: number; ma: number; ra?: number } {
  return withRetirementAccount ? { oa: cpf.oa, sa: cpf.sa, ma: cpf.ma, ra: cpf.ra ?? 0 } : { oa: cpf.oa, sa: cpf.sa, ma: cpf.ma };
}

/** Flats with nothing left to repay (an outstanding balance of zero or less) are dropped on load. */
export const flatsStillOwedOn = (flats: readonly HdbOwnership[]): HdbOwnership[] => flats.filter((flat) => flat.outstandingLoanBalance > 0);

const share = (cents: number, percentageShare: number) =>
  Number(dec(cents).times(dec(Math.min(100, Math.max(0, percentageShare)))).div(dec(100)).round(0, ROUND_HALF_UP).toFixed(0));

export interface ImportedMortgage {
  flatId: string;
  liability: { name: string; amount: number; ccy: 'SGD'; category: 'MORTGAGE' };
  repayment: { name: string; amount: number; ccy: 'SGD'; cash: number; cpf: number; type: 'MORTGAGE' };
}

/**
 * One flat -> the resident's share of what is still owed (a mortgage liability in SGD) and the monthly
 * instalment with its cash and CPF parts (a mortgage loan repayment). The instalment is the whole instalment:
 * co-owners usually each pay towards it, which the resident sets through the cash and CPF parts.
 */
export function mortgageOf(flat: HdbOwnership): ImportedMortgage {
  const name = `HDB loan: ${flat.description}`.slice(0, 66);
  return {
    flatId: flat.id,
    liability: { name, amount: share(flat.outstandingLoanBalance, flat.percentageShare), ccy: 'SGD', category: 'MORTGAGE' },
    repayment: {
      name,
      amount: flat.monthlyCashLoanInstalment + flat.monthlyCPFLoanInstalment,
      ccy: 'SGD',
      cash: flat.monthlyCashLoanInstalment,
      cpf: flat.monthlyCPFLoanInstalment,
      type: 'MORTGAGE',
    },
  };
}

export const INCOME_SOURCES = [
  ['employment', 'EMPLOYMENT', 'Employment'],
  ['trade', 'TRADE', 'Trade'],
  ['rent', 'RENT', 'Rent'],
  ['interest', 'INTEREST', 'Interest'],
] as const;

export interface EstimatedIncome {
  name: string;
  type: (typeof INCOME_SOURCES)[number][1];
  /** a month, SGD cents: the yearly assessable amount / 12, rounded half up */
  grossIncome: number;
  /** unknown from a tax assessment */
  netIncome: null;
  incomeCurrency: 'SGD';
}

/**
 * The notice of assessment -> one estimated income per source with an amount above 0: yearly assessable income
 * from employment, trade, rent and interest, divided by 12. Named with the year of assessment, so the resident
 * sees where the figure came from.
 */
export function estimatedIncomeOf(noa: NoticeOfAssessment): EstimatedIncome[] {
  return INCOME_SOURCES.filter(([field]) => noa[field] > 0).map(([field, type, label]) => ({
    name: `${label} (tax assessment ${noa.yearOfAssessment})`,
    type,
    grossIncome: Number(dec(noa[field]).div(dec(12)).round(0, ROUND_HALF_UP).toFixed(0)),
    netIncome: null,
    incomeCurrency: 'SGD',
  }));
}

/** Myinfo's flat type text -> the home's HDB flat type ('4-ROOM FLAT (HDB)' -> '4_ROOM'); null when not recognised. */
export function hdbFlatTypeOf(description: string | null | undefined): string | null {
  const text = (description ?? '').toUpperCase();
  const rooms = /\b([1-5])[- ]ROOM\b/.exec(text);
  if (rooms) return `${rooms[1]}_ROOM`;
  if (text.includes('EXECUTIVE')) return 'EXECUTIVE';
  if (text.includes('STUDIO')) return 'STUDIO';
  if (text.includes('MULTI-GENERATION') || text.includes('MULTI GENERATION')) return 'MULTI_GENERATION';
  return null;
}

const FLAT_NAMES: Readonly<Record<string, string>> = {
  STUDIO: 'Studio HDB flat',
  '1_ROOM': '1-room HDB flat',
  '2_ROOM': '2-room HDB flat',
  '3_ROOM': '3-room HDB flat',
  '4_ROOM': '4-room HDB flat',
  '5_ROOM': '5-room HDB flat',
  EXECUTIVE: 'Executive HDB flat',
  MULTI_GENERATION: 'Multi-gen HDB flat',
};

export interface ImportedFlat {
  flatId: string;
  /** at most 24 columns, as every asset name */
  name: string;
  /** SGD cents: the purchase price, or 0 when Myinfo has none (the resident then adds an estimate) */
  totalValueAmount: number;
  property: {
    propertyType: 'HDB';
    hdbFlatType: string | null;
    address: string | null;
    ownershipShare: number;
    /** the day the value is from: the purchase date (else Myinfo's last update, else `fallbackDay`) */
    valuationDate: string;
    valueSource: 'MYINFO_PURCHASE_PRICE' | 'MYINFO_NO_PRICE';
    securedLiabilityId: null;
  };
  /** true when the flat is still owed on: its mortgage (`mortgageOf`) is the liability it secures */
  securesMortgage: boolean;
}

/**
 * One flat -> the home as a property asset (decisions.md "The home as an asset"): its type and address, the
 * resident's share (1 to 100 %), and as value the purchase price from Myinfo, dated the day of purchase and marked
 * as such until the resident updates it. Flats paid off are homes too, with no mortgage to secure.
 */
export function flatAssetOf(flat: HdbOwnership, fallbackDay: string): ImportedFlat {
  const hdbFlatType = hdbFlatTypeOf(flat.hdbType ?? flat.description);
  const day = (text: string | null | undefined) => (typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null);
  const priced = typeof flat.purchasePrice === 'number' && flat.purchasePrice > 0;
  return {
    flatId: flat.id,
    name: hdbFlatType ? FLAT_NAMES[hdbFlatType]! : 'HDB flat',
    totalValueAmount: priced ? flat.purchasePrice! : 0,
    property: {
      propertyType: 'HDB',
      hdbFlatType,
      address: flat.address ?? null,
      ownershipShare: Number(dec(Math.min(100, Math.max(1, flat.percentageShare))).round(2, ROUND_HALF_UP).toFixed(2)),
      valuationDate: (priced ? day(flat.dateOfPurchase) : null) ?? day(flat.lastUpdatedAt) ?? fallbackDay,
      valueSource: priced ? 'MYINFO_PURCHASE_PRICE' : 'MYINFO_NO_PRICE',
      securedLiabilityId: null,
    },
    securesMortgage: flat.outstandingLoanBalance > 0,
  };
}
