import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import { LocalDate } from '../../../src/shared-kernel/local-date.js';
import { checkIncomeList, unknownCurrencyMessage, type IncomeDraft } from '../../../src/cashflow-wealth/domain/income.js';
import { ENTERED_DATE_IN_FUTURE, checkEstimatedMonthlyExpenses } from '../../../src/cashflow-wealth/domain/estimated-monthly-expenses.js';

const RATES = new Map([
  ['USD', '1.3045'],
  ['JPY', '0.008371'],
]);
const SGD_CAP = 30_000_000_000_000;
const USD_CAP = 22_997_316_979_685; // 30,000,000,000,000 / 1.3045 rounded down

const income = (over: Partial<IncomeDraft> = {}): IncomeDraft => ({ name: 'Salary', grossIncome: 500_000 as Cents, netIncome: 420_000 as Cents, incomeCurrency: 'SGD', type: 'EMPLOYMENT', ...over });

function errorOf(fn: () => unknown): DomainError | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error as DomainError;
  }
}

describe('Income rules (spec 1 §5, spec 2 §3)', () => {
  it('accepts gross income up to the cap of its currency, and net income equal to gross or null', () => {
    expect(errorOf(() => checkIncomeList([income({ grossIncome: SGD_CAP as Cents, netIncome: SGD_CAP as Cents })], RATES))).to.equal(null);
    expect(errorOf(() => checkIncomeList([income({ incomeCurrency: 'USD', grossIncome: USD_CAP as Cents, netIncome: null })], RATES))).to.equal(null);
    // JPY is worth less than SGD: its cap in cents is above the SGD one.
    expect(errorOf(() => checkIncomeList([income({ incomeCurrency: 'JPY', grossIncome: (SGD_CAP * 100) as Cents, netIncome: null })], RATES))).to.equal(null);
  });

  it('keeps the list to 20 sources in the domain too, so an import meets the cap POST /income has (400)', () => {
    expect(errorOf(() => checkIncomeList(Array.from({ length: 20 }, () => income()), RATES))).to.equal(null);
    const error = errorOf(() => checkIncomeList(Array.from({ length: 21 }, () => income()), RATES));
    expect(error?.kind).to.equal('validation');
    expect(error?.details).to.deep.equal([{ field: 'incomeList', message: 'Add at most 20 income sources' }]);
  });

  it('rejects gross income one cent over the cap, worded in the currency (400)', () => {
    const sgd = errorOf(() => checkIncomeList([income({ grossIncome: (SGD_CAP + 1) as Cents, netIncome: null })], RATES));
    expect(sgd?.kind).to.equal('validation');
    expect(sgd?.details).to.deep.equal([{ field: 'incomeList.0.grossIncome', message: 'Must be less than or equal to 300,000,000,000' }]);
    const usd = errorOf(() => checkIncomeList([income(), income({ incomeCurrency: 'USD', grossIncome: (USD_CAP + 1) as Cents, netIncome: null })], RATES));
    expect(usd?.details).to.deep.equal([{ field: 'incomeList.1.grossIncome', message: 'Must be less than or equal to 229,973,169,796.85' }]);
  });

  it('rejects a currency without a stored rate (400); SGD needs none', () => {
    const error = errorOf(() => checkIncomeList([income({ incomeCurrency: 'XYZ' })], new Map()));
    expect(error?.kind).to.equal('validation');
    expect(error?.details).to.deep.equal([{ field: 'incomeList.0.incomeCurrency', message: unknownCurrencyMessage('XYZ') }]);
    expect(errorOf(() => checkIncomeList([income()], new Map()))).to.equal(null);
  });

  it("rejects net income above gross income with 422 'Value must be less or equal to Gross income'", () => {
    const error = errorOf(() => checkIncomeList([income({ grossIncome: 100 as Cents, netIncome: 101 as Cents })], RATES));
    expect(error?.kind).to.equal('business-rule');
    expect(error?.message).to.equal('Value must be less or equal to Gross income');
    expect(error?.details).to.deep.equal([{ field: 'incomeList.0.netIncome', message: 'Value must be less or equal to Gross income' }]);
  });

  it('reports the 400 problems before the 422 one', () => {
    const error = errorOf(() => checkIncomeList([income({ grossIncome: 100 as Cents, netIncome: 101 as Cents }), income({ incomeCurrency: 'XYZ' })], RATES));
    expect(error?.kind).to.equal('validation');
  });
});

describe('Estimated monthly expenses rules', () => {
  const today = LocalDate.parse('2026-11-22');
  const value = (over: object = {}) => ({ amount: 250_000 as Cents, isDerived: false, enteredDate: today, ...over });

  it('accepts today and earlier days, amounts 0 to the SGD cap', () => {
    expect(checkEstimatedMonthlyExpenses(value(), today)).to.deep.equal(value());
    expect(errorOf(() => checkEstimatedMonthlyExpenses(value({ amount: 0, enteredDate: '2020-02-29' }), today))).to.equal(null);
    expect(errorOf(() => checkEstimatedMonthlyExpenses(value({ amount: SGD_CAP }), today))).to.equal(null);
  });

  it('rejects a day after today, a day that does not exist, and amounts outside 0 to the cap', () => {
    expect(errorOf(() => checkEstimatedMonthlyExpenses(value({ enteredDate: '2026-11-23' }), today))?.details).to.deep.equal([{ field: 'enteredDate', message: ENTERED_DATE_IN_FUTURE }]);
    expect(errorOf(() => checkEstimatedMonthlyExpenses(value({ enteredDate: '2026-02-29' }), today))?.details).to.deep.equal([{ field: 'enteredDate', message: 'Invalid format' }]);
    expect(errorOf(() => checkEstimatedMonthlyExpenses(value({ amount: SGD_CAP + 1 }), today))?.details).to.deep.equal([{ field: 'amount', message: 'Must be less than or equal to 300,000,000,000' }]);
    expect(errorOf(() => checkEstimatedMonthlyExpenses(value({ amount: -1 }), today))?.details).to.deep.equal([{ field: 'amount', message: 'Must be more than or equal to 0' }]);
  });
});
