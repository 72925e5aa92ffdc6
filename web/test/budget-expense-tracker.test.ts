/// <reference types="mocha" />
import { expect } from 'chai';
import { DateTime } from 'luxon';
import { buildExpenseTracker } from '../src/cashflow/budget/expense-tracker-pdf';
import {
  blockHeight,
  monthColumns,
  PAGE_ROOM_MM,
  pageFill,
  ROWS_BEFORE_SPLIT,
  ROWS_PER_CHUNK,
  tablePages,
  trackerPages,
  TRACKER_TIPS,
  trackerFileName,
  trackerRows,
  UNASSIGNED_ROW,
  SAMPLE_ROWS,
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
    expect(trackerRows([], null)).to.deep.equal([]);
  });

  it('the total is the sum of the rows printed: a stored total above the category budgets gets a "not yet assigned" row', () => {
    // S$7,066.67 stored against category budgets of S$2,050: the S$5,016.67 not assigned is printed, and the total adds up.
    const list = [
      item(1, { category: 'Food', amount: 120_000, budgetAmount: 150_000, budgetTimeInterval: 'MONTHLY' }),
      item(2, { category: 'Transport', amount: 50_000, budgetAmount: 55_000, budgetTimeInterval: 'MONTHLY' }),
    ];
    expect(trackerRows(list, 706_667)).to.deep.equal([
      { category: 'Food', current: 'S$1,200.00', budget: 'S$1,500.00' },
      { category: 'Transport', current: 'S$500.00', budget: 'S$550.00' },
      { category: UNASSIGNED_ROW, current: '', budget: 'S$5,016.67' },
      { category: 'Total', current: 'S$1,700.00', budget: 'S$7,066.67', total: true },
    ]);
    // A stored total equal to the category budgets adds no row; the total is S$2,050.
    expect(trackerRows(list, 205_000).map((row) => [row.category, row.budget])).to.deep.equal([
      ['Food', 'S$1,500.00'],
      ['Transport', 'S$550.00'],
      ['Total', 'S$2,050.00'],
    ]);
  });

  it('labels every sample row as an example', () => {
    expect(SAMPLE_ROWS.map(([category]) => category)).to.deep.equal(['Example: Food and drinks', 'Example: Transport', 'Example: Shopping']);
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

  it('no page is nearly blank: the sample and the tips follow the table on the page with room, for any number of expenses', () => {
    const kinds = (n: number) => trackerPages(trackerRows(Array.from({ length: n }, (_, i) => item(i + 1)), null)).map((page) => page.map((b) => b.kind).join('+'));
    // A short table: the sample under it, the tips (kept together) on the second page: 2 pages, not 4.
    expect(kinds(3)).to.deep.equal(['table+sample', 'tips']);
    // 13 expenses and the total: the spec's split (13, then the total alone) with the sample under the total.
    expect(kinds(13)).to.deep.equal(['table', 'table+sample', 'tips']);
    // 16 expenses: a full chunk, then the total row with the sample.
    expect(kinds(16)).to.deep.equal(['table', 'table+sample', 'tips']);
    // No expenses: the empty table's line and the sample, then the tips.
    expect(kinds(0)).to.deep.equal(['table+sample', 'tips']);
    for (let n = 0; n <= 70; n += 1) {
      const pages = trackerPages(trackerRows(Array.from({ length: n }, (_, i) => item(i + 1)), null));
      // The spec's chunks are kept: the table rows, page by page, are exactly tablePages'.
      const tableRows = pages.flatMap((page) => page.filter((b) => b.kind === 'table').map((b) => (b.kind === 'table' ? b.rows.length : 0)));
      expect(tableRows, `${n} expenses`).to.deep.equal(tablePages(trackerRows(Array.from({ length: n }, (_, i) => item(i + 1)), null)).map((p) => p.length));
      for (const page of pages) {
        expect(pageFill(page), `${n} expenses: a page overflows`).to.be.at.most(PAGE_ROOM_MM);
        expect(pageFill(page), `${n} expenses: a page is nearly blank`).to.be.at.least(PAGE_ROOM_MM / 4);
      }
    }
  });

  it('keeps the tips together, in their bands (Prioritise and Keep side by side, then Save)', () => {
    const tips = trackerPages([]).flat().find((b) => b.kind === 'tips')!;
    expect(tips.kind === 'tips' && tips.bands.map((band) => band.map((t) => t.title))).to.deep.equal([['Prioritise', 'Keep'], ['Save']]);
    expect(blockHeight(tips)).to.be.greaterThan(0);
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

  it('draws the table, the sample and the tips, with the website and page numbers in each footer', () => {
    const doc = buildExpenseTracker(input(3));
    // the table with the sample under it, then the tips: no nearly blank pages
    expect(doc.getNumberOfPages()).to.equal(2);
    const text = doc.output();
    expect(text.startsWith('%PDF-')).to.equal(true);
    for (const expected of ['Spend 1', 'Spend 3', 'Total', 'Dec 2026', 'Jan 2027', 'Prioritise', 'Keep', 'Save', 'https://plan.example.sg', 'Page 2 of 2', 'How to use your tracker']) {
      expect(text, expected).to.contain(expected);
    }
  });

  it('adds table pages as the rows need them (30 expenses and the total: 3 table pages, the last with the sample)', () => {
    expect(buildExpenseTracker(input(30)).getNumberOfPages()).to.equal(3 + 1);
  });
});
