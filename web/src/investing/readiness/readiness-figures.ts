/**
 * The readiness assessment's figures (decisions.md "Readiness assessment"): the same figures the dashboard shows,
 * from GET /finances and the rates it uses (monthly figures, cash for the emergency fund, loans, the insurance
 * assets), plus the policies on the guide's insurance list. Each figure says where it came from. A figure the
 * resident has not entered is null, so its check says "we don't know" rather than counting it as 0.
 */
import type { AssetDto, FullFinancesResponse, InsuranceDetails } from '../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { InsurancePolicyEntry } from '../../../../src/cashflow-wealth/adapters/http/investing.contract.js';
import type { DebtFigure, PolicyFigure, ReadinessFigures } from '../../../../src/cashflow-wealth/domain/investing/readiness.js';
import type { FxRates } from '../../../../src/shared-kernel/fx.js';
import { toSgd } from '../../dashboard/area-breakdowns';
import { emergencyFundWorking, yearlyPremium } from '../../dashboard/sub-pages/sub-page-figures';
import { sameCategory } from '../../cashflow/setup/expense-categories';

export interface ReadinessSources {
  /** how many insurance policies came from the wealth's insurance assets and from the guide's insurance list */
  policiesFromWealth: number;
  policiesFromList: number;
  /** the cash, savings and fixed deposits that make the emergency fund */
  fundHoldings: number;
  /** items left out because their currency has no rate */
  skipped: number;
  /** how many expenses of the cashflow are insurance (what the premiums check reads when policies do not say) */
  insuranceExpenses: number;
}

/** The expense category residents file premiums under (spec 2 §3 "Categories seen": insurance). */
export const INSURANCE_CATEGORY = 'Insurance';

/**
 * What the resident spends on insurance a year by their cashflow, SGD cents (expenses are SGD): each 'Insurance'
 * expense (any case) as a yearly amount; null when there is none (docs/decisions.md "Links and feeds").
 */
export function insuranceSpendingOf(expenses: FullFinancesResponse['expenses']): number | null {
  const insurance = expenses.filter((expense) => sameCategory(expense.category, INSURANCE_CATEGORY));
  if (insurance.length === 0) return null;
  return insurance.reduce((sum, expense) => sum + expense.amount * (expense.timeInterval.description === 'YEARLY' ? 1 : 12), 0);
}

const sgdOrNull = (cents: number | null, currency: string, rates: FxRates): number | null => (cents === null ? null : toSgd(cents, currency, rates));

function policyOf(name: string, details: InsuranceDetails, currency: string, source: PolicyFigure['source'], rates: FxRates): PolicyFigure {
  const yearly = yearlyPremium(details);
  return {
    name,
    source,
    death: sgdOrNull(details.sumAssured, currency, rates),
    tpd: sgdOrNull(details.totalPermanentDisabilitySumAssured ?? null, currency, rates),
    criticalIllness: sgdOrNull(details.criticalIllnessSumAssured ?? null, currency, rates),
    yearlyPremium: sgdOrNull(yearly, currency, rates),
  };
}

/** A wealth insurance asset without details states nothing: every benefit and its premium unknown. */
function assetPolicy(asset: AssetDto, rates: FxRates): PolicyFigure {
  if (!asset.insurance) return { name: asset.name, source: 'WEALTH', death: null, tpd: null, criticalIllness: null, yearlyPremium: null };
  return policyOf(asset.name, asset.insurance, asset.currency, 'WEALTH', rates);
}

/**
 * The loans: each liability (its balance, and the instalment of the loan repayment linked to it), then each loan
 * repayment not linked to a listed liability (its instalment only).
 */
function debtsOf(finances: FullFinancesResponse, rates: FxRates): DebtFigure[] {
  const linked = new Set(finances.liabilities.map((liability) => liability.id));
  const fromLiabilities = finances.liabilities.map((liability): DebtFigure => {
    const loan = finances.loanRepayments.find((repayment) => repayment.liabilityId === liability.id);
    return {
      name: liability.name,
      category: liability.category,
      balance: toSgd(liability.amount, liability.ccy, rates),
      monthly: loan ? toSgd(loan.amount, loan.ccy, rates) : null,
    };
  });
  const unlinked = finances.loanRepayments
    .filter((loan) => loan.liabilityId === null || !linked.has(loan.liabilityId))
    .map((loan): DebtFigure => ({ name: loan.name, category: loan.type.description, balance: null, monthly: toSgd(loan.amount, loan.ccy, rates) }));
  return [...fromLiabilities, ...unlinked];
}

/**
 * The figures the rules read. Known when (decisions.md "Monthly figures and availability"): income when an income
 * is entered; spending when expenses (or the onboarding estimate) are; the emergency fund when wealth is set up or
 * an asset entered; loans and monthly investments once loans, cashflow or wealth say "none" means none; insurance
 * once any policy is entered in either place, or an insurance expense in the cashflow (its premiums). The emergency
 * fund is GET /finances' own (the health check's: the target's allocation once there is one, the shared kernel's
 * months); an answer without it (an older server) falls back to all the cash.
 */
export function readinessFiguresOf(
  finances: FullFinancesResponse,
  rates: FxRates,
  insuranceList: readonly InsurancePolicyEntry[],
): { figures: ReadinessFigures; sources: ReadinessSources } {
  const { monthlyFigures: m, totals } = finances;
  const fund = emergencyFundWorking(finances, rates);
  const engine = finances.emergencyFund;
  const policies = [
    ...finances.insuranceAssets.map((asset) => assetPolicy(asset, rates)),
    ...insuranceList.map((entry) => policyOf(entry.insurance.policyName, entry.insurance, 'SGD', 'INSURANCE_LIST', rates)),
  ];
  const debtsKnown = m.inputs.loansKnown || m.inputs.wealth;
  const skipped = fund.holdings.filter((holding) => holding.sgd === null).length;
  return {
    figures: {
      monthlyGrossIncome: m.inputs.income ? totals.monthlyGrossIncome : null,
      monthlyTakeHome: m.inputs.income ? m.takeHomeIncome : null,
      monthlyOutflow: engine ? engine.monthlyOutflow : m.inputs.expenses ? m.expenses + m.instalmentsCash : null,
      emergencyFund: engine ? engine.fund : m.inputs.savings ? fund.fund : null,
      fundAllocated: engine?.allocated ?? false,
      debts: debtsKnown ? debtsOf(finances, rates) : null,
      monthlyInvestments: finances.investments.length > 0 || m.inputs.loansKnown ? m.monthlyInvestments : null,
      policies: policies.length > 0 ? policies : null,
      insuranceSpending: insuranceSpendingOf(finances.expenses),
    },
    sources: {
      policiesFromWealth: finances.insuranceAssets.length,
      policiesFromList: insuranceList.length,
      fundHoldings: fund.holdings.length,
      skipped,
      insuranceExpenses: finances.expenses.filter((expense) => sameCategory(expense.category, INSURANCE_CATEGORY)).length,
    },
  };
}
