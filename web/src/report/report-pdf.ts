/**
 * Draws the "My financial plan" PDF with jsPDF (A4 portrait, millimetres) from the sections report-model.ts
 * decides (docs/decisions.md "The financial-plan report"): the fonts embedded (Liberation Sans, SIL Open Font
 * Licence, web/src/report/fonts), every word as text (selectable, searchable), each section a heading with an
 * entry in the document outline, the charts as vector shapes from report-charts.ts, page numbers and the report's
 * date in every footer, and the disclaimer on the first page and the last.
 *
 * Paging: nothing is split across pages but a table between its rows (the header row repeated on the next page)
 * and a paragraph between its lines; a heading never ends a page, a chart moves whole, and a page is only added
 * for something that does not fit on the one begun, so no page is blank.
 */
import { jsPDF } from 'jspdf';
import { barChartHeight, expenseBarsDrawing, netWorthDrawing, timelineDrawing, type Box, type ChartDrawing, type Shape } from './report-charts';
import { REPORT_DISCLAIMER, REPORT_TITLE, type ReportBlock, type ReportFigure, type ReportSection, type ReportTable } from './report-model';

export interface ReportFonts {
  /** base64 of the TrueType files */
  regular: string;
  bold: string;
}

export interface ReportPdfInput {
  productName: string;
  /** the resident's name as the pages greet them; null: not known */
  residentName: string | null;
  /** the report's day as the footer shows it, '26 Nov 2026' */
  dateText: string;
  sections: readonly ReportSection[];
  fonts: ReportFonts;
}

export const FONT_FAMILY = 'LiberationSans';
const PAGE = { width: 210, height: 297, margin: 18 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where the body stops: the footer sits below. */
const BODY_BOTTOM = PAGE.height - 20;
const INK = '#1a2233';
const MUTED = '#5b6475';
const BRAND = '#523abc';
const RULE = '#c9cfda';
const HEAD_FILL = '#f4f2fe';
/** Millimetres a line of text of `size` points takes. */
const lineHeight = (size: number) => size * 0.3528 * 1.35;
const CHART_HEIGHT = 62;
/** A heading is kept with at least this much of what follows it. */
const KEEP_WITH_HEADING = 30;

class Writer {
  y = PAGE.margin;

  constructor(readonly doc: jsPDF) {}

  /** Room for `height` more on this page, else a new page (only when this one holds something already). */
  ensure(height: number): void {
    if (this.y + height > BODY_BOTTOM && this.y > PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  font(size: number, bold = false, colour = INK): this {
    this.doc.setFont(FONT_FAMILY, bold ? 'bold' : 'normal').setFontSize(size).setTextColor(colour);
    return this;
  }

  lines(text: string, width: number, size: number): string[] {
    this.doc.setFontSize(size);
    return this.doc.splitTextToSize(text, width) as string[];
  }

  /** A paragraph, line by line: it may go on over a page break. */
  paragraph(text: string, size = 10, colour = INK, bold = false): void {
    this.font(size, bold, colour);
    for (const line of this.lines(text, CONTENT_WIDTH, size)) {
      this.ensure(lineHeight(size));
      this.doc.text(line, PAGE.margin, this.y + lineHeight(size) * 0.75);
      this.y += lineHeight(size);
    }
  }
}

function sectionHeading(w: Writer, title: string): void {
  w.ensure(12 + KEEP_WITH_HEADING);
  w.y += 4;
  w.font(15, true, BRAND);
  w.doc.text(title, PAGE.margin, w.y + 6);
  // A heading is the document's outline entry too: readers list it and jump to it.
  w.doc.outline.add(null, title, { pageNumber: w.doc.getCurrentPageInfo().pageNumber });
  w.y += 9;
  w.doc.setDrawColor(RULE).setLineWidth(0.3).line(PAGE.margin, w.y, PAGE.width - PAGE.margin, w.y);
  w.y += 3;
}

const CELL_PAD = 1.6;
const CELL_SIZE = 8.5;
const LABEL_WIDTH = 62;
const VALUE_X = PAGE.margin + LABEL_WIDTH + 2;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - 2;

/** A figure: label, then its value, what it means and where it came from, kept together. */
function figureRow(w: Writer, figure: ReportFigure, withSource: boolean): void {
  const labelLines = w.lines(figure.label, figure.value ? LABEL_WIDTH : CONTENT_WIDTH, 10);
  const valueLines = figure.value ? w.lines(figure.value, VALUE_WIDTH, 10.5) : [];
  const noteLines = figure.note ? w.lines(figure.note, figure.value ? VALUE_WIDTH : CONTENT_WIDTH - 6, 9) : [];
  const sourceLines = withSource ? w.lines(figure.source, figure.value ? VALUE_WIDTH : CONTENT_WIDTH - 6, 7.5) : [];
  const right = valueLines.length * lineHeight(10.5) + noteLines.length * lineHeight(9) + sourceLines.length * lineHeight(7.5);
  const height = figure.value ? Math.max(labelLines.length * lineHeight(10), right) + 2.5 : labelLines.length * lineHeight(10) + right + 2.5;
  w.ensure(height);
  const top = w.y;
  w.font(10, true);
  labelLines.forEach((line, i) => w.doc.text(line, PAGE.margin, top + lineHeight(10) * (i + 0.75)));
  let y = figure.value ? top : top + labelLines.length * lineHeight(10);
  const x = figure.value ? VALUE_X : PAGE.margin + 6;
  const put = (lines: string[], size: number, bold: boolean, colour: string) => {
    w.font(size, bold, colour);
    for (const line of lines) {
      w.doc.text(line, x, y + lineHeight(size) * 0.75);
      y += lineHeight(size);
    }
  };
  put(valueLines, 10.5, true, INK);
  put(noteLines, 9, false, INK);
  put(sourceLines, 7.5, false, MUTED);
  w.y = top + height;
}

/**
 * Column widths from the text itself: each column as wide as its longest cell when they all fit; otherwise each
 * at least as wide as its longest amount or word (an amount never breaks: 'S$10,500.0' over '0' reads wrong), and
 * the room left shared by how much more each would like.
 */
function columnWidths(w: Writer, table: ReportTable): number[] {
  w.font(CELL_SIZE, true);
  const width = (text: string) => w.doc.getTextWidth(text) + 2 * CELL_PAD + 0.5;
  const cells = (i: number) => [table.columns[i]!, ...table.rows.map((row) => row[i] ?? '')];
  const natural = table.columns.map((_, i) => Math.max(...cells(i).map(width)));
  const least = table.columns.map((_, i) =>
    Math.max(...cells(i).flatMap((cell) => (/^-?S\$/.test(cell) || /^Over by S\$/.test(cell) ? [width(cell)] : cell.split(/\s+/).map(width)))),
  );
  const total = natural.reduce((a, b) => a + b, 0);
  if (total <= CONTENT_WIDTH) return natural.map((n, i) => (i === 0 ? n + CONTENT_WIDTH - total : n));
  const floor = least.reduce((a, b) => a + b, 0);
  const want = natural.map((n, i) => n - least[i]!);
  const wanted = want.reduce((a, b) => a + b, 0);
  const spare = Math.max(0, CONTENT_WIDTH - floor);
  return least.map((l, i) => l + (wanted > 0 ? (want[i]! / wanted) * spare : 0));
}


function tableRow(w: Writer, cells: readonly string[], widths: readonly number[], options: { head?: boolean; bold?: boolean; measureOnly?: boolean }): number {
  const wrapped = cells.map((cell, i) => w.lines(cell, widths[i]! - 2 * CELL_PAD, CELL_SIZE));
  const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight(CELL_SIZE) + 2 * CELL_PAD;
  if (options.measureOnly) return height;
  if (options.head) w.doc.setFillColor(HEAD_FILL).rect(PAGE.margin, w.y, CONTENT_WIDTH, height, 'F');
  w.font(CELL_SIZE, options.head || options.bold);
  let x = PAGE.margin;
  wrapped.forEach((lines, i) => {
    // Amounts read down a column best right-aligned: every column but the first holds figures or short words.
    const numeric = i > 0 && /^(S\$|-?S\$|Over by S\$)/.test(cells[i] ?? '');
    lines.forEach((line, j) => {
      const baseline = w.y + CELL_PAD + lineHeight(CELL_SIZE) * (j + 0.75);
      if (numeric) w.doc.text(line, x + widths[i]! - CELL_PAD, baseline, { align: 'right' });
      else w.doc.text(line, x + CELL_PAD, baseline);
    });
    x += widths[i]!;
  });
  w.doc.setDrawColor(RULE).setLineWidth(0.2).line(PAGE.margin, w.y + height, PAGE.width - PAGE.margin, w.y + height);
  w.y += height;
  return height;
}

/** A table: caption, header and rows; when a row does not fit, the next page starts with the header again. */
function table(w: Writer, t: ReportTable): void {
  const widths = columnWidths(w, t);
  const headHeight = tableRow(w, t.columns, widths, { head: true, measureOnly: true });
  const firstRow = t.rows[0] ? tableRow(w, t.rows[0], widths, { measureOnly: true }) : 0;
  w.ensure(lineHeight(10) + 1 + headHeight + firstRow);
  w.font(10, true);
  w.doc.text(t.caption, PAGE.margin, w.y + lineHeight(10) * 0.75);
  w.y += lineHeight(10) + 1;
  tableRow(w, t.columns, widths, { head: true });
  t.rows.forEach((row, index) => {
    const height = tableRow(w, row, widths, { measureOnly: true });
    if (w.y + height > BODY_BOTTOM) {
      w.ensure(headHeight + height);
      tableRow(w, t.columns, widths, { head: true });
    }
    tableRow(w, row, widths, { bold: t.totalRow === true && index === t.rows.length - 1 });
  });
  w.y += 1;
  w.paragraph(`Source: ${t.source}`, 7.5, MUTED);
  w.y += 2;
}

function drawShape(doc: jsPDF, shape: Shape): void {
  if (shape.kind === 'rect') {
    if (shape.width > 0 && shape.height > 0) doc.setFillColor(shape.fill).rect(shape.x, shape.y, shape.width, shape.height, 'F');
    return;
  }
  if (shape.kind === 'text') {
    doc.setFont(FONT_FAMILY, 'normal').setFontSize(shape.size).setTextColor(shape.colour);
    const text = shape.maxWidth ? ((doc.splitTextToSize(shape.text, shape.maxWidth) as string[])[0] ?? '') : shape.text;
    doc.text(text, shape.x, shape.y, { align: shape.align });
    return;
  }
  if (shape.ops.length === 0) return;
  doc.path(shape.ops);
  if (shape.fill) {
    doc.setFillColor(shape.fill);
    doc.fill();
  } else {
    doc.setDrawColor(shape.stroke ?? INK).setLineWidth(shape.lineWidth ?? 0.3);
    doc.setLineDashPattern(shape.dashed ? [1.5, 1] : [], 0);
    doc.stroke();
    doc.setLineDashPattern([], 0);
  }
}

/** A chart: its title and take-away as text, the drawing, and a legend; moved whole to the next page if need be. */
function chart(w: Writer, title: string, summary: string, height: number, draw: (box: Box) => ChartDrawing): void {
  const summaryLines = w.lines(summary, CONTENT_WIDTH, 9);
  w.ensure(lineHeight(10) + summaryLines.length * lineHeight(9) + height + 10);
  w.font(10, true);
  w.doc.text(title, PAGE.margin, w.y + lineHeight(10) * 0.75);
  w.y += lineHeight(10);
  w.paragraph(summary, 9, MUTED);
  w.y += 1;
  const drawing = draw({ x: PAGE.margin, y: w.y, width: CONTENT_WIDTH, height });
  for (const shape of drawing.shapes) drawShape(w.doc, shape);
  w.y += height + 2;
  let x = PAGE.margin;
  for (const item of drawing.legend) {
    w.doc.setFillColor(item.colour).rect(x, w.y + 0.8, 4, 2.4, 'F');
    w.font(8, false, INK);
    w.doc.text(item.label, x + 5.5, w.y + 3);
    x += 5.5 + w.doc.getTextWidth(item.label) + 8;
  }
  w.y += 7;
}

function block(w: Writer, b: ReportBlock): void {
  switch (b.kind) {
    case 'paragraph':
      w.paragraph(b.text);
      w.y += 2;
      return;
    case 'figures': {
      // Figures of one source say it once, under them, rather than on every row.
      const shared = b.figures.length > 1 && b.figures.every((figure) => figure.source === b.figures[0]!.source) ? b.figures[0]!.source : null;
      for (const figure of b.figures) figureRow(w, figure, shared === null);
      if (shared !== null) w.paragraph(`Source: ${shared}`, 7.5, MUTED);
      w.y += 3;
      return;
    }
    case 'table':
      table(w, b.table);
      return;
    case 'net-worth-chart':
      chart(w, b.title, b.summary, CHART_HEIGHT, (box) => netWorthDrawing(b.points, b.withoutHome, box));
      return;
    case 'timeline-chart':
      chart(w, b.title, b.summary, CHART_HEIGHT, (box) => timelineDrawing(b.steps, box));
      return;
    case 'bar-chart':
      // Too many categories for one page's chart: the table below lists them all.
      if (barChartHeight(b.bars.length) > BODY_BOTTOM - PAGE.margin - 40) return;
      chart(w, b.title, b.summary, barChartHeight(b.bars.length), (box) => expenseBarsDrawing(b.bars, box));
      return;
  }
}

function titleBlock(w: Writer, input: ReportPdfInput): void {
  w.font(10, true, BRAND);
  w.doc.text(input.productName, PAGE.margin, w.y + 3);
  w.font(24, true, INK);
  w.doc.text(REPORT_TITLE, PAGE.margin, w.y + 14);
  w.y += 20;
  w.paragraph(`${input.residentName ? `Prepared for ${input.residentName} on` : 'Prepared on'} ${input.dateText}. Every amount is in Singapore dollars (S$), with where it came from and as of when.`, 10, MUTED);
  w.y += 2;
  disclaimer(w);
}

function disclaimer(w: Writer): void {
  const lines = w.lines(REPORT_DISCLAIMER, CONTENT_WIDTH - 8, 9);
  const height = lines.length * lineHeight(9) + 6;
  w.ensure(height);
  w.doc.setFillColor('#f5f6f8').rect(PAGE.margin, w.y, CONTENT_WIDTH, height, 'F');
  w.font(9, false, INK);
  lines.forEach((line, i) => w.doc.text(line, PAGE.margin + 4, w.y + 3 + lineHeight(9) * (i + 0.75)));
  w.y += height + 2;
}

function footers(doc: jsPDF, input: ReportPdfInput): void {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    const y = PAGE.height - 10;
    doc.setDrawColor(RULE).setLineWidth(0.3).line(PAGE.margin, y - 5, PAGE.width - PAGE.margin, y - 5);
    doc.setFont(FONT_FAMILY, 'normal').setFontSize(8).setTextColor(MUTED);
    doc.text(`${input.productName} · ${REPORT_TITLE} · ${input.dateText}`, PAGE.margin, y);
    doc.text(`Page ${page} of ${pages}`, PAGE.width - PAGE.margin, y, { align: 'right' });
  }
}

/** The whole report as a jsPDF document (the page saves it; the tests read its text). */
export function buildReportPdf(input: ReportPdfInput): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.addFileToVFS(`${FONT_FAMILY}-Regular.ttf`, input.fonts.regular);
  doc.addFont(`${FONT_FAMILY}-Regular.ttf`, FONT_FAMILY, 'normal');
  doc.addFileToVFS(`${FONT_FAMILY}-Bold.ttf`, input.fonts.bold);
  doc.addFont(`${FONT_FAMILY}-Bold.ttf`, FONT_FAMILY, 'bold');
  doc.setProperties({ title: `${input.productName}: ${REPORT_TITLE} (${input.dateText})`, subject: REPORT_TITLE, creator: input.productName });
  doc.setLanguage('en-GB');
  const w = new Writer(doc);
  titleBlock(w, input);
  for (const section of input.sections) {
    sectionHeading(w, section.title);
    for (const b of section.blocks) block(w, b);
  }
  w.y += 4;
  w.ensure(20);
  w.paragraph('About this report', 11, INK, true);
  w.y += 1;
  disclaimer(w);
  footers(doc, input);
  return doc;
}
