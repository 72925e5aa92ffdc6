import { expect } from 'chai';
import { moneyFactsOf } from '../../../../src/cashflow-wealth/application/money-facts-of.js';
import type { Asset } from '../../../../src/cashflow-wealth/domain/asset.js';
import { financeTotals } from '../../../../src/cashflow-wealth/domain/finances/finance-totals.js';
import { historyEntry } from '../../../../src/cashflow-wealth/domain/finances/finance-history.js';
import type { StoredFinances } from '../../../../src/cashflow-wealth/domain/finances/finances.js';
import type { Liability } from '../../../../src/cashflow-wealth/domain/liability.js';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { RATES } from './money-facts-builder.js';

const HDB_LOAN = 'a1000000-0000-4000-8000-00000000000a';
const CAR_LOAN = 'a1000000-0000-4000-8000-00000000000b';

const asset = (over: Partial<Asset>): Asset => ({
  id: 'b1000000-0000-4000-8000-00000000000a',
  kind: 'cashSavings',
  name: 'Savings',
  totalValueAmount: 0 as Cents,
  currency: 'SGD',
  investmentSource: 'CASH',
  enterOption: 'TOTAL_VALUE',
  quantity: null,
  unitPrice: null,
  estimatedGrowthRate: null,
  insurance: null,
  property: null,
  lastUpdatedAt: new Date('2026-12-02T00:00:00Z'),
  ...over,
});
/** Myinfo's flat: value 0 until the resident estimates it. */
const myinfoFlat = (value: number, securedLiabilityId: string | null): Asset =>
  asset({
    id: 'b1000000-0000-4000-8000-00000000000f',
    kind: 'property',
    name: '3-room HDB flat',
    totalValueAmount: value as Cents,
    property: { propertyType: 'HDB', hdbFlatType: '3_ROOM', address: null, ownershipShare: 100, valuationDate: '2020-04-16' as LocalDate, valueSource: value > 0 ? 'TYPED' : 'MYINFO_NO_PRICE', securedLiabilityId },
  });
const liability = (id: string, amount: number, category: Liability['category'] = 'MORTGAGE'): Liability => ({ id, name: 'Loan', amount: amount as Cents, ccy: 'SGD', category }) as Liability;
const finances = (assets: Asset[], liabilities: Liability[]): StoredFinances =>
  ({ incomeList: [], estimatedMonthlyExpenses: null, expenses: [], loanRepayments: [], investments: [], liabilities, targetMonthlySavings: null, totalBudget: null, assets, cpfAsset: null, origins: {} }) as unknown as StoredFinances;

describe('cashflow-wealth finances: a home not valued yet (docs/decisions.md "Imports ask before they add")', () => {
  it('leaves the unvalued home and the mortgage it secures out of net worth, keeps other debts, and sets the flag', () => {
    const totals = financeTotals(moneyFactsOf(finances([myinfoFlat(0, HDB_LOAN), asset({ totalValueAmount: 2_000_000 as Cents })], [liability(HDB_LOAN, 60_000_000), liability(CAR_LOAN, 500_000, 'NON_MORTGAGE')])), RATES);
    expect(totals.homeNotValued).to.equal(true);
    expect(totals.debtLeftOut).to.equal(60_000_000);
    // S$20,000 of savings less the S$5,000 car loan; not S$20,000 - S$600,000 - S$5,000 = -S$585,000.
    expect(totals.netWorth).to.equal(1_500_000);
    expect(totals.netWorthWithoutHome).to.equal(1_500_000);
    expect(totals.homeValue).to.equal(0);
    // What is owed stays the whole of it: only net worth leaves the mortgage out, with words saying so.
    expect(totals.totalLiabilities).to.equal(60_500_000);
    // The history keeps the same figure, so the chart never dips below zero for the missing value.
    expect(historyEntry('2026-12-02' as LocalDate, totals)).to.deep.include({ totalAssets: 2_000_000, totalLiabilities: 500_000, netWorth: 1_500_000 });
  });

  it('once valued, the home and its mortgage count again and the flag is off', () => {
    const totals = financeTotals(moneyFactsOf(finances([myinfoFlat(45_000_000, HDB_LOAN), asset({ totalValueAmount: 2_000_000 as Cents })], [liability(HDB_LOAN, 60_000_000)])), RATES);
    expect(totals.homeNotValued).to.equal(false);
    expect(totals.debtLeftOut).to.equal(0);
    expect(totals.netWorth).to.equal(45_000_000 + 2_000_000 - 60_000_000);
    expect(totals.netWorthWithoutHome).to.equal(2_000_000);
  });

  it('a paid-off flat without a value leaves out nothing but itself', () => {
    const totals = financeTotals(moneyFactsOf(finances([myinfoFlat(0, null)], [liability(CAR_LOAN, 500_000, 'NON_MORTGAGE')])), RATES);
    expect(totals).to.deep.include({ homeNotValued: true, debtLeftOut: 0, netWorth: -500_000 });
  });

  it('a loan a valued home also secures counts with that home, not left out', () => {
    const second = { ...myinfoFlat(0, HDB_LOAN), id: 'b1000000-0000-4000-8000-0000000000ff' };
    const totals = financeTotals(moneyFactsOf(finances([myinfoFlat(50_000_000, HDB_LOAN), second], [liability(HDB_LOAN, 20_000_000)])), RATES);
    expect(totals).to.deep.include({ homeNotValued: true, debtLeftOut: 0, netWorth: 30_000_000, netWorthWithoutHome: 0 });
  });
});
