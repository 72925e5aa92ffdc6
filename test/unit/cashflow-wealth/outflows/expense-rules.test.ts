import { expect } from 'chai';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import {
  planExpenseDeletion,
  planExpenseUpdates,
  planNewExpenses,
  type Expense,
  type ExpenseDraft,
} from '../../../../src/cashflow-wealth/domain/expense.js';
import { errorOf } from './support.js';

const draft = (over: Partial<ExpenseDraft> = {}): ExpenseDraft => ({
  category: 'Food and drinks',
  amount: 60_000 as Cents,
  timeInterval: 'MONTHLY',
  budgetAmount: null,
  budgetTimeInterval: null,
  colour: null,
  ...over,
});
const stored = (id: string, over: Partial<ExpenseDraft> = {}): Expense => ({ id, ...draft(over) });

describe('Expense rules (spec 2 §3, §5)', () => {
  describe('new expenses', () => {
    it('accepts a full item and stores a yearly amount as given (not divided by 12)', () => {
      const yearly = draft({ category: 'Insurance', amount: 240_000 as Cents, timeInterval: 'YEARLY', budgetAmount: 300_000 as Cents, budgetTimeInterval: 'YEARLY', colour: '#A1B2C3' });
      expect(planNewExpenses([], [yearly])).to.deep.equal([{ ...yearly, colour: '#a1b2c3' }]);
    });

    it('accepts 99,999,999 dollars and rejects one cent more, worded in dollars (400)', () => {
      expect(errorOf(() => planNewExpenses([], [draft({ amount: 9_999_999_900 as Cents, budgetAmount: 9_999_999_900 as Cents, budgetTimeInterval: 'MONTHLY' })]))).to.equal(null);
      const error = errorOf(() => planNewExpenses([], [draft({ amount: 9_999_999_901 as Cents, budgetAmount: 9_999_999_901 as Cents, budgetTimeInterval: 'MONTHLY' })]));
      expect(error?.kind).to.equal('validation');
      expect(error?.details).to.deep.equal([
        { field: 'expenses.0.amount', message: 'Must be less than or equal to 99,999,999' },
        { field: 'expenses.0.budgetAmount', message: 'Must be less than or equal to 99,999,999' },
      ]);
    });

    it('needs an amount above 0, and a budget above 0 when set', () => {
      expect(errorOf(() => planNewExpenses([], [draft({ amount: 1 as Cents })]))).to.equal(null);
      const error = errorOf(() => planNewExpenses([], [draft({ amount: 0 as Cents, budgetAmount: 0 as Cents, budgetTimeInterval: 'MONTHLY' })]));
      expect(error?.details).to.deep.equal([
        { field: 'expenses.0.amount', message: 'Must be more than 0' },
        { field: 'expenses.0.budgetAmount', message: 'Must be more than 0' },
      ]);
    });

    it('checks the category: required, no surrounding space, at most 40 characters', () => {
      expect(errorOf(() => planNewExpenses([], [draft({ category: 'x'.repeat(40) })]))).to.equal(null);
      const error = errorOf(() => planNewExpenses([], [draft({ category: ' ' }), draft({ category: 'Food ' }), draft({ category: 'x'.repeat(41) })]));
      expect(error?.details).to.deep.equal([
        { field: 'expenses.0.category', message: 'Please enter a value' },
        { field: 'expenses.1.category', message: 'Cannot have space as first and last character' },
        { field: 'expenses.2.category', message: 'Must be at most 40 characters' },
      ]);
    });

    it('needs a budget interval with a budget amount, drops one sent without, and checks the colour', () => {
      const error = errorOf(() => planNewExpenses([], [draft({ budgetAmount: 10_000 as Cents }), draft({ category: 'Transport', colour: 'red' })]));
      expect(error?.details).to.deep.equal([
        { field: 'expenses.0.budgetTimeInterval', message: 'Please enter a value' },
        { field: 'expenses.1.colour', message: 'Invalid format' },
      ]);
      expect(planNewExpenses([], [draft({ budgetTimeInterval: 'YEARLY' })])[0]!.budgetTimeInterval).to.equal(null);
    });

    it('allows one expense per category, comparing without case, against stored and sent items (409)', () => {
      const taken = errorOf(() => planNewExpenses([stored('a', { category: 'Food and drinks' })], [draft({ category: 'Transport' }), draft({ category: 'FOOD AND DRINKS' })]));
      expect(taken?.kind).to.equal('conflict');
      expect(taken?.message).to.equal('You already have an expense for FOOD AND DRINKS');
      expect(taken?.details).to.deep.equal([{ field: 'expenses.1.category', message: 'You already have an expense for FOOD AND DRINKS' }]);
      const twice = errorOf(() => planNewExpenses([], [draft({ category: 'Taxes' }), draft({ category: 'taxes' })]));
      expect(twice?.message).to.equal('You already have an expense for taxes');
    });

    it('allows at most 50 expenses in all (422)', () => {
      const fortyNine = Array.from({ length: 49 }, (_, i) => stored(`id-${i}`, { category: `Category ${i}` }));
      expect(errorOf(() => planNewExpenses(fortyNine, [draft()]))).to.equal(null);
      const error = errorOf(() => planNewExpenses(fortyNine, [draft(), draft({ category: 'Other' })]));
      expect(error?.kind).to.equal('business-rule');
      expect(error?.message).to.equal('You can have at most 50 expenses');
    });
  });

  describe('updates', () => {
    const food = stored('f', { category: 'Food', budgetAmount: 50_000 as Cents, budgetTimeInterval: 'MONTHLY' });
    const transport = stored('t', { category: 'Transport' });

    it('applies only the fields sent and keeps the rest', () => {
      expect(planExpenseUpdates([food, transport], [{ id: 'f', amount: 70_000 as Cents }])).to.deep.equal([{ ...food, amount: 70_000 }]);
    });

    it('removes the budget interval with the budget amount, and needs an interval for a new budget', () => {
      expect(planExpenseUpdates([food], [{ id: 'f', budgetAmount: null }])[0]).to.deep.include({ budgetAmount: null, budgetTimeInterval: null });
      const error = errorOf(() => planExpenseUpdates([transport], [{ id: 't', budgetAmount: 1_000 as Cents }]));
      expect(error?.details).to.deep.equal([{ field: 'expenses.0.budgetTimeInterval', message: 'Please enter a value' }]);
    });

    it('answers 404 (never 403) for an id that is not stored, and 400 for an id sent twice', () => {
      const unknown = errorOf(() => planExpenseUpdates([food], [{ id: 'someone-elses', amount: 1 as Cents }]));
      expect(unknown?.kind).to.equal('not-found');
      expect(unknown?.code).to.equal('CASHFLOW.EXPENSE_NOT_FOUND');
      const twice = errorOf(() => planExpenseUpdates([food], [{ id: 'f', amount: 1 as Cents }, { id: 'f', amount: 2 as Cents }]));
      expect(twice?.details).to.deep.equal([{ field: 'expenses.1.id', message: 'This expense appears more than once in the list' }]);
    });

    it('lets two items swap categories or one change its own case, but not take another stored category (409)', () => {
      expect(planExpenseUpdates([food, transport], [{ id: 'f', category: 'Transport' }, { id: 't', category: 'Food' }]).map((e) => e.category)).to.deep.equal(['Transport', 'Food']);
      expect(planExpenseUpdates([food, transport], [{ id: 'f', category: 'FOOD' }])[0]!.category).to.equal('FOOD');
      const error = errorOf(() => planExpenseUpdates([food, transport], [{ id: 'f', category: 'transport' }]));
      expect(error?.kind).to.equal('conflict');
      expect(error?.message).to.equal('You already have an expense for transport');
    });
  });

  describe('deletion', () => {
    const list = [stored('a'), stored('b', { category: 'Other' })];

    it('deletes the given ids once each, or every stored one when none are given', () => {
      expect(planExpenseDeletion(list, ['b', 'b'])).to.deep.equal(['b']);
      expect(planExpenseDeletion(list, null)).to.deep.equal(['a', 'b']);
      expect(planExpenseDeletion([], null)).to.deep.equal([]);
    });

    it('answers 404 when any id is not stored', () => {
      expect(errorOf(() => planExpenseDeletion(list, ['a', 'zzz']))?.code).to.equal('CASHFLOW.EXPENSE_NOT_FOUND');
    });
  });
});
