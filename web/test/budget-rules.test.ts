/// <reference types="mocha" />
import { expect } from 'chai';
import {
  budgetDraftOf,
  budgetDraftValid,
  budgetOutlook,
  checkBudgets,
  expensesWithBudgets,
  fillEmptyWithSpending,
  monthlyBudgetOf,
  OVER_TOTAL_MESSAGE,
  savingsLevel,
  suggestedTotalBudget,
  suggestionText,
  validateTotalBudget,
} from '../src/cashflow/budget/budget-rules';
import { monthlyAmountOf, type ExpenseItem } from '../src/cashflow/setup/expense-rules';

const expense = (id: string, amount: number, budget: number | null = null, budgetInterval: 'MONTHLY' | 'YEARLY' | null = budget === null ? null : 'MONTHLY'): ExpenseItem => ({
  id,
  category: `Category ${id}`,
  amount,
  timeInterval: 'MONTHLY',
  budgetAmount: budget,
  budgetTimeInterval: budgetInterval,
  colour: null,
});

const food = expense('e1', 60_000, 50_000);
const transport = expense('e2', 20_000);
const insurance = expense('e3', 10_000, 120_000, 'YEARLY');

describe('budget calculator rules', () => {
  it('a yearly budget counts as a twelfth a month; no budget is null', () => {
    expect(monthlyBudgetOf(insurance)).to.equal(10_000);
    expect(monthlyBudgetOf(food)).to.equal(50_000);
    expect(monthlyBudgetOf(transport)).to.equal(null);
  });

  it('suggests saving before spending: take-home less the savings target, never below 0, none without income', () => {
    expect(suggestedTotalBudget(500_000, 0, 100_000)).to.equal(400_000);
    expect(suggestedTotalBudget(500_000, 0, null)).to.equal(500_000);
    expect(suggestedTotalBudget(100_000, 0, 150_000)).to.equal(0);
    expect(suggestedTotalBudget(0, 0, 10_000)).to.equal(null);
  });

  it('suggests take-home S$6,000 less S$950 of cash instalments less S$1,000 of planned savings: S$4,050', () => {
    expect(suggestedTotalBudget(600_000, 95_000, 100_000)).to.equal(405_000);
    expect(suggestedTotalBudget(600_000, 95_000, null)).to.equal(505_000);
    expect(suggestedTotalBudget(100_000, 95_000, 10_000)).to.equal(0);
    expect(suggestionText(405_000, 600_000, 95_000, 100_000)).to.equal(
      'Suggested: S$4,050.00: your take-home income of S$6,000.00 less S$950.00 of loan instalments paid in cash and the S$1,000.00 you plan to save.',
    );
    expect(suggestionText(600_000, 600_000, 0, null)).to.equal('Suggested: S$6,000.00: your take-home income of S$6,000.00.');
  });

  it('keeping to the suggested budget leaves exactly the planned savings, rated from the same figures', () => {
    // S$1,000 of S$6,000 is 16.7 %: fair (spec 3 §9 savings-level labels), never the S$1,950 a budget ignoring the loans left.
    const outlook = budgetOutlook(600_000, suggestedTotalBudget(600_000, 95_000, 100_000)!, 95_000)!;
    expect([outlook.leftToSave, outlook.percent, outlook.level]).to.deep.equal([100_000, 16.7, 'Fair']);
  });

  it('fills the fields from the stored total, else the suggestion, and each budget a month', () => {
    expect(budgetDraftOf([food, transport, insurance], 300_000, 400_000)).to.deep.equal({
      total: '3,000.00',
      byExpense: { e1: '500.00', e2: '', e3: '100.00' },
    });
    expect(budgetDraftOf([], null, 400_000).total).to.equal('4,000.00');
    expect(budgetDraftOf([], null, 0).total).to.equal('');
    expect(budgetDraftOf([], null, null).total).to.equal('');
  });

  it('the total is required, above 0 and at most 99,999,999', () => {
    expect(validateTotalBudget('')).to.equal('Please enter a value');
    expect(validateTotalBudget('0')).to.equal('Must be more than 0');
    expect(validateTotalBudget('100000000')).to.equal('Must be less than or equal to 99,999,999');
    expect(validateTotalBudget('99999999')).to.equal(null);
  });

  it('adds the category budgets up against the total and says when they take more than it', () => {
    const items = [food, transport];
    const within = checkBudgets({ total: '1,000', byExpense: { e1: '600', e2: '' } }, items);
    expect(within).to.deep.equal({ assigned: 60_000, total: 100_000, remaining: 40_000, unbudgeted: 1, overMessage: null });
    const exact = checkBudgets({ total: '1,000', byExpense: { e1: '600', e2: '400' } }, items);
    expect(exact.remaining).to.equal(0);
    expect(exact.overMessage).to.equal(null);
    const over = checkBudgets({ total: '1,000', byExpense: { e1: '600', e2: '400.01' } }, items);
    expect(over.remaining).to.equal(-1);
    expect(over.overMessage).to.equal(OVER_TOTAL_MESSAGE);
    expect(checkBudgets({ total: '', byExpense: { e1: '600' } }, items).remaining).to.equal(null);
  });

  it('is valid only with a valid total, valid category budgets, and budgets within the total', () => {
    const items = [food, transport];
    expect(budgetDraftValid({ total: '1,000', byExpense: { e1: '600', e2: '' } }, items)).to.equal(true);
    expect(budgetDraftValid({ total: '', byExpense: { e1: '600', e2: '' } }, items)).to.equal(false);
    expect(budgetDraftValid({ total: '1,000', byExpense: { e1: '0', e2: '' } }, items)).to.equal(false);
    expect(budgetDraftValid({ total: '1,000', byExpense: { e1: 'abc', e2: '' } }, items)).to.equal(false);
    expect(budgetDraftValid({ total: '1,000', byExpense: { e1: '600', e2: '500' } }, items)).to.equal(false);
  });

  it('saves budgets as monthly amounts, removes emptied ones, and keeps an unchanged yearly budget as stored', () => {
    const saved = expensesWithBudgets({ total: '2,000', byExpense: { e1: '', e2: '250.50', e3: '100' } }, [food, transport, insurance]);
    expect(saved[0]).to.include({ budgetAmount: null, budgetTimeInterval: null });
    expect(saved[1]).to.include({ budgetAmount: 25_050, budgetTimeInterval: 'MONTHLY' });
    expect(saved[2]).to.include({ budgetAmount: 120_000, budgetTimeInterval: 'YEARLY' });
    const changed = expensesWithBudgets({ total: '2,000', byExpense: { e3: '150' } }, [insurance]);
    expect(changed[0]).to.include({ budgetAmount: 15_000, budgetTimeInterval: 'MONTHLY' });
  });

  it("'use what I spend now' fills only the empty budgets", () => {
    const filled = fillEmptyWithSpending({ total: '1,000', byExpense: { e1: '400', e2: '' } }, [food, transport], monthlyAmountOf);
    expect(filled.byExpense).to.deep.equal({ e1: '400', e2: '200.00' });
  });

  it('savings levels: good from 20 %, fair from 10 % to under 20 %, needs attention below 10 %', () => {
    expect(savingsLevel(20)).to.equal('Good');
    expect(savingsLevel(19.9)).to.equal('Fair');
    expect(savingsLevel(10)).to.equal('Fair');
    expect(savingsLevel(9.9)).to.equal('Needs attention');
    expect(savingsLevel(-5)).to.equal('Needs attention');
  });

  it('what keeping to the budget leaves: take-home less the budget less cash loan repayments', () => {
    const outlook = budgetOutlook(500_000, 350_000, 50_000)!;
    expect(outlook).to.include({ leftToSave: 100_000, percent: 20, level: 'Good' });
    expect(outlook.sentence).to.equal('Keeping to this budget leaves S$1,000.00 a month to save: 20.0 % of your take-home income.');
    const short = budgetOutlook(300_000, 320_000, 0)!;
    expect(short).to.include({ leftToSave: -20_000, level: 'Needs attention' });
    expect(short.sentence).to.equal('Keeping to this budget still costs S$200.00 a month more than you take home.');
    expect(budgetOutlook(0, 100, 0)).to.equal(null);
  });
});
