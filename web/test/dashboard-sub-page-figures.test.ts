/// <reference types="mocha" />
import { expect } from 'chai';
import type { ExpenseDto, LoanRepaymentDto } from '../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { budgetLines, budgetSentence, budgetSummary } from '../src/dashboard/sub-pages/budget-figures';
import {
  classesHeld,
  emergencyFundWorking,
  investmentHoldings,
  lifeCoverGuide,
  loanSummary,
  savingsWorking,
  yearlyPremium,
} from '../src/dashboard/sub-pages/sub-page-figures';
import { asset, finances, RATES } from './support/finances-fixtures';
import { EMPTY_INSURANCE } from '../src/wealth/asset-sync';

const TOTALS = { monthlyGrossIncome: 500_000, monthlyTakeHomeIncome: 400_000, monthlyExpenses: 250_000, monthlyLoanRepayments: 0, monthlyInvestments: 30_000, totalAssets: 0, totalLiabilities: 0, netWorth: 0, homeValue: 0, netWorthWithoutHome: 0 };

function loan(overrides: Partial<LoanRepaymentDto>): LoanRepaymentDto {
  return { id: 'l', name: 'Loan', amount: 0, ccy: 'SGD', cash: 0, cpf: 0, type: { id: 1, description: 'MORTGAGE' }, liabilityId: null, ...overrides };
}

function expense(overrides: Partial<ExpenseDto>): ExpenseDto {
  return { id: 'e', category: 'Food', amount: 0, timeInterval: { id: 1, description: 'MONTHLY' }, budgetAmount: null, budgetTimeInterval: null, colour: null, ...overrides };
}

describe('dashboard sub-pages: the figures explained', () => {
  it("savings: the server's one set of monthly figures, never added up again here", () => {
    const monthlyFigures = {
      takeHomeIncome: 400_000,
      expenses: 250_000,
      instalmentsCash: 113_000,
      instalmentsCpf: 50_000,
      monthlyInvestments: 30_000,
      leftEachMonth: 37_000,
      inputs: { income: true, expenses: true, instalments: true, wealth: true, savings: true, loansKnown: true },
    };
    // The lists say something else on purpose: only the server's figures count.
    const working = savingsWorking(finances({ monthlyFigures, loanRepayments: [loan({ amount: 1, cash: 1 })] }));
    expect(working).to.deep.equal({ takeHome: 400_000, expenses: 250_000, loanCash: 113_000, invested: 30_000, leftOver: 37_000 });
  });

  it('loans: each in SGD with cash and CPF parts, totals, and one without a rate left out and counted', () => {
    const summary = loanSummary(
      finances({
        loanRepayments: [
          loan({ id: 'hdb', name: 'HDB', amount: 150_000, cash: 100_000, cpf: 50_000 }),
          loan({ id: 'car', name: 'Car', amount: 10_000, ccy: 'USD', cash: 10_000, type: { id: 2, description: 'NON_MORTGAGE' } }),
          loan({ id: 'yen', name: 'Yen', amount: 1_000, ccy: 'JPY', cash: 1_000 }),
          // No split given: whatever CPF does not pay counts as cash.
          loan({ id: 'van', name: 'Van', amount: 65_000, cash: 0, cpf: 0, type: { id: 2, description: 'NON_MORTGAGE' } }),
        ],
      }),
      RATES,
    );
    expect(summary.loans.map((l) => [l.name, l.mortgage, l.amount, l.cash, l.cpf])).to.deep.equal([
      ['HDB', true, 150_000, 100_000, 50_000],
      ['Car', false, 13_000, 13_000, 0],
      ['Van', false, 65_000, 65_000, 0],
    ]);
    expect([summary.total, summary.cash, summary.cpf, summary.skipped]).to.deep.equal([228_000, 178_000, 50_000, 1]);
  });

  it('budgets: both sides per month (yearly / 12); over only when spending is above a set budget', () => {
    const lines = budgetLines(
      finances({
        expenses: [
          expense({ category: 'Food', amount: 90_000, budgetAmount: 80_000, budgetTimeInterval: { id: 1, description: 'MONTHLY' } }),
          expense({ category: 'Insurance', amount: 240_000, timeInterval: { id: 2, description: 'YEARLY' }, budgetAmount: 240_000, budgetTimeInterval: { id: 2, description: 'YEARLY' } }),
          expense({ category: 'Transport', amount: 20_000, budgetAmount: 20_000, budgetTimeInterval: { id: 1, description: 'MONTHLY' } }),
          expense({ category: 'Gifts', amount: 5_000 }),
        ],
      }),
    );
    expect(lines.map((l) => [l.category, l.monthly, l.monthlyBudget, l.over, l.amountText, l.budgetText])).to.deep.equal([
      ['Food', 90_000, 80_000, true, 'S$900.00 / month', 'S$800.00 / month'],
      ['Insurance', 20_000, 20_000, false, 'S$2,400.00 / year', 'S$2,400.00 / year'],
      ['Transport', 20_000, 20_000, false, 'S$200.00 / month', 'S$200.00 / month'],
      ['Gifts', 5_000, null, false, 'S$50.00 / month', 'No budget'],
    ]);
    expect(budgetSentence(lines)).to.equal('1 category is over budget: you spend S$1,300.00 a month against budgets of S$1,200.00.');
    expect(budgetSentence(lines.filter((l) => !l.over))).to.equal('Every category with a budget is within it: you spend S$400.00 a month against budgets of S$400.00.');
    expect(budgetSentence(lines.filter((l) => l.monthlyBudget === null))).to.match(/^You have not set any budgets yet\./);
    expect(budgetSummary(lines)).to.deep.equal({ budgeted: 120_000, spentInBudgeted: 130_000, over: 1, withoutBudget: 1 });
  });

  it('investments: holdings of one source only, largest in SGD first; classes held need a value above 0', () => {
    const data = finances({
      stockAssets: [asset({ id: 's1', totalValueAmount: 10_000, currency: 'USD' }), asset({ id: 's2', totalValueAmount: 50_000, investmentSource: 'CPFIS' })],
      goldAssets: [asset({ id: 'g', totalValueAmount: 20_000 })],
      bondAssets: [asset({ id: 'b', totalValueAmount: 0 })],
    });
    expect(investmentHoldings(data, RATES, 'CASH').map((h) => [h.asset.id, h.kind, h.sgd])).to.deep.equal([
      ['g', 'gold', 20_000],
      ['s1', 'stock', 13_000],
      ['b', 'bond', 0],
    ]);
    expect(investmentHoldings(data, RATES, 'CPFIS').map((h) => h.asset.id)).to.deep.equal(['s2']);
    expect(investmentHoldings(data, RATES).length).to.equal(4);
    expect(classesHeld(data)).to.deep.equal(['stock', 'gold']);
  });

  it('emergency fund: cash, savings and fixed deposits over expenses plus the cash part of loans, and what is missing to 3 and 6 months', () => {
    const working = emergencyFundWorking(
      finances({
        // The outflow is the server's: expenses and instalments paid in cash (monthlyFigures).
        monthlyFigures: {
          takeHomeIncome: 0,
          expenses: 200_000,
          instalmentsCash: 100_000,
          instalmentsCpf: 50_000,
          monthlyInvestments: 0,
          leftEachMonth: -300_000,
          inputs: { income: false, expenses: true, instalments: true, wealth: true, savings: true, loansKnown: true },
        },
        loanRepayments: [loan({ amount: 150_000, cash: 100_000, cpf: 50_000 })],
        cashBalanceAssets: [asset({ id: 'c', totalValueAmount: 300_000 })],
        fixedDepositAssets: [asset({ id: 'f', totalValueAmount: 600_000 })],
        stockAssets: [asset({ id: 's', totalValueAmount: 5_000_000 })],
      }),
      RATES,
    );
    expect(working.holdings.map((h) => [h.label, h.sgd])).to.deep.equal([
      ['Cash balance', 300_000],
      ['Fixed deposit', 600_000],
    ]);
    expect([working.fund, working.monthlyOutflow, working.months, working.shortOf3, working.shortOf6]).to.deep.equal([900_000, 300_000, 3, 0, 900_000]);
  });

  it("emergency fund: the health check's fund, outflow and months are laid out as they are (S$38,387.81 allocated of S$116,387.81 cash: 6.0 months)", () => {
    const data = finances({ cashSavingsAssets: [asset({ id: 'c', totalValueAmount: 11_638_781 })] });
    const working = emergencyFundWorking(data, RATES, { code: 'EF1B', level: 3, months: 6, fund: 3_838_781, monthlyOutflow: 639_797, allocated: true });
    expect([working.cash, working.fund, working.allocated, working.monthlyOutflow, working.months, working.shortOf3, working.shortOf6]).to.deep.equal([11_638_781, 3_838_781, true, 639_797, 6, 0, 0]);
    // Without a check (the investing readiness): all the cash, through the kernel's one rounding (1 decimal).
    expect(emergencyFundWorking(finances({ cashSavingsAssets: [asset({ totalValueAmount: 500 })], monthlyFigures: { ...data.monthlyFigures, expenses: 400 } }), RATES).months).to.equal(1.3);
  });

  it('emergency fund: with no outflow at all the months stay finite (the outflow is at least 1 cent)', () => {
    const working = emergencyFundWorking(finances({ cashSavingsAssets: [asset({ totalValueAmount: 500 })] }), RATES);
    expect([working.monthlyOutflow, working.months]).to.deep.equal([1, 500]);
  });

  it('premiums a year from the frequency; unknown when the amount, the frequency or a count for "others" is missing', () => {
    const details = { ...EMPTY_INSURANCE };
    expect(yearlyPremium({ ...details, premiumAmount: 10_000, premiumFrequency: 'MONTHLY' })).to.equal(120_000);
    expect(yearlyPremium({ ...details, premiumAmount: 10_000, premiumFrequency: 'QUARTERLY' })).to.equal(40_000);
    expect(yearlyPremium({ ...details, premiumAmount: 10_000, premiumFrequency: 'SEMI_ANNUALLY' })).to.equal(20_000);
    expect(yearlyPremium({ ...details, premiumAmount: 10_000, premiumFrequency: 'ANNUALLY' })).to.equal(10_000);
    expect(yearlyPremium({ ...details, premiumAmount: 10_000, premiumFrequency: 'SINGLE_PREMIUM' })).to.equal(0);
    expect(yearlyPremium({ ...details, premiumAmount: 10_000, premiumFrequency: 'OTHERS' })).to.equal(null);
    expect(yearlyPremium({ ...details, premiumAmount: null, premiumFrequency: 'MONTHLY' })).to.equal(null);
    expect(yearlyPremium(null)).to.equal(null);
  });

  it('life cover: 9 to 10 times the yearly gross income against the sums assured in SGD; none without an income', () => {
    const policy = (sumAssured: number | null, currency = 'SGD') =>
      asset({ currency, insurance: { ...EMPTY_INSURANCE, productType: 'TERM', sumAssured } });
    const guide = lifeCoverGuide(finances({ totals: TOTALS, insuranceAssets: [policy(20_000_000), policy(1_000_000, 'USD'), policy(null)] }), RATES);
    expect(guide).to.deep.equal({ from: 54_000_000, to: 60_000_000, covered: 21_300_000 });
    expect(lifeCoverGuide(finances({}), RATES)).to.equal(null);
  });
});
