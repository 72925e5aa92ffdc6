import { expect } from 'chai';
import { moneyFactsOf } from '../../../../src/cashflow-wealth/application/money-facts-of.js';
import { financeTotals } from '../../../../src/cashflow-wealth/domain/finances/finance-totals.js';
import type { StoredFinances } from '../../../../src/cashflow-wealth/domain/finances/finances.js';
import { ruleFacts } from '../../../../src/cashflow-wealth/domain/health-check/health-check.js';
import { toFinancialSnapshot } from '../../../../src/cashflow-wealth/domain/finances/snapshot-mapper.js';
import type { Asset } from '../../../../src/cashflow-wealth/domain/asset.js';
import type { Liability } from '../../../../src/cashflow-wealth/domain/liability.js';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { RATES } from './money-facts-builder.js';

const LOAN = 'a1000000-0000-4000-8000-000000000001';
const CAR_LOAN = 'a1000000-0000-4000-8000-000000000002';

const asset = (over: Partial<Asset>): Asset => ({
  id: 'b1000000-0000-4000-8000-000000000001',
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
  lastUpdatedAt: new Date('2026-11-26T00:00:00Z'),
  ...over,
});
const flat = (value: number, share: number, securedLiabilityId: string | null): Asset =>
  asset({
    kind: 'property',
    name: '4-room HDB flat',
    totalValueAmount: value as Cents,
    property: { propertyType: 'HDB', hdbFlatType: '4_ROOM', address: null, ownershipShare: share, valuationDate: '2026-10-01' as LocalDate, valueSource: 'TYPED', securedLiabilityId },
  });
const liability = (id: string, amount: number, category: Liability['category'] = 'MORTGAGE'): Liability => ({ id, name: 'Loan', amount: amount as Cents, ccy: 'SGD', category }) as Liability;

const finances = (assets: Asset[], liabilities: Liability[]): StoredFinances => ({
  incomeList: [],
  estimatedMonthlyExpenses: null,
  expenses: [],
  loanRepayments: [],
  investments: [],
  liabilities,
  targetMonthlySavings: null,
  totalBudget: null,
  assets,
  cpfAsset: null,
  origins: {},
});

describe('cashflow-wealth finances: net worth with and without the home', () => {
  it("counts the resident's share of the home in total assets and net worth", () => {
    const totals = financeTotals(moneyFactsOf(finances([flat(60_000_000, 50, null), asset({ totalValueAmount: 2_000_000 as Cents })], [])), RATES);
    expect(totals.homeValue).to.equal(30_000_000);
    expect(totals.totalAssets).to.equal(32_000_000);
    expect(totals.netWorth).to.equal(32_000_000);
    expect(totals.netWorthWithoutHome).to.equal(2_000_000);
  });

  it('leaves out the home and the mortgage it secures, but keeps every other liability', () => {
    const totals = financeTotals(moneyFactsOf(finances([flat(60_000_000, 100, LOAN), asset({ totalValueAmount: 2_000_000 as Cents })], [liability(LOAN, 45_000_000), liability(CAR_LOAN, 3_000_000, 'CAR_LOAN' as Liability['category'])])), RATES);
    expect(totals.netWorth).to.equal(60_000_000 + 2_000_000 - 45_000_000 - 3_000_000);
    expect(totals.netWorthWithoutHome).to.equal(2_000_000 - 3_000_000);
  });

  it('takes nothing away for a link to a liability that no longer exists, and counts a mortgage once for two homes', () => {
    expect(financeTotals(moneyFactsOf(finances([flat(50_000_000, 100, LOAN)], [])), RATES).netWorthWithoutHome).to.equal(0);
    const two = financeTotals(moneyFactsOf(finances([flat(50_000_000, 100, LOAN), flat(10_000_000, 100, LOAN)], [liability(LOAN, 20_000_000)])), RATES);
    expect(two.netWorth).to.equal(40_000_000);
    expect(two.netWorthWithoutHome).to.equal(0);
  });

  it('equals net worth for a resident without a home', () => {
    const totals = financeTotals(moneyFactsOf(finances([asset({ totalValueAmount: 500_000 as Cents })], [liability(LOAN, 100_000)])), RATES);
    expect(totals.netWorthWithoutHome).to.equal(totals.netWorth);
  });

  it('is no investment class and no emergency money', () => {
    const facts = ruleFacts(toFinancialSnapshot(moneyFactsOf(finances([flat(80_000_000, 100, null)], [])), RATES, null));
    expect(facts.investmentClasses).to.equal(0);
    const withSavings = ruleFacts(toFinancialSnapshot({ ...moneyFactsOf(finances([flat(80_000_000, 100, null), asset({ totalValueAmount: 600_000 as Cents })], [])), estimatedMonthlyExpenses: 200_000 as Cents }, RATES, null));
    expect(withSavings.emergencyFundMonths?.toString()).to.equal('3');
  });
});
