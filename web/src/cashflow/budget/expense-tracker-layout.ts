/**
 * What goes on each page of the expense-tracker PDF (spec 3 §3 "Expense-tracker PDF", §5 "PDF", §9 "Budget and
 * PDF"): table pages of category / current amount / budget with two blank month columns (next month and the month
 * after) to fill in by hand, a sample page showing how, and the tips pages. Pure, so the paging is unit tested;
 * expense-tracker-pdf.ts only draws it.
 */
import { DateTime } from 'luxon';
import { formatMoney, type Cents } from '../../shared/format/money';
import { monthlyAmountOf, type ExpenseItem } from '../setup/expense-rules';
import { monthlyBudgetOf } from './budget-rules';

/** Spec 3 §5: rows are paged in chunks of 16; a chunk with the total row and more than 13 rows is split in two. */
export const ROWS_PER_CHUNK = 16;
export const ROWS_BEFORE_SPLIT = 13;
export const TRACKER_TITLE = 'Expense tracker';

export interface TrackerRow {
  category: string;
  current: string;
  budget: string;
  /** the last row: the totals */
  total?: boolean;
}

/** One row per expense (its monthly amount and budget) and a total row; the total budget is the stored one when set. */
export function trackerRows(items: readonly ExpenseItem[], totalBudget: number | null): TrackerRow[] {
  const rows: TrackerRow[] = items.map((item) => {
    const budget = monthlyBudgetOf(item);
    return { category: item.category, current: formatMoney(monthlyAmountOf(item)), budget: budget === null ? '' : formatMoney(budget) };
  });
  if (items.length === 0) return rows;
  const spent = items.reduce((sum, item) => sum + monthlyAmountOf(item), 0);
  const budgeted = totalBudget ?? items.reduce((sum, item) => sum + (monthlyBudgetOf(item) ?? 0), 0);
  rows.push({ category: 'Total', current: formatMoney(spent as Cents), budget: budgeted > 0 ? formatMoney(budgeted as Cents) : '', total: true });
  return rows;
}

/**
 * The table pages: chunks of 16 rows. A chunk that holds the total row and has more than 13 rows is split across
 * two pages (13 rows, then the rest with the total), so the total never sits crammed at the foot of a full page.
 */
export function tablePages(rows: readonly TrackerRow[]): TrackerRow[][] {
  const pages: TrackerRow[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    const chunk = rows.slice(start, start + ROWS_PER_CHUNK);
    if (chunk.some((row) => row.total) && chunk.length > ROWS_BEFORE_SPLIT) {
      pages.push(chunk.slice(0, ROWS_BEFORE_SPLIT), chunk.slice(ROWS_BEFORE_SPLIT));
    } else {
      pages.push(chunk);
    }
  }
  return pages.length > 0 ? pages : [[]];
}

/** Spec 3 §9: the month columns are next month and the month after, in Singapore. */
export function monthColumns(today: DateTime): [string, string] {
  const start = today.setZone('Asia/Singapore').startOf('month');
  return [start.plus({ months: 1 }).toFormat('LLL yyyy'), start.plus({ months: 2 }).toFormat('LLL yyyy')];
}

/** Spec 3 §9: the file name is the product name plus the title. */
export function trackerFileName(productName: string): string {
  return `${productName} ${TRACKER_TITLE}.pdf`;
}

export interface TrackerTip {
  title: string;
  points: readonly string[];
  /** 0 left, 1 right */
  column: 0 | 1;
  /** which tips page (0-based) */
  page: number;
}

/** Spec 3 §9: the three reminders, Prioritise, Keep and Save. */
export const TRACKER_TIPS: readonly TrackerTip[] = [
  {
    title: 'Prioritise',
    points: [
      'Pay for needs first: housing, food, transport, bills and insurance.',
      'Wants come after, out of what the budget has left.',
      'Before a big purchase, wait a day and ask whether it is a need or a want.',
    ],
    column: 0,
    page: 0,
  },
  {
    title: 'Keep',
    points: [
      'Keep your receipts, or note each spend on the day you make it.',
      'Add up each category at the end of the month and write it in the month column.',
      'Compare it with the budget: a category over budget is where to look first next month.',
    ],
    column: 1,
    page: 0,
  },
  {
    title: 'Save',
    points: [
      'Save before you spend: move your savings out on payday, then spend what is left.',
      'Build an emergency fund of 3 to 6 months of expenses first.',
      'Put what a category saves under budget towards your savings targets.',
    ],
    column: 0,
    page: 1,
  },
];

/** The sample page's table: how a filled-in month looks. */
export const SAMPLE_ROWS: readonly (readonly [string, string, string, string])[] = [
  ['Food and drinks', 'S$600.00', 'S$550.00', 'S$575.40'],
  ['Transport', 'S$150.00', 'S$150.00', 'S$138.20'],
  ['Shopping', 'S$300.00', 'S$200.00', 'S$240.00'],
];

export const SAMPLE_STEPS: readonly string[] = [
  'Each category shows what you spend now and the budget you set.',
  'Through the month, keep what you spend in each category.',
  'At the month end, write the total for each category in that month\'s column.',
  'Circle the ones over budget: they are where to cut back next month.',
];
