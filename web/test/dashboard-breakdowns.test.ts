/// <reference types="mocha" />
import { expect } from 'chai';
import type { ExpenseDto } from '../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { asset, finances, RATES } from './support/finances-fixtures';
import { assetMix, cashflowBars, emergencyFundTargetMonths, expenseRows, investmentsBySource, toSgd } from '../src/dashboard/area-breakdowns';

describe('dashboard area pages: breakdowns', () => {
  it('converts to SGD at the latest rate, and gives null for a currency without one', () => {
    expect(toSgd(10_000, 'USD', RATES)).to.equal(13_000);
    expect(toSgd(10_000, 'SGD', RATES)).to.equal(10_000);
    expect(toSgd(10_000, 'JPY', RATES)).to.equal(null);
  });

  it('puts income against expenses, loans and investments for the month', () => {
    const totals = { monthlyGrossIncome: 500_000, monthlyTakeHomeIncome: 400_000, monthlyExpenses: 300_000, monthlyLoanRepayments: 50_000, monthlyInvestments: 20_000, totalAssets: 0, totalLiabilities: 0, netWorth: 0, homeValue: 0, netWorthWithoutHome: 0 };
    expect(cashflowBars(totals)).to.deep.equal([
      { label: 'Income', value: 400_000 },
      { label: 'Expenses', value: 300_000 },
      { label: 'Loans', value: 50_000 },
      { label: 'Investments', value: 20_000 },
    ]);
  });

  it('lists expenses with amount and budget per interval, yearly amounts counted a twelfth a month', () => {
    const monthly = { id: 1, description: 'MONTHLY' as const };
    const yearly = { id: 2, description: 'YEARLY' as const };
    const expenses: ExpenseDto[] = [
      { id: 'e1', category: 'Food', amount: 60_000, timeInterval: monthly, budgetAmount: 50_000, budgetTimeInterval: monthly, colour: '#523abc' },
      { id: 'e2', category: 'Insurance', amount: 120_001, timeInterval: yearly, budgetAmount: null, budgetTimeInterval: null, colour: null },
    ];
    expect(expenseRows(expenses)).to.deep.equal([
      { category: 'Food', colour: '#523abc', monthly: 60_000, amountText: 'S$600.00 / month', budgetText: 'S$500.00 / month' },
      { category: 'Insurance', colour: null, monthly: 10_000, amountText: 'S$1,200.01 / year', budgetText: 'No budget' },
    ]);
  });

  it('groups assets by kind in SGD, adds CPF, leaves out empty groups and counts items without a rate', () => {
    const mix = assetMix(
      finances({
        cashBalanceAssets: [asset({ totalValueAmount: 100_000 })],
        cashSavingsAssets: [asset({ totalValueAmount: 50_000 })],
        stockAssets: [asset({ totalValueAmount: 10_000, currency: 'USD' }), asset({ totalValueAmount: 5, currency: 'JPY' })],
        cpfAsset: { id: 'c', type: 'CPF', oa: 1_000, sa: 2_000, ma: 3_000 },
      }),
      RATES,
    );
    expect(mix.amounts).to.deep.equal([
      { label: 'Cash', value: 150_000 },
      { label: 'Stocks', value: 13_000 },
      { label: 'CPF', value: 6_000 },
    ]);
    expect(mix.skipped).to.equal(1);
  });

  it('adds investments up by the money they were bought with; cash savings are not investments', () => {
    const bySource = investmentsBySource(
      finances({
        cashSavingsAssets: [asset({ totalValueAmount: 999_999 })],
        unitTrustAssets: [asset({ totalValueAmount: 20_000, investmentSource: 'CPFIS' })],
        stockAssets: [asset({ totalValueAmount: 10_000, currency: 'USD' }), asset({ totalValueAmount: 7_000, investmentSource: 'SRS' })],
      }),
      RATES,
    );
    expect(bySource.amounts).to.deep.equal([
      { label: 'Cash', value: 13_000 },
      { label: 'CPFIS', value: 20_000 },
      { label: 'SRS', value: 7_000 },
    ]);
  });

  it('aims for 3 months while under 3, else 6 (spec 2 §9)', () => {
    expect(emergencyFundTargetMonths(0)).to.equal(3);
    expect(emergencyFundTargetMonths(2.99)).to.equal(3);
    expect(emergencyFundTargetMonths(3)).to.equal(6);
    expect(emergencyFundTargetMonths(8)).to.equal(6);
  });
});
