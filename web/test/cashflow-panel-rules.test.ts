/// <reference types="mocha" />
import { expect } from 'chai';
import { currencyOptions, ratesOf } from '../src/cashflow/setup/currencies';
import { cashflowTotals } from '../src/cashflow/setup/cashflow-totals';
import { EMPTY_INCOME_FORM, incomeFromForm, validateAmountIn, validateItemName, validateTakeHomeIncome } from '../src/cashflow/setup/income-rules';
import { displayWidth, EMPTY_INVESTMENT_FORM, investmentFromForm, validateInvestmentName } from '../src/cashflow/setup/investment-rules';
import { saveErrorText } from '../src/cashflow/setup/save-errors';
import { EMPTY_LOAN_FORM, loanFromForm, loanInputOf, splitProblem, validateSplitPart } from '../src/cashflow/setup/loan-rules';

const FX = [
  { currencyCode: 'USD', exchangeRate: '1.35', retrievedDate: '2026-11-21' },
  { currencyCode: 'XAU', exchangeRate: '3500', retrievedDate: '2026-11-21' },
  { currencyCode: 'EUR', exchangeRate: '1.5', retrievedDate: '2026-11-21' },
];
const RATES = ratesOf(FX);

describe('cashflow currencies', () => {
  it('offers the popular currencies first in spec order, then the others alphabetically; SGD always', () => {
    expect(currencyOptions(FX), 'gold is no currency to pick').to.deep.equal(['SGD', 'USD', 'EUR']);
    expect(currencyOptions([])).to.deep.equal(['SGD']);
  });
});

describe('income panel rules', () => {
  const form = { ...EMPTY_INCOME_FORM, name: 'Salary', type: 'EMPLOYMENT' as const, gross: '5,000', takeHome: '4,000' };

  it('take-home may not exceed the gross: "Value must be less or equal to Gross income"', () => {
    expect(validateTakeHomeIncome({ ...form, takeHome: '5,000.01' }, RATES)).to.equal('Value must be less or equal to Gross income');
    expect(validateTakeHomeIncome({ ...form, takeHome: '5,000' }, RATES)).to.equal(null);
  });

  it('take-home is optional and the ordering is skipped while the gross is not valid', () => {
    expect(validateTakeHomeIncome({ ...form, takeHome: '' }, RATES)).to.equal(null);
    expect(validateTakeHomeIncome({ ...form, gross: 'abc', takeHome: '9,000' }, RATES)).to.equal(null);
  });

  it('amounts in another currency are capped at the SGD cap converted at its rate', () => {
    expect(validateAmountIn('300,000,000,000', 'SGD', RATES)).to.equal(null);
    expect(validateAmountIn('300,000,000,000', 'USD', RATES)).to.equal('Must be less than or equal to 222,222,222,222.22');
    expect(validateAmountIn('0', 'SGD', RATES, 1)).to.equal('Must be more than 0');
  });

  it('names are required, without surrounding space, at most 66 characters', () => {
    expect(validateItemName('')).to.equal('Please enter a value');
    expect(validateItemName('Salary ')).to.equal('Cannot have space as first and last character');
    expect(validateItemName('x'.repeat(67))).to.equal('Must be at most 66 characters');
  });

  it('builds the income in cents of its currency, a missing take-home as null', () => {
    expect(incomeFromForm({ ...form, currency: 'USD', takeHome: '' }, RATES, 'local-1')).to.deep.equal({
      id: 'local-1',
      name: 'Salary',
      type: 'EMPLOYMENT',
      grossIncome: 500_000,
      netIncome: null,
      incomeCurrency: 'USD',
    });
    expect(incomeFromForm({ ...form, type: '' }, RATES, 'local-1')).to.equal(null);
  });
});

describe('loan panel rules', () => {
  const form = { ...EMPTY_LOAN_FORM, name: 'HDB loan', type: 'MORTGAGE' as const, amount: '1,500', cash: '1,000', cpf: '600' };

  it('cash plus CPF over the instalment: "Sum of cash and CPF cannot exceed total monthly instalment"', () => {
    expect(splitProblem(form, RATES)).to.equal('Sum of cash and CPF cannot exceed total monthly instalment');
    expect(validateSplitPart(form.cash, form, RATES)).to.equal('Sum of cash and CPF cannot exceed total monthly instalment');
    expect(loanFromForm(form, RATES, 'local-1')).to.equal(null);
  });

  it('a split up to the instalment passes; empty parts count as 0', () => {
    expect(splitProblem({ ...form, cpf: '500' }, RATES)).to.equal(null);
    expect(loanFromForm({ ...form, cash: '', cpf: '1,500' }, RATES, 'local-1')).to.deep.equal({
      id: 'local-1',
      name: 'HDB loan',
      type: 'MORTGAGE',
      amount: 150_000,
      cash: 0,
      cpf: 150_000,
      ccy: 'SGD',
      liabilityId: null,
    });
    // An edited loan repayment keeps its link to its liability.
    expect(loanFromForm({ ...form, cash: '', cpf: '1,500' }, RATES, 'l1', 'd1')?.liabilityId).to.equal('d1');
  });

  it('is sent with the loan type as an id', () => {
    const item = loanFromForm({ ...form, type: 'NON_MORTGAGE', cpf: '' }, RATES, 'local-1')!;
    expect(loanInputOf(item).type).to.deep.equal({ id: 2 });
  });
});

describe('monthly investment panel rules', () => {
  it('measures names in display columns: wide (CJK) characters count as 2', () => {
    expect(displayWidth('Regular savings plan')).to.equal(20);
    expect(displayWidth('储蓄计划')).to.equal(8);
  });

  it('a name is at most 24 display columns', () => {
    expect(validateInvestmentName('x'.repeat(24))).to.equal(null);
    expect(validateInvestmentName('x'.repeat(25))).to.equal('Must be 24 characters or fewer (Chinese, Japanese and Korean characters count as 2)');
    expect(validateInvestmentName('储'.repeat(13))).to.equal('Must be 24 characters or fewer (Chinese, Japanese and Korean characters count as 2)');
    expect(validateInvestmentName('')).to.equal('Please enter a value');
  });

  it('needs a type and an amount more than 0', () => {
    const form = { ...EMPTY_INVESTMENT_FORM, name: 'RSP', assetType: 'UNIT_TRUST' as const, amount: '300' };
    expect(investmentFromForm(form, RATES, 'local-2')).to.deep.equal({ id: 'local-2', name: 'RSP', assetType: 'UNIT_TRUST', amount: 30_000, ccy: 'SGD' });
    expect(investmentFromForm({ ...form, assetType: '' }, RATES, 'local-2')).to.equal(null);
    expect(investmentFromForm({ ...form, amount: '0' }, RATES, 'local-2')).to.equal(null);
  });
});

describe('cashflow completed totals', () => {
  it('converts to SGD, counts yearly expenses as a twelfth and works out what is left over', () => {
    const totals = cashflowTotals(
      {
        incomeList: [
          { id: 'i1', name: 'Salary', type: 'EMPLOYMENT', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD' },
          { id: 'i2', name: 'Rent', type: 'RENT', grossIncome: 100_000, netIncome: null, incomeCurrency: 'USD' },
        ],
        expenses: [
          { id: 'e1', category: 'Food', amount: 80_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null, colour: null },
          { id: 'e2', category: 'Insurance', amount: 240_000, timeInterval: 'YEARLY', budgetAmount: null, budgetTimeInterval: null, colour: null },
        ],
        loans: [{ id: 'l1', name: 'HDB', amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: 'MORTGAGE', liabilityId: null }],
        investments: [{ id: 'v1', name: 'RSP', amount: 10_000, ccy: 'EUR', assetType: 'UNIT_TRUST' }],
      },
      RATES,
    );
    expect(totals).to.deep.equal({
      grossIncome: 735_000,
      takeHomeIncome: 615_000,
      expenses: 100_000,
      loanRepayments: 150_000,
      cashLoanRepayments: 50_000,
      investments: 15_000,
      surplus: 350_000,
    });
  });

  it('an empty cashflow totals zero', () => {
    expect(cashflowTotals({ incomeList: [], expenses: [], loans: [], investments: [] }, RATES).surplus).to.equal(0);
  });
});

describe('cashflow step save errors', () => {
  it("shows a 400's field messages once each, a 4xx's message, the general text otherwise, nothing for 401/440", () => {
    const details = [
      { field: 'expenses.0.amount', message: 'Must be more than 0' },
      { field: 'expenses.1.amount', message: 'Must be more than 0' },
      { field: 'expenses.1.category', message: 'Please enter a value' },
    ];
    expect(saveErrorText({ status: 400, message: 'Invalid request', body: { details } })).to.equal('Must be more than 0 Please enter a value');
    expect(saveErrorText({ status: 409, message: 'You already have an expense for Food' })).to.equal('You already have an expense for Food');
    expect(saveErrorText({ status: 500, message: 'boom' })).to.match(/^Something went wrong/);
    expect(saveErrorText(new Error('offline'))).to.match(/^Something went wrong/);
    expect(saveErrorText({ status: 401, message: 'Signed out' })).to.equal(null);
  });
});
