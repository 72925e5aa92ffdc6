/**
 * What a Myinfo import puts into cashflow and wealth (spec 2 §4 "How imported data becomes assets and
 * liabilities", issue #5): the CPF balances as the CPF asset, each flat still owed on as a mortgage liability and
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
