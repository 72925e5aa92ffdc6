/// <reference types="mocha" />
import { expect } from 'chai';
import { reportSections, type ReportFigure, type ReportSection, type ReportTable } from '../src/report/report-model';
import { CPF_ESTIMATE_NOTE, leverEffectText, outlookSentence, retirementSection, topLevers } from '../src/report/sections/retirement-section';
import { readFileSync } from 'node:fs';
import { pdfText } from '../../test/support/pdf-text';
import { buildReportPdf } from '../src/report/report-pdf';
import { emptyInput, fullInput } from './support/report-fixtures';
import { answer, MISSING_DOB, plan } from './support/retirement-fixtures';

const figures = (s: ReportSection): ReportFigure[] => s.blocks.flatMap((b) => (b.kind === 'figures' ? b.figures : []));
const value = (s: ReportSection, label: string) => {
  const found = figures(s).find((f) => f.label === label);
  if (!found) throw new Error(`no figure ${label}`);
  return found;
};
const tables = (s: ReportSection): ReportTable[] => s.blocks.flatMap((b) => (b.kind === 'table' ? [b.table] : []));
const texts = (s: ReportSection) => s.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []));

describe('financial-plan report: the Retirement section (docs/decisions.md "The retirement plan")', () => {
  it('comes after the targets, in every report', () => {
    const ids = reportSections(fullInput()).map((s) => s.id);
    expect(ids.indexOf('retirement')).to.equal(ids.indexOf('targets') + 1);
    expect(reportSections(emptyInput()).map((s) => s.id)).to.include('retirement');
  });

  describe('a plan with a shortfall', () => {
    const section = retirementSection(fullInput());

    it('gives the verdict in today\'s dollars, CPF LIFE\'s range with its start age and plan, the need, the gap and the lump sum', () => {
      expect(section.hasData).to.equal(true);
      expect(section.headline).to.equal("Short by S$800.00 a month (in today's dollars)");
      expect(texts(section)[0]).to.equal(
        "Short by S$800.00 a month, in today's dollars: your income in retirement, S$2,200.00 a month from CPF LIFE (the low end of its range), against the S$3,000.00 a month you will need.",
      );
      const cpf = value(section, 'CPF LIFE a month from age 65');
      expect(cpf.value).to.equal('S$2,800.00 to S$3,000.00');
      expect(cpf.note).to.equal("CPF's estimate on the Standard plan: level payouts, in the dollars of Dec 2056. A range, not a quote.");
      expect(value(section, 'What you will need a month')).to.include({ value: "S$3,000.00 in today's dollars", note: 'S$6,290.00 in the dollars of Dec 2056.' });
      expect(value(section, 'Your monthly gap (a shortfall)')).to.include({ value: "S$800.00 in today's dollars", note: 'S$1,680.00 in the dollars of Dec 2056.' });
      expect(value(section, 'Lump sum to cover the gap').value).to.equal('S$400,000.00');
      for (const f of figures(section)) expect(f.source, f.label).to.equal('Your retirement plan, with the CPF rules in force on 01 Dec 2026');
    });

    it('lists the balances at 55 (after the Retirement Account is formed) and at the payout age', () => {
      const balances = tables(section).find((t) => t.caption.startsWith('Your CPF balances'))!;
      expect(balances.columns).to.deep.equal(['Account', 'At 55 (Dec 2046)', 'At 65 (Dec 2056)']);
      expect(balances.rows).to.deep.equal([
        ['Ordinary Account', 'S$190,000.00', 'S$100,000.00'],
        ['Special Account', 'S$0.00', 'S$0.00'],
        ['MediSave Account', 'S$60,000.00', 'S$70,000.00'],
        ['Retirement Account', 'S$360,000.00', 'S$213,000.00'],
      ]);
    });

    it('names the top three levers that apply, the largest effect first, with their effect and cost', () => {
      const levers = figures(section).filter((f) => /^\d\. /.test(f.label));
      expect(levers.map((f) => [f.label, f.value])).to.deep.equal([
        ['1. Saving a fixed amount each month until you stop working', 'The gap shrinks by S$800.00 a month'],
        ['2. Starting payouts at 70', 'The gap shrinks by S$450.00 a month'],
        ['3. Working two years longer', 'The gap shrinks by S$450.00 a month'],
      ]);
      expect(levers[1]!.note).to.equal("In today's dollars. Cost: Starting payouts at 70: its cost");
    });

    it('leaves out a lever that does not apply, and says a lever that widens the gap as plainly', () => {
      const only = topLevers(plan({ levers: plan().levers.filter((l) => l.kind === 'HIGHER_RETIREMENT_SUM' || l.kind === 'ESCALATING_PLAN') }));
      expect(only.map((l) => l.kind)).to.deep.equal(['ESCALATING_PLAN']);
      expect(leverEffectText(-30_000)).to.equal('The gap grows by S$300.00 a month');
      const none = retirementSection({ ...fullInput(), retirementPlan: answer(plan({ levers: [] })) });
      expect(texts(none)).to.include('None of the changes we look at applies to your plan.');
    });

    it('states the assumptions, the rules\' date and that CPF LIFE figures are CPF\'s estimates', () => {
      const assumptions = tables(section).find((t) => t.caption === 'Assumptions')!;
      expect(assumptions.rows).to.deep.equal([
        ['CPF LIFE payouts start at', 'Age 65'],
        ['CPF LIFE plan', 'Standard plan: level payouts'],
        ['Retirement sum', 'Full Retirement Sum: S$360,000.00 (for those turning 55 in 2046)'],
        ['Inflation', '2.5 % a year'],
        ['Return on your investments', '4 % a year'],
        ['Return on your SRS', '4 % a year'],
        ['Return on your cash set aside', '1.5 % a year'],
        ['Plan to age', '95'],
      ]);
      const last = texts(section).at(-1)!;
      expect(last).to.include('CPF rules as of 01 Dec 2026');
      expect(last).to.include(CPF_ESTIMATE_NOTE);
      expect(CPF_ESTIMATE_NOTE).to.equal("CPF LIFE figures are CPF's estimates, not a quote.");
      expect(section.link).to.deep.equal({ text: 'See your retirement plan', to: '/retirement-plan' });
    });
  });

  it('on track: the surplus, and no lump sum needed', () => {
    const onTrack = plan({ gap: { monthlyToday: -12_000, monthlyAtRetirement: -25_000, lumpSumAtRetirement: 0 } });
    const section = retirementSection({ ...fullInput(), retirementPlan: answer(onTrack) });
    expect(section.headline).to.equal("On track: S$120.00 a month to spare (in today's dollars)");
    expect(outlookSentence({ ...onTrack, income: { cpfLifeMonthlyToday: 250_000, savingsMonthlyToday: 62_000 } })).to.equal(
      "On track, with S$120.00 a month to spare in today's dollars: your income in retirement, S$2,500.00 a month from CPF LIFE (the low end of its range) and S$620.00 from your other savings, against the S$3,000.00 a month you will need.",
    );
    expect(value(section, 'Your monthly surplus').value).to.equal("S$120.00 in today's dollars");
    // The other money by kind at retirement, the answer's own figures as the pages show them; none said when none.
    expect(texts(section)).to.have.length.greaterThan(0);
    expect(texts(section).some((t) => t.startsWith('By 65:'))).to.equal(false);
    const saved = plan({ retirement: { ...plan().retirement, otherSavingsAtRetirement: 3_000_000, otherMoneyAtRetirement: { investments: 0, srs: 2_000_000, cash: 1_000_000 } } });
    expect(texts(retirementSection({ ...fullInput(), retirementPlan: answer(saved) }))[1]).to.equal(
      "By 65: your SRS S$20,000.00 and your cash set aside S$10,000.00, in that year's dollars, each grown at the return you assume for it.",
    );
    expect(value(section, 'Lump sum to cover the gap').value).to.equal('None needed');
    // Already 55 or older: only the payout age's balances.
    const older = retirementSection({ ...fullInput(), retirementPlan: answer(plan({ balances: { ...plan().balances, at55: null } })) });
    expect(tables(older).find((t) => t.caption.startsWith('Your CPF balances'))!.columns).to.deep.equal(['Account', 'At 65 (Dec 2056)']);
  });

  it('not available yet: what to add, from the first missing item, and where; no figure on a silent zero', () => {
    const section = retirementSection(emptyInput());
    expect(section).to.deep.include({ headline: 'Not available yet', hasData: false, link: { text: 'Go to your profile', to: '/profile/edit-general-information' } });
    expect(texts(section)).to.deep.equal([`Not available yet: add your date of birth: CPF’s rates, sums and payout age follow it. Add it under Your profile on the site.`]);
    expect(figures(section)).to.deep.equal([]);
    expect(MISSING_DOB.message.startsWith('Add')).to.equal(true);
  });

  it('keeps an acronym that starts the server\'s message as it is', () => {
    const foreigner = answer(null, [{ field: 'residentialStatus', message: 'CPF is for citizens and permanent residents: this plan does not apply to foreigners', where: null, whereLabel: null }]);
    const section = retirementSection({ ...fullInput(), retirementPlan: foreigner });
    expect(texts(section)).to.deep.equal(['Not available yet: CPF is for citizens and permanent residents: this plan does not apply to foreigners.']);
    expect(section.link).to.deep.equal({ text: 'Go to your retirement plan', to: '/retirement-plan' });
  });

  it('the read failed: not available yet, with the way to the plan page', () => {
    const section = retirementSection({ ...fullInput(), retirementPlan: null });
    expect(section).to.deep.include({ headline: 'Not available yet', hasData: false, link: { text: 'Go to your retirement plan', to: '/retirement-plan' } });
    expect(texts(section)[0]).to.match(/^Not available yet: we couldn't load your retirement plan just now/);
  });

  it('is in the PDF as text: the verdict, CPF LIFE\'s range, the balances, the levers, the assumptions and the note on CPF\'s estimates', async function () {
    // The first PDF of a run loads jsPDF, the fonts and the PDF reader.
    this.timeout(60_000);
    const font = (name: string) => readFileSync(new URL(`../src/report/fonts/${name}`, import.meta.url)).toString('base64');
    const doc = buildReportPdf({ productName: 'MyMoneyPlan', residentName: null, dateText: '26 Nov 2026', sections: [retirementSection(fullInput())], fonts: { regular: font('LiberationSans-Regular.ttf'), bold: font('LiberationSans-Bold.ttf') } });
    const { pages, outline } = await pdfText(new Uint8Array(doc.output('arraybuffer')));
    const text = pages.join(' ').replace(/\s+/g, ' ');
    expect(outline).to.deep.equal(['Retirement']);
    for (const words of ['Short by S$800.00 a month', 'S$2,800.00 to S$3,000.00', 'At 55 (Dec 2046)', 'Saving a fixed amount each month', 'Assumptions', '2.5 % a year', CPF_ESTIMATE_NOTE]) {
      expect(text, words).to.include(words);
    }
  });
});
