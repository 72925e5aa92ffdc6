/// <reference types="mocha" />
import { expect } from 'chai';
import type { Cents } from '../../src/shared-kernel/money.js';
import { figureOrigins, figureTexts, planStartFrom, showsFigure, type FiguresSource } from '../src/housing/plan-figures';

const asset = (totalValueAmount: number, currency = 'SGD') =>
  ({ id: 'a', name: 'Savings', totalValueAmount, currency, investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null }) as unknown as FiguresSource['cashSavingsAssets'][number];

function finances(overrides: Partial<FiguresSource>): FiguresSource {
  return {
    incomeList: [],
    totals: { monthlyGrossIncome: 0 } as FiguresSource['totals'],
    cpfAsset: null,
    cashBalanceAssets: [],
    cashSavingsAssets: [],
    ...overrides,
  };
}

describe('housing: a new plan starts from the resident\'s figures', () => {
  it('takes the gross monthly income, the CPF OA and the cash held (in SGD)', () => {
    const start = planStartFrom(
      finances({
        incomeList: [{ id: 'i', name: 'Salary', type: 'EMPLOYMENT', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD' }] as FiguresSource['incomeList'],
        totals: { monthlyGrossIncome: 600_000 } as FiguresSource['totals'],
        cpfAsset: { id: 'c', type: 'CPF', oa: 4_500_000, sa: 1_000_000, ma: 800_000 },
        cashBalanceAssets: [asset(200_000)],
        cashSavingsAssets: [asset(1_000_000), asset(100_000, 'USD')],
      }),
      { USD: '1.35' },
    );
    expect(start).to.deep.equal({ monthlyHouseholdIncome: 600_000, cpfOABalance: 4_500_000, cashSavings: 1_335_000 });
  });

  it('leaves empty what the resident has not entered, never a guessed 0', () => {
    expect(planStartFrom(finances({}), {})).to.deep.equal({});
    expect(planStartFrom(null, null)).to.deep.equal({});
  });

  it('keeps a CPF OA of 0 the resident entered', () => {
    expect(planStartFrom(finances({ cpfAsset: { id: 'c', type: 'CPF', oa: 0, sa: 0, ma: 0 } }), {})).to.deep.equal({ cpfOABalance: 0 });
  });

  it('marks a field while it shows the figure, not once the resident changed it', () => {
    const texts = figureTexts({ monthlyHouseholdIncome: 600_000 as Cents });
    expect(showsFigure('monthlyHouseholdIncome', texts.monthlyHouseholdIncome!, texts)).to.equal(true);
    expect(showsFigure('monthlyHouseholdIncome', '7,000.00', texts)).to.equal(false);
    expect(showsFigure('cashSavings', '', texts)).to.equal(false);
  });

  it('says where each starting figure came from, and the import it came with', () => {
    const imported = finances({
      incomeList: [{ id: 'i', name: 'Salary', type: 'EMPLOYMENT', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD' }] as FiguresSource['incomeList'],
      totals: { monthlyGrossIncome: 600_000 } as FiguresSource['totals'],
      cpfAsset: { id: 'c', type: 'CPF', oa: 4_500_000, sa: 0, ma: 0 },
      cashSavingsAssets: [asset(1_000_000)],
      origins: { c: { sourceName: 'Myinfo', asOf: '2026-11-20' } },
    });
    const origins = figureOrigins(imported, planStartFrom(imported, {}));
    expect(origins).to.deep.equal({
      monthlyHouseholdIncome: 'From your cashflow: your gross monthly income. Change it if it is different for this plan.',
      cpfOABalance: 'From your wealth: your CPF Ordinary Account (from Myinfo, as of 20 Nov 2026). Change it if it is different for this plan.',
      cashSavings: 'From your wealth: your cash balances and savings, in Singapore dollars. Change it if it is different for this plan.',
    });
    expect(figureOrigins(finances({}), {})).to.deep.equal({});
    expect(figureOrigins(null, {})).to.deep.equal({});
  });
});
