/// <reference types="mocha" />
import { expect } from 'chai';
import { categorySuggestions, isCategoryUsed, PREDEFINED_CATEGORIES } from '../src/cashflow/setup/expense-categories';
import {
  EMPTY_EXPENSE_FORM,
  expenseFormOf,
  expenseFromForm,
  monthlyAmountOf,
  monthlyFromYearly,
  monthlyShareHint,
  switchToMonthly,
  switchToYearly,
  validateCategory,
  validateExpenseAmount,
  withMonthly,
  withYearly,
  type ExpenseItem,
} from '../src/cashflow/setup/expense-rules';

const base = { id: 'local-1', colour: '#1d64d8' };

describe('expense-entry panel rules', () => {
  it('typing a monthly amount makes the expense monthly and shows 12 times it as the yearly amount', () => {
    const form = withMonthly({ ...EMPTY_EXPENSE_FORM, interval: 'YEARLY', yearlyOpen: true }, '1,250.50');
    expect(form.interval).to.equal('MONTHLY');
    expect(form.yearly).to.equal('15,006.00');
  });

  it('typing a yearly amount makes the expense yearly and shows a twelfth (to the cent, half up) as monthly', () => {
    const form = withYearly({ ...EMPTY_EXPENSE_FORM, yearlyOpen: true }, '1000');
    expect(form.interval).to.equal('YEARLY');
    expect(form.monthly).to.equal('83.33');
    expect(monthlyFromYearly(1_000_02 as never)).to.equal(8_334);
  });

  it('"Enter a yearly amount instead" swaps the fields (one at a time) and back; only the shown field is checked', () => {
    const monthly = withMonthly({ ...EMPTY_EXPENSE_FORM, category: 'Insurance' }, '200');
    const yearly = switchToYearly(monthly);
    expect(yearly).to.deep.include({ yearlyOpen: true, interval: 'YEARLY', yearly: '2,400.00' });
    expect(expenseFromForm(yearly, [], base)).to.deep.include({ amount: 240_000, timeInterval: 'YEARLY' });
    // An empty monthly field behind the yearly one does not block Save: the yearly amount is what was typed.
    const typedYearly = withYearly(switchToYearly({ ...EMPTY_EXPENSE_FORM, category: 'Insurance' }), '1,200');
    expect(expenseFromForm({ ...typedYearly, monthly: '' }, [], base)).to.deep.include({ amount: 120_000, timeInterval: 'YEARLY' });
    const back = switchToMonthly(typedYearly);
    expect(back).to.deep.include({ yearlyOpen: false, interval: 'MONTHLY', monthly: '100.00' });
    expect(expenseFromForm(back, [], base)).to.deep.include({ amount: 10_000, timeInterval: 'MONTHLY' });
  });

  it('the yearly field’s hint gives the month’s share once the yearly amount reads', () => {
    const typed = withYearly(switchToYearly(EMPTY_EXPENSE_FORM), '2,400');
    expect(monthlyShareHint(typed)).to.equal('That is S$200.00 a month');
    expect(monthlyShareHint(withYearly(switchToYearly(EMPTY_EXPENSE_FORM), 'abc'))).to.equal(null);
    expect(monthlyShareHint(withMonthly(EMPTY_EXPENSE_FORM, '200'))).to.equal(null);
  });

  it('an amount that does not parse clears the other field instead of showing a stale figure', () => {
    expect(withMonthly({ ...EMPTY_EXPENSE_FORM, yearly: '12.00' }, 'abc').yearly).to.equal('');
  });

  it('amounts are required, more than 0 and at most 99,999,999 (spec 2 §5)', () => {
    expect(validateExpenseAmount('')).to.equal('Please enter a value');
    expect(validateExpenseAmount('0')).to.equal('Must be more than 0');
    expect(validateExpenseAmount('99,999,999')).to.equal(null);
    expect(validateExpenseAmount('99999999.01')).to.equal('Must be less than or equal to 99,999,999');
    expect(validateExpenseAmount('12a')).to.equal('Must be only numbers with commas or periods');
  });

  it('a category is required, trimmed, at most 40 characters, and not one another expense has (ignoring case)', () => {
    expect(validateCategory('', [])).to.equal('Please enter a value');
    expect(validateCategory(' Pets', [])).to.equal('Cannot have space as first and last character');
    expect(validateCategory('x'.repeat(41), [])).to.equal('Must be at most 40 characters');
    expect(validateCategory('transport', ['Transport'])).to.equal('You already have an expense for transport');
    expect(validateCategory('Pets', ['Transport'])).to.equal(null);
  });

  it('the saved expense takes the amount of the field typed in last, with its interval', () => {
    const yearly = expenseFromForm(withYearly({ ...EMPTY_EXPENSE_FORM, category: 'Insurance', yearlyOpen: true }, '2,400'), [], base);
    expect(yearly).to.deep.include({ category: 'Insurance', amount: 240_000, timeInterval: 'YEARLY', budgetAmount: null, budgetTimeInterval: null, colour: '#1d64d8' });
    const monthly = expenseFromForm({ ...withMonthly({ ...EMPTY_EXPENSE_FORM, category: 'Food and drinks' }, '600'), budget: '500' }, [], base);
    expect(monthly).to.deep.include({ amount: 60_000, timeInterval: 'MONTHLY', budgetAmount: 50_000, budgetTimeInterval: 'MONTHLY' });
  });

  it('an invalid form gives no expense', () => {
    expect(expenseFromForm({ ...EMPTY_EXPENSE_FORM, category: 'Food', monthly: '0' }, [], base)).to.equal(null);
    expect(expenseFromForm(withMonthly({ ...EMPTY_EXPENSE_FORM, category: 'Food' }, '10'), ['food'], base)).to.equal(null);
  });

  it('a yearly expense counts as a twelfth a month and reopens with the yearly field shown', () => {
    const item: ExpenseItem = { id: 'e1', category: 'Taxes', amount: 120_000, timeInterval: 'YEARLY', budgetAmount: null, budgetTimeInterval: null, colour: null };
    expect(monthlyAmountOf(item)).to.equal(10_000);
    expect(expenseFormOf(item)).to.deep.include({ monthly: '100.00', yearly: '1,200.00', interval: 'YEARLY', yearlyOpen: true });
  });
});

describe('expense category suggestions', () => {
  it('offers the 13 predefined categories when none is used', () => {
    expect(PREDEFINED_CATEGORIES).to.have.length(13);
    expect(categorySuggestions([])).to.deep.equal([...PREDEFINED_CATEGORIES]);
  });

  it('leaves out predefined categories already in use, compared ignoring case', () => {
    const suggestions = categorySuggestions(['TRANSPORT', 'food and drinks ', 'Pets']);
    expect(suggestions).not.to.include('Transport');
    expect(suggestions).not.to.include('Food and drinks');
    expect(suggestions).to.have.length(11);
  });

  it('narrows to the categories containing the typed text, ignoring case, and drops an exact match', () => {
    expect(categorySuggestions([], 'SHOP')).to.deep.equal(['Shopping']);
    expect(categorySuggestions([], 'in')).to.deep.equal(['Food and drinks', 'Entertainment', 'Insurance', 'Personal grooming', 'Shopping']);
    expect(categorySuggestions([], 'taxes')).to.deep.equal([]);
  });

  it('isCategoryUsed ignores case and surrounding space', () => {
    expect(isCategoryUsed(' health', ['Health'])).to.equal(true);
    expect(isCategoryUsed('Health care', ['Health'])).to.equal(false);
  });
});
