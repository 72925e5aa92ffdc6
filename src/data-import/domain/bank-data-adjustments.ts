/**
 * The resident's corrections to imported bank data (spec 2 §4 "The user may adjust imported items", §7 the
 * PATCH /apim/... calls): each changes one account, holding or balance of the record; the items in cashflow and
 * wealth are then derived again from the corrected record. Pure: returns a new record, or null when the target
 * is not in this resident's record (a 404, never someone else's data).
 */
import { MAX_MONEY_INPUT_SGD_CENTS } from '../../shared-kernel/money.js';
import type { AssetHolding, BankAccount, FpData, LoanAccount } from './bank-data.js';
import type { ImportedBankItems } from './bank-data-import.js';

export type BankAdjustment =
  | { target: 'casa' | 'fixedDeposit'; id: string; change: { percentageShare?: number; estimatedGrowthRate?: number | null } }
  | {
      target: 'securedLoan' | 'unsecuredLoan';
      id: string;
      change: { percentageShare?: number; monthlyCashLoanInstalment?: number; monthlyCPFLoanInstalment?: number; type?: 'MORTGAGE' | 'NON_MORTGAGE'; estimatedGrowthRate?: number | null };
    }
  | { target: 'assetAmount'; id: string; change: { surrenderValue?: number | null; estimatedGrowthRate?: number | null } }
  | { target: 'assetHolding'; id: string; change: { percentageShare?: number; estimatedGrowthRate?: number | null } }
  | { target: 'assetHoldingBalance'; id: string; change: { unitPrice: number } }
  | { target: 'sgxHolding'; id: string; change: { percentageShare?: number; estimatedGrowthRate?: number | null } }
  | { target: 'sgxHoldingBalance'; id: string; change: { marketValue: number } };

const LOAN_TYPE_IDS = { MORTGAGE: 1, NON_MORTGAGE: 2 } as const;

function replaceIn<T extends { id: string }>(items: readonly T[], id: string, apply: (item: T) => T): T[] | null {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return null;
  return items.map((item, i) => (i === index ? apply(item) : item));
}

/** Applies `change` to accounts' amounts (growth rate and surrender value live there). */
const withAmounts = <A extends BankAccount>(account: A, change: { estimatedGrowthRate?: number | null; surrenderValue?: number | null }): A => ({
  ...account,
  amounts: account.amounts.map((amount) => ({
    ...amount,
    ...(change.estimatedGrowthRate !== undefined ? { estimatedGrowthRate: change.estimatedGrowthRate } : {}),
    ...(change.surrenderValue !== undefined ? { surrenderValue: change.surrenderValue } : {}),
  })),
});

type InvestmentCategory = 'cpfis' | 'srs' | 'unitTrust';
const INVESTMENT_CATEGORIES: readonly InvestmentCategory[] = ['cpfis', 'srs', 'unitTrust'];

/** A holding of an investment account, wherever it is, changed by `apply`; null when no account holds it. */
function replaceHolding(data: FpData, holdingId: string, apply: (holding: AssetHolding) => AssetHolding): FpData | null {
  for (const category of INVESTMENT_CATEGORIES) {
    const accounts = data[category];
    const index = accounts.findIndex((account) => account.holdings.some((h) => h.assetHoldingId === holdingId));
    if (index < 0) continue;
    const updated = accounts.map((account, i) =>
      i === index ? { ...account, holdings: account.holdings.map((h) => (h.assetHoldingId === holdingId ? apply(h) : h)) } : account,
    );
    return { ...data, [category]: updated };
  }
  return null;
}

export function adjustBankData(data: FpData, adjustment: BankAdjustment): FpData | null {
  switch (adjustment.target) {
    case 'casa':
    case 'fixedDeposit': {
      const { percentageShare, ...rest } = adjustment.change;
      const accounts = replaceIn(data[adjustment.target], adjustment.id, (account) => withAmounts({ ...account, ...(percentageShare !== undefined ? { percentageShare } : {}) }, rest));
      return accounts && { ...data, [adjustment.target]: accounts };
    }
    case 'securedLoan':
    case 'unsecuredLoan': {
      const { percentageShare, monthlyCashLoanInstalment, monthlyCPFLoanInstalment, type, estimatedGrowthRate } = adjustment.change;
      const loans = replaceIn<LoanAccount>(data[adjustment.target], adjustment.id, (loan) =>
        withAmounts(
          {
            ...loan,
            ...(percentageShare !== undefined ? { percentageShare } : {}),
            ...(monthlyCashLoanInstalment !== undefined ? { monthlyCashLoanInstalment } : {}),
            ...(monthlyCPFLoanInstalment !== undefined ? { monthlyCPFLoanInstalment } : {}),
            ...(type !== undefined ? { type: { id: LOAN_TYPE_IDS[type], description: type } } : {}),
          },
          { estimatedGrowthRate },
        ),
      );
      return loans && { ...data, [adjustment.target]: loans };
    }
    case 'assetAmount': {
      for (const category of INVESTMENT_CATEGORIES) {
        const accounts = replaceIn(data[category], adjustment.id, (account) => withAmounts(account, adjustment.change));
        if (accounts) return { ...data, [category]: accounts };
      }
      return null;
    }
    case 'assetHolding': {
      const { percentageShare, estimatedGrowthRate } = adjustment.change;
      // The share is the account's (its holdings are held alike); the growth rate is the holding's own.
      const changed = replaceHolding(data, adjustment.id, (h) => (estimatedGrowthRate !== undefined ? { ...h, estimatedGrowthRate } : h));
      if (!changed || percentageShare === undefined) return changed;
      for (const category of INVESTMENT_CATEGORIES) {
        const accounts = changed[category].map((account) => (account.holdings.some((h) => h.assetHoldingId === adjustment.id) ? { ...account, percentageShare } : account));
        changed[category] = accounts as never;
      }
      return changed;
    }
    case 'assetHoldingBalance':
      return replaceHolding(data, adjustment.id, (h) => ({ ...h, unitPrice: adjustment.change.unitPrice }));
    case 'sgxHolding': {
      const { percentageShare, estimatedGrowthRate } = adjustment.change;
      const holdings = replaceIn(data.cdp, adjustment.id, (h) => ({
        ...h,
        ...(percentageShare !== undefined ? { percentageShare } : {}),
        ...(estimatedGrowthRate !== undefined ? { estimatedGrowthRate } : {}),
      }));
      return holdings && { ...data, cdp: holdings };
    }
    case 'sgxHoldingBalance': {
      const index = data.cdp.findIndex((h) => h.holdingBalances.some((b) => b.id === adjustment.id));
      if (index < 0) return null;
      const cdp = data.cdp.map((h, i) =>
        i === index ? { ...h, holdingBalances: h.holdingBalances.map((b) => (b.id === adjustment.id ? { ...b, marketValue: adjustment.change.marketValue } : b)) } : h,
      );
      return { ...data, cdp };
    }
  }
}

/**
 * True when a corrected record would give an item above the amount limit (spec 1 §9): a unit price within the
 * limit times the holding's units can pass it, and such an item would break every total it is added to.
 */
export function exceedsAmountLimit(items: ImportedBankItems): boolean {
  // A repayment's cash and CPF parts are each an amount (as when typed); their sum is not held to the limit.
  const amounts = [...items.assets.map((a) => a.totalValueAmount), ...items.liabilities.map((l) => l.amount), ...items.loanRepayments.flatMap((r) => [r.cash, r.cpf])];
  return amounts.some((amount) => !Number.isSafeInteger(amount) || amount > MAX_MONEY_INPUT_SGD_CENTS);
}
