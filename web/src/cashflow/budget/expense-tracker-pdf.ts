/**
 * Draws the expense-tracker PDF with jsPDF (A4 portrait, millimetres) from the pages expense-tracker-layout.ts
 * decides: the table pages, then the sample and the tips on the pages with room, each with the provider's website
 * in the footer.
 */
import { jsPDF } from 'jspdf';
import type { DateTime } from 'luxon';
import type { ExpenseItem } from '../setup/expense-rules';
import {
  EMPTY_TABLE_MM,
  monthColumns,
  SAMPLE_ROWS,
  SAMPLE_STEPS,
  TRACKER_TITLE,
  trackerPages,
  trackerRows,
  type TrackerBlock,
  type TrackerRow,
  type TrackerTip,
} from './expense-tracker-layout';

export interface TrackerInput {
  productName: string;
  /** shown in every footer, e.g. 'https://mymoneyplan.gov.sg' */
  website: string;
  items: readonly ExpenseItem[];
  totalBudget: number | null;
  today: DateTime;
}

const PAGE = { width: 210, height: 297, margin: 18 };
const INK = '#1a2233';
const MUTED = '#5b6475';
const BRAND = '#523abc';
const RULE = '#c9cfda';
const ROW_HEIGHT = 11;
/** Category, now, budget, then the two month columns (mm). */
const COLUMNS = [58, 28, 28, 30, 30];

function header(doc: jsPDF, input: TrackerInput, subtitle: string): number {
  doc.setTextColor(BRAND).setFont('helvetica', 'bold').setFontSize(10).text(input.productName, PAGE.margin, PAGE.margin);
  doc.setTextColor(INK).setFontSize(20).text(TRACKER_TITLE, PAGE.margin, PAGE.margin + 10);
  doc.setTextColor(MUTED).setFont('helvetica', 'normal').setFontSize(10).text(subtitle, PAGE.margin, PAGE.margin + 17, { maxWidth: PAGE.width - 2 * PAGE.margin });
  return PAGE.margin + 28;
}

function footer(doc: jsPDF, input: TrackerInput): void {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    const y = PAGE.height - 10;
    doc.setDrawColor(RULE).line(PAGE.margin, y - 5, PAGE.width - PAGE.margin, y - 5);
    doc.setTextColor(MUTED).setFont('helvetica', 'normal').setFontSize(8);
    doc.text(input.website, PAGE.margin, y);
    doc.text(`Page ${page} of ${pages}`, PAGE.width - PAGE.margin, y, { align: 'right' });
  }
}

function tableRow(doc: jsPDF, y: number, cells: readonly string[], options: { bold?: boolean; head?: boolean } = {}): number {
  let x = PAGE.margin;
  if (options.head) {
    doc.setFillColor('#f4f2fe').rect(PAGE.margin, y, COLUMNS.reduce((a, b) => a + b, 0), ROW_HEIGHT, 'F');
  }
  doc.setFont('helvetica', options.bold || options.head ? 'bold' : 'normal').setFontSize(options.head ? 9 : 10).setTextColor(INK);
  cells.forEach((cell, index) => {
    const width = COLUMNS[index]!;
    const text = doc.splitTextToSize(cell, width - 4)[0] as string;
    doc.text(text ?? '', index === 0 ? x + 2 : x + width - 2, y + 7, { align: index === 0 ? 'left' : 'right' });
    x += width;
  });
  doc.setDrawColor(RULE).rect(PAGE.margin, y, COLUMNS.reduce((a, b) => a + b, 0), ROW_HEIGHT);
  // The month columns are boxes to write in.
  let edge = PAGE.margin;
  for (const width of COLUMNS.slice(0, -1)) {
    edge += width;
    doc.line(edge, y, edge, y + ROW_HEIGHT);
  }
  return y + ROW_HEIGHT;
}

const SUBTITLES: Record<TrackerBlock['kind'], string> = {
  table: 'What you spend each month and the budget you set. Write what you actually spent in the month columns.',
  sample: 'How to use your tracker: an example month, filled in. These are not your figures.',
  tips: 'Three reminders to keep your spending on plan.',
};
const HEADINGS: Record<Exclude<TrackerBlock['kind'], 'table'>, string> = { sample: 'How to use your tracker (an example, not your figures)', tips: 'Three reminders' };

function tableBlock(doc: jsPDF, y: number, rows: readonly TrackerRow[], months: readonly [string, string]): number {
  y = tableRow(doc, y, ['Category', 'Now (a month)', 'Budget', months[0], months[1]], { head: true });
  if (rows.length === 0) {
    doc.setFont('helvetica', 'normal').setTextColor(MUTED).text('Add your expenses in the budget calculator to fill this table.', PAGE.margin, y + 8);
    return y + EMPTY_TABLE_MM;
  }
  for (const row of rows) y = tableRow(doc, y, [row.category, row.current, row.budget, '', ''], { bold: row.total });
  return y;
}

function sampleBlock(doc: jsPDF, y: number, months: readonly [string, string]): number {
  doc.setFont('helvetica', 'normal').setFontSize(11).setTextColor(INK);
  SAMPLE_STEPS.forEach((step, index) => {
    doc.text(`${index + 1}.  ${step}`, PAGE.margin, y, { maxWidth: PAGE.width - 2 * PAGE.margin });
    y += 8;
  });
  y += 4;
  y = tableRow(doc, y, ['Category', 'Now (a month)', 'Budget', months[0], months[1]], { head: true });
  for (const [category, now, budget, spent] of SAMPLE_ROWS) y = tableRow(doc, y, [category, now, budget, spent, '']);
  return y;
}

function tipsBlock(doc: jsPDF, top: number, bands: readonly (readonly TrackerTip[])[]): number {
  const columnWidth = (PAGE.width - 2 * PAGE.margin - 10) / 2;
  let bandTop = top;
  for (const band of bands) {
    let bottom = bandTop;
    for (const tip of band) {
      const x = PAGE.margin + tip.column * (columnWidth + 10);
      let y = bandTop;
      doc.setFont('helvetica', 'bold').setFontSize(14).setTextColor(BRAND).text(tip.title, x, y);
      y += 8;
      doc.setFont('helvetica', 'normal').setFontSize(10.5).setTextColor(INK);
      for (const point of tip.points) {
        const lines = doc.splitTextToSize(`•  ${point}`, columnWidth) as string[];
        doc.text(lines, x, y);
        y += lines.length * 5.2 + 3;
      }
      bottom = Math.max(bottom, y);
    }
    bandTop = bottom + 6;
  }
  return bandTop;
}

/** One page: the header with the subtitle of its first part, then its parts, each after the first under a heading. */
function drawPage(doc: jsPDF, input: TrackerInput, blocks: readonly TrackerBlock[], months: readonly [string, string]): void {
  let y = header(doc, input, SUBTITLES[blocks[0]!.kind]);
  blocks.forEach((block, index) => {
    if (index > 0 && block.kind !== 'table') {
      y += 8;
      doc.setFont('helvetica', 'bold').setFontSize(13).setTextColor(INK).text(HEADINGS[block.kind], PAGE.margin, y);
      y += 8;
    }
    if (block.kind === 'table') y = tableBlock(doc, y, block.rows, months);
    else if (block.kind === 'sample') y = sampleBlock(doc, y + (index === 0 ? 0 : 2), months);
    else y = tipsBlock(doc, y + 4, block.bands);
  });
}

/** The whole tracker as a jsPDF document (the caller saves it, or reads its bytes in tests). */
export function buildExpenseTracker(input: TrackerInput): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  doc.setProperties({ title: `${input.productName} ${TRACKER_TITLE}`, creator: input.productName });
  const months = monthColumns(input.today);
  trackerPages(trackerRows(input.items, input.totalBudget)).forEach((blocks, index) => {
    if (index > 0) doc.addPage();
    drawPage(doc, input, blocks, months);
  });
  footer(doc, input);
  return doc;
}
