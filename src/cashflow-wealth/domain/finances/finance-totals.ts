import type { FxRates } from '../../../shared-kernel/fx.js';
import { roundToCents, sumCents, type Cents } from '../../../shared-kernel/money.js';
import { monthlyFigures } from '../health-check/monthly-figures.js';
import type { MoneyFacts } from './money-facts.js';
import { homeFigures } from './home-equity.js';
import { toFinancialSnapshot } from './snapshot-mapper.js';
import { sgdConverter } from './sgd-amounts.js';

/** GET /finances `totals`: SGD cents a month (flows) or SGD cents (what is owned and owed), at the stored rates. */
export interface FinanceTotals {
  monthlyGrossIncome: Cents;
  monthlyTakeHomeIncome: Cents;
  /** Expense items (yearly / 12), or the estimate when there are none. */
  monthlyExpenses: Cents;
  /** Whole instalments (cash and CPF portions, and any rest). */
  monthlyLoanRepayments: Cents;
  monthlyInvestments: Cents;
  /** Every manual asset kind plus the CPF balances. */
  totalAssets: Cents;
  totalLiabilities: Cents;
  /**
   * totalAssets - totalLiabilities, without the loans that only a home not valued yet secures (`debtLeftOut`; the
   * home itself counts 0); negative when the resident owes more than they own. The one net worth every page shows.
   */
  netWorth: Cents;
  /** The resident's share of their homes' values (part of totalAssets). */
  homeValue: Cents;
  /** netWorth without the homes and the mortgages they secure (decisions.md "The home as an asset"). */
  netWorthWithoutHome: Cents;
  /** A home has no value yet: net worth leaves it out, and its mortgage (docs/decisions.md "Imports ask before they add"). */
  homeNotValued: boolean;
  /** The liabilities left out of netWorth with the unvalued home (part of totalLiabilities). */
  debtLeftOut: Cents;
}

/**
 * The dashboard's totals. Income and expenses follow the health check's own definitions (take-home income uses
 * gross where net is unknown; expense items replace the estimate), so the two never disagree; each flow is summed
 * exactly and rounded half-up once, so twelve yearly items do not each lose a fraction of a cent.
 */
export function financeTotals(facts: MoneyFacts, rates: FxRates): FinanceTotals {
  const figures = monthlyFigures(toFinancialSnapshot(facts, rates, null));
  const toSgd = sgdConverter(rates);
  const cpf = facts.cpf === null ? [] : [facts.cpf.oa, facts.cpf.sa, facts.cpf.ma, facts.cpf.ra ?? (0 as Cents)];
  const totalAssets = sumCents([...facts.assets.map((asset) => toSgd(asset.totalValue, asset.currency)), ...cpf]);
  const totalLiabilities = sumCents(facts.liabilities.map((liability) => toSgd(liability.amount, liability.currency)));
  const home = homeFigures(facts, rates);
  const netWorth = sumCents([totalAssets, (-totalLiabilities) as Cents, home.debtLeftOut]);
  return {
    monthlyGrossIncome: roundToCents(figures.grossIncome),
    monthlyTakeHomeIncome: roundToCents(figures.takeHomeIncome),
    monthlyExpenses: roundToCents(figures.expenses),
    monthlyLoanRepayments: sumCents(facts.loanRepayments.map((loan) => toSgd(loan.amount, loan.currency))),
    monthlyInvestments: roundToCents(figures.monthlyInvestments),
    totalAssets,
    totalLiabilities,
    netWorth,
    homeValue: home.homeValue,
    netWorthWithoutHome: sumCents([netWorth, (-home.homeEquity) as Cents]),
    homeNotValued: home.homeNotValued,
    debtLeftOut: home.debtLeftOut,
  };
}
