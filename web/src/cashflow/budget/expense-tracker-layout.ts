/**
 * What goes on each page of the expense-tracker PDF (spec 3 §3 "Expense-tracker PDF", §5 "PDF", §9 "Budget and
 * PDF"): table pages of category / current amount / budget with two blank month columns (next month and the month
 * after) to fill in by hand, a sample showing how, and the tips, flowing onto the pages with room for them
 * ({@link trackerPages}). Pure, so the paging is unit tested;
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

export const UNASSIGNED_ROW = 'Not yet assigned to a category';

/**
 * One row per expense (its monthly amount and budget), then, when the stored total budget is more than the
 * category budgets, a row for the part not yet assigned (as the summary's doughnut shows it), then the total row.
 * Every total is the sum of the rows printed above it, so the page adds up (docs/decisions.md "One budget").
 */
export function trackerRows(items: readonly ExpenseItem[], totalBudget: number | null): TrackerRow[] {
  const rows: TrackerRow[] = items.map((item) => {
    const budget = monthlyBudgetOf(item);
    return { category: item.category, current: formatMoney(monthlyAmountOf(item)), budget: budget === null ? '' : formatMoney(budget) };
  });
  if (items.length === 0) return rows;
  const spent = items.reduce((sum, item) => sum + monthlyAmountOf(item), 0);
  const assigned = items.reduce((sum, item) => sum + (monthlyBudgetOf(item) ?? 0), 0);
  const unassigned = totalBudget === null ? 0 : totalBudget - assigned;
  if (unassigned > 0) rows.push({ category: UNASSIGNED_ROW, current: '', budget: formatMoney(unassigned as Cents) });
  const budgeted = assigned + Math.max(0, unassigned);
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

/**
 * The page's room and what each part of the tracker takes (mm, A4 portrait as expense-tracker-pdf.ts draws it):
 * from under the page header to above the footer rule.
 */
export const PAGE_ROOM_MM = 230;
export const TABLE_ROW_MM = 11;
/** the line that stands in for an empty table */
export const EMPTY_TABLE_MM = 14;
/** space and a section heading above the sample or the tips when they share a page */
export const SECTION_GAP_MM = 20;
/** the sample: its 4 steps, the table head and 3 rows */
export const SAMPLE_MM = 4 * 8 + 4 + 4 * TABLE_ROW_MM;
/** a tip point's line (10.5 pt) and the space after a point; about this many characters fit a line of a column */
export const TIP_LINE_MM = 5.2;
export const TIP_POINT_GAP_MM = 3;
export const TIP_CHARACTERS_PER_LINE = 40;
const TIP_TITLE_MM = 8;
const TIPS_BAND_GAP_MM = 6;

/** How tall one tip is drawn: its title, then each point's lines (estimated from its length, on the long side). */
export function tipHeight(tip: TrackerTip): number {
  return TIP_TITLE_MM + tip.points.reduce((sum, point) => sum + Math.ceil((point.length + 3) / TIP_CHARACTERS_PER_LINE) * TIP_LINE_MM + TIP_POINT_GAP_MM, 0);
}

/** The tips' bands: those with the same `page` number side by side in their columns, bands one under the other. */
export function tipBands(tips: readonly TrackerTip[]): TrackerTip[][] {
  return [...new Set(tips.map((tip) => tip.page))].sort((a, b) => a - b).map((band) => tips.filter((t) => t.page === band));
}

export type TrackerBlock = { kind: 'table'; rows: TrackerRow[] } | { kind: 'sample' } | { kind: 'tips'; bands: TrackerTip[][] };

/** The height of a part as drawn, without the gap above it. */
export function blockHeight(block: TrackerBlock): number {
  if (block.kind === 'table') return block.rows.length === 0 ? TABLE_ROW_MM + EMPTY_TABLE_MM : (block.rows.length + 1) * TABLE_ROW_MM;
  if (block.kind === 'sample') return SAMPLE_MM;
  return block.bands.reduce((sum, band, i) => sum + (i > 0 ? TIPS_BAND_GAP_MM : 0) + Math.max(...band.map(tipHeight)), 0);
}

/** How much of a page's room its parts take, with the gaps between them. */
export function pageFill(page: readonly TrackerBlock[]): number {
  return page.reduce((sum, block, i) => sum + (i > 0 ? SECTION_GAP_MM : 0) + blockHeight(block), 0);
}

/**
 * The whole document, page by page. The table keeps the spec's paging ({@link tablePages}: chunks of 16, a chunk
 * with the total and more than 13 rows split in two), each chunk on a page of its own; the sample and then the
 * tips (kept together) follow on the last page with room for them, rather than each opening pages of their own.
 * So no page is left nearly blank: a lone total row gets the sample under it, a short table the sample and tips.
 */
export function trackerPages(rows: readonly TrackerRow[], tips: readonly TrackerTip[] = TRACKER_TIPS): TrackerBlock[][] {
  const pages: TrackerBlock[][] = tablePages(rows).map((chunk) => [{ kind: 'table', rows: chunk }]);
  for (const block of [{ kind: 'sample' }, { kind: 'tips', bands: tipBands(tips) }] as TrackerBlock[]) {
    const last = pages[pages.length - 1]!;
    if (pageFill(last) + SECTION_GAP_MM + blockHeight(block) <= PAGE_ROOM_MM) last.push(block);
    else pages.push([block]);
  }
  return pages;
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

/** The sample page's table: how a filled-in month looks; each row says it is an example, not the resident's figures. */
export const SAMPLE_ROWS: readonly (readonly [string, string, string, string])[] = [
  ['Example: Food and drinks', 'S$600.00', 'S$550.00', 'S$575.40'],
  ['Example: Transport', 'S$150.00', 'S$150.00', 'S$138.20'],
  ['Example: Shopping', 'S$300.00', 'S$200.00', 'S$240.00'],
];

export const SAMPLE_STEPS: readonly string[] = [
  'Each category shows what you spend now and the budget you set.',
  'Through the month, keep what you spend in each category.',
  'At the month end, write the total for each category in that month\'s column.',
  'Circle the ones over budget: they are where to cut back next month.',
];
