/// <reference types="mocha" />
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { pdfText, type PdfText } from '../../test/support/pdf-text';
import { netWorthDrawing, timelineDrawing, expenseBarsDrawing, type PathOp, type Shape } from '../src/report/report-charts';
import { chosenSections, REPORT_DISCLAIMER, reportSections, SECTION_TITLES, type ReportSection } from '../src/report/report-model';
import { buildReportPdf, type ReportFonts } from '../src/report/report-pdf';
import { timelineSteps } from '../src/housing/components/charts/plan-chart-data';
import { emptyInput, fullInput, housingPlan } from './support/report-fixtures';

const font = (name: string) => readFileSync(new URL(`../src/report/fonts/${name}`, import.meta.url)).toString('base64');
const FONTS: ReportFonts = { regular: font('LiberationSans-Regular.ttf'), bold: font('LiberationSans-Bold.ttf') };

function build(sections: readonly ReportSection[]): Uint8Array {
  const doc = buildReportPdf({ productName: 'MyMoneyPlan', residentName: 'Tan Heng Huat', dateText: '26 Nov 2026', sections, fonts: FONTS });
  return new Uint8Array(doc.output('arraybuffer'));
}

/** A page's text less its footer. */
const body = (page: string) => page.replace(/MyMoneyPlan · My financial plan · 26 Nov 2026 Page \d+ of \d+$/, '').trim();

describe('financial-plan report: the PDF (docs/decisions.md "The financial-plan report")', function () {
  this.timeout(60_000);
  let full: PdfText;
  let bytes: Uint8Array;
  before(async () => {
    bytes = build(reportSections(fullInput()));
    full = await pdfText(bytes);
  });

  it('is text a reader can select: every section heading, the health-check levels, the targets and the sources', () => {
    const text = full.pages.join(' ');
    for (const title of Object.values(SECTION_TITLES)) expect(text).to.include(title);
    for (const level of ['Good: 52.0 %', 'Good: 16.0 %', 'Fair: 1 kind', 'Fair: 4.8 months']) expect(text).to.include(level);
    for (const target of ['Emergency fund', 'Wedding', 'Travel']) expect(text).to.include(target);
    expect(text).to.include('From Myinfo, as of 01 Oct 2026');
    expect(text).to.include('Prepared for Tan Heng Huat on 26 Nov 2026');
  });

  it('has each section in the document outline, in order', () => {
    expect(full.outline).to.deep.equal(Object.values(SECTION_TITLES));
  });

  it('numbers its pages and dates them, with the disclaimer on the first page and the last', () => {
    const count = full.pages.length;
    expect(count).to.be.greaterThan(1);
    full.pages.forEach((page, index) => expect(page).to.match(new RegExp(`MyMoneyPlan · My financial plan · 26 Nov 2026 Page ${index + 1} of ${count}$`)));
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    expect(flat(full.pages[0]!)).to.include(flat(REPORT_DISCLAIMER));
    expect(flat(full.pages[count - 1]!)).to.include(flat(REPORT_DISCLAIMER));
  });

  it('embeds its fonts', () => {
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).to.include('/FontFile2');
    // jsPDF lists its standard fonts as resources too, unused: the text is set in the embedded one.
    expect(raw).to.match(/\/BaseFont \/LiberationSans/);
  });

  it('leaves no page blank', () => {
    for (const page of full.pages) expect(body(page).length).to.be.greaterThan(40);
  });

  it('leaves out a section the resident unticked', async () => {
    const sections = reportSections(fullInput());
    const chosen = chosenSections(sections, new Set(sections.map((s) => s.id).filter((id) => id !== 'housing')));
    const text = (await pdfText(build(chosen))).pages.join(' ');
    expect(text).to.not.include(SECTION_TITLES.housing);
    expect(text).to.not.include('Four-room in Punggol');
    expect(text).to.include(SECTION_TITLES['health-check']);
  });

  it('builds for an empty account: each section says what to add', async () => {
    const text = (await pdfText(build(reportSections(emptyInput())))).pages.join(' ');
    expect(text).to.include('Not available yet: add your income and your expenses');
    expect(text).to.include('Enter your cashflow');
  });

  it('never cuts a table: a long one goes on over pages with its header again, every row whole and in order', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => [`Category ${String(i + 1).padStart(2, '0')}`, `S$${i + 1}.00`, 'No budget', '']);
    const long: ReportSection = {
      id: 'cashflow',
      title: 'Monthly cashflow',
      headline: '',
      hasData: true,
      blocks: [{ kind: 'table', table: { caption: 'Expenses by category (a month)', columns: ['Category', 'A month', 'Budget a month', 'Against budget'], rows, source: 'Typed in' } }],
    };
    const { pages } = await pdfText(build([long]));
    expect(pages.length).to.be.greaterThan(2);
    const found = pages.flatMap((page) => [...page.matchAll(/Category (\d\d) S\$(\d+)\.00/g)].map((m) => [m[1], m[2]]));
    expect(found).to.deep.equal(rows.map((_, i) => [String(i + 1).padStart(2, '0'), String(i + 1)]));
    // Every page after the first that carries rows starts them under the header.
    for (const page of pages.slice(1)) if (/Category \d\d/.test(page)) expect(body(page)).to.match(/^Category A month Budget a month Against budget Category 01|^Category A month Budget a month Against budget/);
    expect(body(pages.at(-1)!)).to.include('About this report');
  });
});

/** The points a path passes through (moves and line ends). */
const points = (ops: readonly PathOp[]) => ops.filter((op) => op.op === 'm' || op.op === 'l').map((op) => op.c as [number, number]);
const paths = (shapes: readonly Shape[]) => shapes.filter((s): s is Extract<Shape, { kind: 'path' }> => s.kind === 'path');
const texts = (shapes: readonly Shape[]) => shapes.filter((s): s is Extract<Shape, { kind: 'text' }> => s.kind === 'text').map((s) => s.text);

describe('financial-plan report: the charts as vector shapes', () => {
  const box = { x: 10, y: 100, width: 170, height: 60 };

  it('net worth: the line from the first day at the left to the last at the right, on the kit\'s y axis with 0 at the foot', () => {
    const drawing = netWorthDrawing(
      [
        { date: '2026-01-01', value: 0 },
        { date: '2026-07-02', value: 500_000 },
        { date: '2026-12-31', value: 1_000_000 },
      ],
      [],
      box,
    );
    const line = paths(drawing.shapes).find((p) => p.stroke === '#523abc')!;
    const [first, middle, last] = points(line.ops);
    // left margin 20, right margin 3; bottom margin 7, top 3
    expect(first).to.deep.equal([30, 153]);
    expect(last![0]).to.be.closeTo(177, 1e-9);
    expect(last![1]).to.be.closeTo(103, 1e-9);
    expect(middle![1]).to.be.closeTo(128, 1e-9);
    expect(texts(drawing.shapes)).to.include.members(['S$0', 'S$10K', '01 Jan 2026', '31 Dec 2026']);
    expect(drawing.legend.map((l) => l.label)).to.deep.equal(['Net worth']);
  });

  it('net worth without the home: a second, dashed line once the two differ', () => {
    const drawing = netWorthDrawing(
      [
        { date: '2026-01-01', value: 100_000 },
        { date: '2026-02-01', value: 200_000 },
      ],
      [
        { date: '2026-01-01', value: 50_000 },
        { date: '2026-02-01', value: 80_000 },
      ],
      box,
    );
    expect(paths(drawing.shapes).filter((p) => p.dashed)).to.have.length(1);
    expect(drawing.legend.map((l) => l.label)).to.deep.equal(['Net worth', 'Net worth without your home']);
  });

  it('payment timeline: CPF below and cash stacked on it, stepping up stage by stage to the total paid', () => {
    const steps = timelineSteps(housingPlan().summary.paymentTimeline);
    expect(steps.length).to.be.greaterThan(1);
    const drawing = timelineDrawing(steps, box);
    const [cpf, cash] = paths(drawing.shapes).filter((p) => p.fill);
    expect(cpf!.fill).to.equal('#0e7c3d');
    expect(cash!.fill).to.equal('#0269d0');
    // The top of the cash area at the end is the highest point drawn: the total paid over all stages.
    const top = Math.min(...points(cash!.ops).map(([, y]) => y));
    const yTicks = drawing.shapes.filter((s): s is Extract<Shape, { kind: 'text' }> => s.kind === 'text' && s.align === 'right');
    expect(top).to.be.at.least(103 - 1e-9);
    expect(yTicks.length).to.be.at.most(6);
    expect(texts(drawing.shapes)).to.include.members(steps.map((_, i) => `Stage ${i + 1}`));
  });

  it('expenses against budget: a bar per category to its amount, the budget as a mark at its own amount', () => {
    const drawing = expenseBarsDrawing(
      [
        { label: 'Food', value: 80_000, budget: 60_000 },
        { label: 'Rent', value: 100_000, budget: null },
      ],
      box,
    );
    const bars = drawing.shapes.filter((s): s is Extract<Shape, { kind: 'rect' }> => s.kind === 'rect');
    // Axis S$0 to S$1,000: Rent's bar spans the whole plot, Food's 80 % of it.
    expect(bars[1]!.width / bars[0]!.width).to.be.closeTo(100 / 80, 1e-9);
    const mark = paths(drawing.shapes).find((p) => p.lineWidth === 0.8)!;
    const [markX] = points(mark.ops)[0]!;
    expect((markX - bars[0]!.x) / bars[1]!.width).to.be.closeTo(0.6, 1e-9);
  });
});
