/**
 * The figures the dashboard's sub-pages explain, worked out from GET /finances with the resident's own numbers.
 * The levels themselves come from GET /health-check (the server's rules); these only show how the figures arise.
 * All amounts SGD cents; an item in a currency without a rate is left out and counted in `skipped`.
 */
import type { AssetDto, FullFinancesResponse, HealthCheckResponse, InsuranceDetails, InvestmentSource } from '../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { emergencyFundMonths } from '../../../../src/shared-kernel/emergency-fund-months.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import type { FxRates } from '../../../../src/shared-kernel/fx.js';
import { toSgd } from '../area-breakdowns';


type AssetListKey = Extract<keyof FullFinancesResponse, `${string}Assets`>;

/** Adds amounts in SGD; `skipped` counts what had no rate. */
function sgdSum(items: readonly { cents: number; currency: string }[], rates: FxRates): { total: number; skipped: number } {
  let skipped = 0;
  const total = items.reduce((sum, item) => {
    const sgd = toSgd(item.cents, item.currency, rates);
    if (sgd === null) skipped += 1;
    return sum + (sgd ?? 0);
  }, 0);
  return { total, skipped };
}

export interface SavingsWorking {
  takeHome: number;
  expenses: number;
  /** the cash part of the loan repayments: the CPF part is not paid from take-home income */
  loanCash: number;
  /** counts as saved */
  invested: number;
  leftOver: number;
}

/**
 * Savings ratio = what is left each month / take-home income, from the server's one set of monthly figures
 * (docs/decisions.md "Monthly figures and availability"): an instalment with no cash/CPF split counts as cash.
 */
export function savingsWorking(finances: Pick<FullFinancesResponse, 'monthlyFigures'>): SavingsWorking {
  const figures = finances.monthlyFigures;
  return { takeHome: figures.takeHomeIncome, expenses: figures.expenses, loanCash: figures.instalmentsCash, invested: figures.monthlyInvestments, leftOver: figures.leftEachMonth };
}

export interface LoanLine {
  id: string;
  name: string;
  mortgage: boolean;
  /** SGD cents a month */
  amount: number;
  cash: number;
  cpf: number;
}

export interface LoanSummary {
  loans: LoanLine[];
  total: number;
  cash: number;
  cpf: number;
  skipped: number;
}

/** The loan repayments in SGD a month, with the cash and CPF parts added up. */
export function loanSummary(finances: FullFinancesResponse, rates: FxRates): LoanSummary {
  let skipped = 0;
  const loans: LoanLine[] = [];
  for (const loan of finances.loanRepayments) {
    const amount = toSgd(loan.amount, loan.ccy, rates);
    const cpf = toSgd(loan.cpf, loan.ccy, rates);
    // Whatever CPF does not pay counts as paid in cash (an unsplit instalment is all cash), as the ratios count it.
    const cash = amount === null || cpf === null ? null : Math.max(amount - cpf, 0);
    if (amount === null || cash === null || cpf === null) {
      skipped += 1;
      continue;
    }
    loans.push({ id: loan.id, name: loan.name, mortgage: loan.type.description === 'MORTGAGE', amount, cash, cpf });
  }
  const add = (pick: (loan: LoanLine) => number) => loans.reduce((sum, loan) => sum + pick(loan), 0);
  return { loans, total: add((l) => l.amount), cash: add((l) => l.cash), cpf: add((l) => l.cpf), skipped };
}

export const INVESTMENT_LISTS = {
  stock: 'stockAssets',
  bond: 'bondAssets',
  'unit-trust': 'unitTrustAssets',
  gold: 'goldAssets',
  'structured-product': 'structuredProductAssets',
  'other-investment': 'otherInvestmentAssets',
} as const satisfies Record<string, AssetListKey>;
export type InvestmentKind = keyof typeof INVESTMENT_LISTS;
export const INVESTMENT_KINDS = Object.keys(INVESTMENT_LISTS) as InvestmentKind[];

export interface Holding {
  asset: AssetDto;
  kind: InvestmentKind;
  /** null when the currency has no rate */
  sgd: number | null;
}

/** Every investment holding, optionally only those bought with `source` money, largest first. */
export function investmentHoldings(finances: FullFinancesResponse, rates: FxRates, source?: InvestmentSource): Holding[] {
  return INVESTMENT_KINDS.flatMap((kind) =>
    finances[INVESTMENT_LISTS[kind]]
      .filter((asset) => source === undefined || asset.investmentSource === source)
      .map((asset) => ({ asset, kind, sgd: toSgd(asset.totalValueAmount, asset.currency, rates) })),
  ).sort((a, b) => (b.sgd ?? 0) - (a.sgd ?? 0));
}

/** Investment classes held (docs/decisions.md "Dashboard sub-pages": a kind with a total value above 0 counts, whatever its source). */
export function classesHeld(finances: FullFinancesResponse): InvestmentKind[] {
  return INVESTMENT_KINDS.filter((kind) => finances[INVESTMENT_LISTS[kind]].some((asset) => asset.totalValueAmount > 0));
}

export interface EmergencyFundWorking {
  holdings: { asset: AssetDto; label: string; sgd: number | null }[];
  /** the cash, savings and fixed deposits added up */
  cash: number;
  /** what the months count: the emergency-fund target's allocation when `allocated`, else `cash` */
  fund: number;
  allocated: boolean;
  /** expenses + the cash part of loan repayments, at least 1 cent (docs/decisions.md "Dashboard sub-pages") */
  monthlyOutflow: number;
  months: number;
  /** how much more the fund needs to cover 3 and 6 months (0 when it does) */
  shortOf3: number;
  shortOf6: number;
}

const FUND_LISTS = [
  ['cashBalanceAssets', 'Cash balance'],
  ['cashSavingsAssets', 'Cash savings'],
  ['fixedDepositAssets', 'Fixed deposit'],
] as const satisfies readonly (readonly [AssetListKey, string])[];

/**
 * Emergency-fund months = the fund / (expenses + cash part of loans). With the health check's answer, its fund,
 * outflow and months are laid out as they are (the one engine: docs/decisions.md "One emergency fund"); without it
 * (the investing readiness check), all the cash through the same kernel function.
 */
export function emergencyFundWorking(finances: FullFinancesResponse, rates: FxRates, check?: HealthCheckResponse['emergencyFund']): EmergencyFundWorking {
  const holdings = FUND_LISTS.flatMap(([list, label]) => finances[list].map((asset) => ({ asset, label, sgd: toSgd(asset.totalValueAmount, asset.currency, rates) })));
  const cash = holdings.reduce((sum, holding) => sum + (holding.sgd ?? 0), 0);
  const { expenses, loanCash } = savingsWorking(finances);
  const fund = check?.fund ?? cash;
  const monthlyOutflow = check?.monthlyOutflow ?? Math.max(1, expenses + loanCash);
  const months = check?.months ?? emergencyFundMonths(fund as Cents, monthlyOutflow as Cents);
  // Nothing is short once the months shown reach the target: 5.99999 shows as 6.0 and is good (one rounding).
  const shortOf = (target: number) => (months >= target ? 0 : Math.max(0, target * monthlyOutflow - fund));
  return { holdings, cash, fund, allocated: check?.allocated ?? false, monthlyOutflow, months, shortOf3: shortOf(3), shortOf6: shortOf(6) };
}

const PAYMENTS_A_YEAR: Record<NonNullable<InsuranceDetails['premiumFrequency']>, number | null> = {
  MONTHLY: 12,
  QUARTERLY: 4,
  SEMI_ANNUALLY: 2,
  ANNUALLY: 1,
  SINGLE_PREMIUM: 0,
  OTHERS: null,
};

/** A policy's premiums in a year, in its currency; null when the amount or how often it is paid is not known. */
export function yearlyPremium(details: InsuranceDetails | null): number | null {
  if (!details || details.premiumAmount === null || details.premiumFrequency === null) return null;
  const times = PAYMENTS_A_YEAR[details.premiumFrequency];
  return times === null ? null : details.premiumAmount * times;
}

export interface LifeCoverGuide {
  /** spec 3: life cover 9 to 10 times annual income */
  from: number;
  to: number;
  /** the sums assured added up, in SGD */
  covered: number;
}

/** The life-cover rule of thumb against the resident's gross income; null without an income. */
export function lifeCoverGuide(finances: FullFinancesResponse, rates: FxRates): LifeCoverGuide | null {
  const yearly = finances.totals.monthlyGrossIncome * 12;
  if (yearly <= 0) return null;
  const covered = finances.insuranceAssets.reduce((sum, policy) => {
    const assured = policy.insurance?.sumAssured;
    return sum + (assured ? (toSgd(assured, policy.currency, rates) ?? 0) : 0);
  }, 0);
  return { from: yearly * 9, to: yearly * 10, covered };
}
