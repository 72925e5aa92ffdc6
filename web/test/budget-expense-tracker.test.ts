/// <reference types="mocha" />
import { expect } from 'chai';
import { DateTime } from 'luxon';
import { buildExpenseTracker } from '../src/cashflow/budget/expense-tracker-pdf';
import {
  monthColumns,
  ROWS_BEFORE_SPLIT,
  ROWS_PER_CHUNK,
  tablePages,
  TRACKER_TIPS,
  trackerFileName,
  trackerRows,
  type TrackerRow,
} from '../src/cashflow/budget/expense-tracker-layout';
import type { ExpenseItem } from '../src/cashflow/setup/expense-rules';

const item = (n: number, overrides: Partial<ExpenseItem> = {}): ExpenseItem => ({
  id: `e${n}`,
  category: `Category ${n}`,
  amount: 10_000,
  timeInterval: 'MONTHLY',
  budgetAmount: null,
  budgetTimeInterval: null,
  colour: null,
  ...overrides,
});
const rows = (n: number, withTotal: boolean): TrackerRow[] => [
  ...Array.from({ length: n }, (_, i) => ({ category: `c${i}`, current: '', budget: '' })),
  ...(withTotal ? [{ category: 'Total', current: '', budget: '', total: true }] : []),
];

describe('expense-tracker PDF layout (spec 3 §5, §9)', () => {
  it('one row per expense a month, with its budget a month, and a total row (the stored total budget when set)', () => {
    const list = [
      item(1, { category: 'Food', amount: 60_000, budgetAmount: 50_000, budgetTimeInterval: 'MONTHLY' }),
      item(2, { category: 'Insurance', amount: 240_000, timeInterval: 'YEARLY', budgetAmount: 120_000, budgetTimeInterval: 'YEARLY' }),
      item(3, { category: 'Gifts', amount: 5_000 }),
    ];
    expect(trackerRows(list, null)).to.deep.equal([
      { category: 'Food', current: 'S$600.00', budget: 'S$500.00' },
      { category: 'Insurance', current: 'S$200.00', budget: 'S$100.00' },
      { category: 'Gifts', current: 'S$50.00', budget: '' },
      { category: 'Total', current: 'S$850.00', budget: 'S$600.00', total: true },
    ]);
    expect(trackerRows(list, 800_000).at(-1)!.budget).to.equal('S$8,000.00');
    expect(trackerRows([], null)).to.deep.equal([]);
  });

  it('pages rows in chunks of 16', () => {
    expect(ROWS_PER_CHUNK).to.equal(16);
    expect(tablePages(rows(40, false)).map((p) => p.length)).to.deep.equal([16, 16, 8]);
  });

  it('splits a chunk that holds the total row and has more than 13 rows across two pages', () => {
    expect(ROWS_BEFORE_SPLIT).to.equal(13);
    // 13 rows + total = 14 > 13: split 13 / 1 (the total alone on the next page)
    expect(tablePages(rows(13, true)).map((p) => p.length)).to.deep.equal([13, 1]);
    // 12 rows + total = 13: fits
    expect(tablePages(rows(12, true)).map((p) => p.length)).to.deep.equal([13]);
    // 16 + (14 + total): the first chunk is full without the total; the second (15 rows) is split 13 / 2
    expect(tablePages(rows(30, true)).map((p) => p.length)).to.deep.equal([16, 13, 2]);
    expect(tablePages(rows(30, true)).at(-1)!.at(-1)!.total).to.equal(true);
    // without a total row a chunk of 16 stays whole
    expect(tablePages(rows(16, false)).map((p) => p.length)).to.deep.equal([16]);
    expect(tablePages([])).to.deep.equal([[]]);
  });

  it('the month columns are next month and the month after, in Singapore', () => {
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in Singapore
    expect(monthColumns(DateTime.fromISO('2026-12-31T20:00:00Z'))).to.deep.equal(['Feb 2027', 'Mar 2027']);
    expect(monthColumns(DateTime.fromISO('2026-11-25T03:00:00Z'))).to.deep.equal(['Dec 2026', 'Jan 2027']);
  });

  it('is named after the product and the title, and has the three reminders Prioritise, Keep and Save', () => {
    expect(trackerFileName('MyMoneyPlan')).to.equal('MyMoneyPlan Expense tracker.pdf');
    expect(TRACKER_TIPS.map((tip) => tip.title)).to.deep.equal(['Prioritise', 'Keep', 'Save']);
  });
});

describe('expense-tracker PDF (jsPDF)', () => {
  const input = (count: number) => ({
    productName: 'MyMoneyPlan',
    website: 'https://plan.example.sg',
    items: Array.from({ length: count }, (_, i) => item(i + 1, { category: `Spend ${i + 1}` })),
    totalBudget: null,
    today: DateTime.fromISO('2026-11-25T03:00:00Z'),
  });

  it('draws the table pages, the sample page and the tips pages, with the website and page numbers in each footer', () => {
    const doc = buildExpenseTracker(input(3));
    // 1 table page + 1 sample page + 2 tips pages
    expect(doc.getNumberOfPages()).to.equal(4);
    const text = doc.output();
    expect(text.startsWith('%PDF-')).to.equal(true);
    for (const expected of ['Spend 1', 'Spend 3', 'Total', 'Dec 2026', 'Jan 2027', 'Prioritise', 'Keep', 'Save', 'https://plan.example.sg', 'Page 4 of 4']) {
      expect(text, expected).to.contain(expected);
    }
  });

  it('adds table pages as the rows need them (30 expenses and the total: 3 table pages)', () => {
    expect(buildExpenseTracker(input(30)).getNumberOfPages()).to.equal(3 + 1 + 2);
  });
});
