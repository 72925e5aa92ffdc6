/// <reference types="mocha" />
import { expect } from 'chai';
import { assetMix } from '../src/dashboard/area-breakdowns';
import { areaFigures } from '../src/dashboard/area-figures';
import { actionView } from '../src/dashboard/recommended-action-labels';
import { TERMS_CLAUSES } from '../src/content/sharing-terms/sharing-terms-content';
import { formatMoney, type Cents } from '../src/shared/format/money';
import { badgeText } from '../src/targets/target-format';
import { overallVerdict } from '../src/dashboard/overall-verdict';
import {
  chosenSections,
  defaultReportPlan,
  REPORT_DISCLAIMER,
  reportFileName,
  reportSections,
  SECTION_IDS,
  type ReportBlock,
  type ReportFigure,
  type ReportInput,
  type ReportSection,
  type ReportTable,
} from '../src/report/report-model';
import { emptyInput, fullInput, housingPlan, MONTHLY, TODAY } from './support/report-fixtures';
import { RATES } from './support/finances-fixtures';

const money = (cents: number) => formatMoney(cents as Cents);
const section = (sections: readonly ReportSection[], id: ReportSection['id']) => {
  const found = sections.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id} section`);
  return found;
};
const figures = (s: ReportSection): ReportFigure[] => s.blocks.flatMap((b) => (b.kind === 'figures' ? b.figures : []));
const figure = (s: ReportSection, label: string) => {
  const found = figures(s).find((f) => f.label === label);
  if (!found) throw new Error(`no figure ${label} in ${s.id}`);
  return found;
};
const tables = (s: ReportSection): ReportTable[] => s.blocks.flatMap((b) => (b.kind === 'table' ? [b.table] : []));
const table = (s: ReportSection, caption: string) => {
  const found = tables(s).find((t) => t.caption === caption);
  if (!found) throw new Error(`no table ${caption} in ${s.id}`);
  return found;
};
const texts = (s: ReportSection) => s.blocks.flatMap((b: ReportBlock) => (b.kind === 'paragraph' ? [b.text] : []));

describe('financial-plan report: the section model (docs/decisions.md "The financial-plan report")', () => {
  describe('an empty account', () => {
    const sections = reportSections(emptyInput());

    it('keeps the sections on the resident\'s own figures, each saying what to add, and leaves out the housing plan and the readiness checks', () => {
      expect(sections.map((s) => s.id)).to.deep.equal(['health-check', 'net-worth', 'cashflow', 'assets', 'targets', 'retirement', 'actions']);
      for (const s of sections.filter((s) => s.id !== 'actions')) expect(s.hasData, s.id).to.equal(false);
      expect(texts(section(sections, 'net-worth'))).to.deep.equal(['Your net worth appears here once you add what you own and owe.']);
      expect(texts(section(sections, 'cashflow'))[0]).to.match(/^Not available yet: add your income and your expenses/);
      expect(texts(section(sections, 'assets'))[0]).to.match(/^Not available yet: add what you own and owe/);
      expect(texts(section(sections, 'targets'))[0]).to.match(/^Not available yet: set up your emergency fund/);
    });

    it('names each of the four indicators as not available yet, with what to add', () => {
      const check = section(sections, 'health-check');
      expect(check.headline).to.equal('Overall: Not available yet');
      expect(figure(check, 'Savings ratio')).to.include({ value: 'Not available yet', note: 'Not available yet: add your income and add your expenses.' });
      expect(figure(check, 'Debt servicing ratio').note).to.equal('Not available yet: add your income and add your loan repayments.');
      expect(figure(check, 'Investment diversification').note).to.equal('Not available yet: add what you own.');
      expect(figure(check, 'Emergency fund').note).to.equal('Not available yet: add your expenses and add your savings.');
    });

    it('lists the recommended action the dashboard shows', () => {
      const actions = section(sections, 'actions');
      expect(figures(actions).map((f) => [f.label, f.note])).to.deep.equal([['1. Enter your cashflow', actionView('ENTER_CASHFLOW').why]]);
    });

    it('works without anything loaded at all', () => {
      const bare: ReportInput = { ...emptyInput(), healthCheck: null, finances: null, rates: null, targets: null, actionKeys: [] };
      const only = reportSections(bare);
      expect(only.map((s) => s.id)).to.deep.equal(['health-check', 'net-worth', 'cashflow', 'assets', 'targets', 'retirement', 'actions']);
      expect(section(only, 'actions').headline).to.equal('Nothing to do right now');
    });
  });

  describe('a resident with every kind of data', () => {
    const input = fullInput();
    const sections = reportSections(input);

    it('holds every section in report order', () => {
      expect(sections.map((s) => s.id)).to.deep.equal([...SECTION_IDS]);
      for (const s of sections) expect(s.hasData, s.id).to.equal(true);
    });

    it('gives each indicator its level and what the level means, as the dashboard does', () => {
      const check = section(sections, 'health-check');
      expect(check.headline).to.equal('Overall: Fair');
      // The dashboard's own sentence, naming the areas it judges (overall-verdict.ts).
      expect(figures(check)[0]!.note).to.equal(overallVerdict(input.healthCheck!.overall, input.healthCheck!.areas));
      expect(figures(check)[0]!.note).to.match(/^Your cashflow, wealth and protection are on track, with room to improve\.$/);
      expect(figures(check).slice(1, 5).map((f) => [f.label, f.value, f.note])).to.deep.equal([
        ['Savings ratio', 'Good: 52.0 %', 'You save 20 % or more of your take-home income.'],
        ['Debt servicing ratio', 'Good: 16.0 %', 'Your loan repayments are 35 % of your gross income or less.'],
        ['Investment diversification', 'Fair: 1 kind', 'Your investments are all of one kind.'],
        ['Emergency fund', 'Fair: 4.8 months', 'Your savings would cover 3 to 6 months of spending.'],
      ]);
      // The same figures as the dashboard's area cards.
      const dashboard = [...areaFigures('cashflow', input.healthCheck!), ...areaFigures('wealth', input.healthCheck!), ...areaFigures('protection', input.healthCheck!)];
      expect(dashboard.find((f) => f.label === 'Savings ratio')!.value).to.equal('52.0 %');
      expect(dashboard.find((f) => f.label === 'Emergency fund')!.value).to.equal('4.8 months');
    });

    it('shows the monthly figures of GET /finances as they are, loans split cash and CPF', () => {
      const cashflow = section(sections, 'cashflow');
      expect(figures(cashflow).map((f) => [f.label, f.value])).to.deep.equal([
        ['Take-home income', money(MONTHLY.takeHomeIncome)],
        ['Expenses', money(MONTHLY.expenses)],
        ['Loan instalments paid in cash', money(MONTHLY.instalmentsCash)],
        ['Loan instalments paid from CPF', money(MONTHLY.instalmentsCpf)],
        ['Left each month', 'S$2,600.00'],
        ['Invested each month', 'S$500.00'],
      ]);
      expect(cashflow.headline).to.equal('S$2,600.00 left each month');
      expect(table(cashflow, 'Loan instalments (a month), paid in cash and from CPF').rows.at(-1)).to.deep.equal(['Total', 'S$1,000.00', 'S$400.00', 'S$600.00']);
      expect(table(cashflow, 'Expenses by category (a month)').rows).to.deep.equal([
        ['Food', 'S$800.00', 'S$600.00', 'Over by S$200.00'],
        ['Rent', 'S$1,200.00', 'No budget', ''],
      ]);
      const bars = cashflow.blocks.find((b) => b.kind === 'bar-chart');
      expect(bars && bars.kind === 'bar-chart' ? bars.bars : null).to.deep.equal([
        { label: 'Food', value: 80_000, budget: 60_000 },
        { label: 'Rent', value: 120_000, budget: null },
      ]);
    });

    it('says where each item came from and as of when: Myinfo, a bank, or typed in', () => {
      const cashflow = section(sections, 'cashflow');
      expect(table(cashflow, 'Income (a month)').rows).to.deep.equal([['Salary', 'S$6,250.00', 'S$5,000.00', 'From Myinfo, as of 01 Oct 2026']]);
      const assets = section(sections, 'assets');
      expect(table(assets, 'Each asset and its source').rows).to.deep.equal([
        ['DBS Multiplier', 'S$12,000.00', 'From DBS, as of Oct 2026'],
        // US$6,153.85 at 1.3
        ['Apple shares', 'S$8,000.01', 'Typed in by you, updated 02 Nov 2026'],
        ['CPF (OA, SA, MA)', 'S$80,000.00', 'From Myinfo, as of 01 Oct 2026'],
      ]);
      expect(table(assets, 'Liabilities').rows).to.deep.equal([['HDB loan', 'S$200,000.00', `Typed in by you, as held on 26 Nov 2026`]]);
      expect(figure(section(sections, 'health-check'), 'Savings ratio').source).to.equal('Worked out from your figures, as of 26 Nov 2026');
    });

    it('groups the assets by class with the dashboard\'s asset mix, and the totals of GET /finances', () => {
      const assets = section(sections, 'assets');
      const mix = assetMix(input.finances!, RATES);
      expect(table(assets, 'Assets by class').rows.map((row) => [row[0], row[1]])).to.deep.equal(mix.amounts.map((a) => [a.label, money(a.value)]));
      expect(table(assets, 'Assets by class').rows.map((row) => row[2])).to.deep.equal(['12.0 %', '8.0 %', '80.0 %']);
      expect(figure(assets, 'Net worth').value).to.equal('-S$100,000.00');
      expect(figure(assets, 'Total liabilities').value).to.equal('S$200,000.00');
    });

    it('takes net worth and its history chart from GET /history', () => {
      const netWorth = section(sections, 'net-worth');
      expect(figure(netWorth, 'Net worth').value).to.equal(money(input.netWorth.at(-1)!.value));
      expect(figure(netWorth, 'Net worth').source).to.equal('Recorded on each day your figures change; latest 26 Nov 2026');
      const chart = netWorth.blocks.find((b) => b.kind === 'net-worth-chart');
      expect(chart && chart.kind === 'net-worth-chart' ? chart.points : null).to.deep.equal(input.netWorth);
    });

    it('lists the emergency fund and each target with its projection and the status GET /targets gives', () => {
      const targets = section(sections, 'targets');
      const overview = input.targets!;
      const rows = table(targets, 'Targets, with what they will hold on their date').rows;
      expect(rows.map((row) => row[0])).to.deep.equal([`Emergency fund (${'2.0 months'} of spending)`, 'Wedding', 'Travel']);
      const fund = overview.emergencyFund!;
      expect(rows[0]!.slice(1)).to.deep.equal([money(fund.currentAmount), money(fund.totalAmount), '01 Jun 2027', money(fund.projectedCurrentAmount), badgeText(fund.badge)]);
      const wedding = overview.goals.find((g) => g.name === 'Wedding')!;
      expect(rows[1]).to.deep.equal(['Wedding', 'S$0.00', 'S$30,000.00', '01 Mar 2027', money(wedding.projectedCurrentAmount), badgeText(wedding.badge)]);
      expect(wedding.badge.kind).to.equal('SHORT');
      expect(rows[1]![5]).to.match(/^Short of S\$/);
      expect(figure(targets, 'Saved each month for your targets').value).to.equal('S$1,500.00');
      // The recommendation is GET /targets' own figure, the one the targets setup and page show.
      expect(overview.recommendedMonthlySavings).to.be.greaterThan(0);
      expect(figure(targets, 'Saved each month for your targets').note).to.equal(
        `We recommend ${money(overview.recommendedMonthlySavings)} a month, from your income and your targets. What every open target needs a month to stay on track: ${money(overview.monthlySavingsForTargets)}.`,
      );
    });

    it('summarises the chosen housing plan from its summary, with the payment timeline and the rules\' date', () => {
      const housing = section(sections, 'housing');
      const summary = input.housingPlan!.summary;
      expect(figure(housing, 'Monthly instalment').value).to.equal(money(summary.monthlyMortgageInstalment));
      expect(figure(housing, 'Loan').value).to.equal(money(summary.estimatedLoanAmount));
      expect(figure(housing, 'Flat price').source).to.equal('Four-room in Punggol: your answers and the HDB, CPF and IRAS rules in force on 26 Nov 2026');
      const timeline = table(housing, 'Payment timeline');
      expect(timeline.rows.map((row) => row[0])).to.deep.equal(summary.paymentTimeline.map((stage, i) => `${i + 1}. ${stage.label}`));
      expect(timeline.rows.map((row) => row[4])).to.deep.equal(summary.paymentTimeline.map((stage) => money(stage.total)));
      expect(housing.blocks.some((b) => b.kind === 'timeline-chart')).to.equal(true);
    });

    it('gives the readiness checks with their status and figures', () => {
      const investing = section(sections, 'investing');
      const rows = table(investing, 'The checks before investing').rows;
      expect(rows.map((row) => row[0])).to.include('An emergency fund of 3 to 6 months');
      expect(rows.find((row) => row[0] === 'No expensive debt')![1]).to.equal('Met');
      expect(rows.find((row) => row[0] === 'Death cover of 9 times your yearly income')![1]).to.equal("We don't know");
      expect(investing.headline).to.match(/^Not yet ready to invest: \d of 7 checks met$/);
    });

    it('lists the recommended actions in the dashboard\'s order and words', () => {
      expect(figures(section(sections, 'actions')).map((f) => f.label)).to.deep.equal(['1. Grow your emergency fund to 6 months', '2. Diversify your investments']);
    });
  });

  describe('each kind of data missing, the rest there', () => {
    const base = fullInput();
    const ids = (input: ReportInput) => reportSections(input).map((s) => s.id);

    it('no housing plan chosen: no housing section', () => {
      expect(ids({ ...base, housingPlan: null })).to.not.include('housing');
    });

    it('a plan without a flat type yet: its figures, and a word on the timeline instead of the chart', () => {
      const housing = section(reportSections({ ...base, housingPlan: housingPlan({ flatType: null }) }), 'housing');
      expect(housing.blocks.some((b) => b.kind === 'timeline-chart')).to.equal(false);
      expect(texts(housing)).to.include('Choose a new or resale flat and enter its price in the plan to see what you pay at each stage.');
    });

    it('the readiness assessment not answered: no readiness section', () => {
      expect(ids({ ...base, readinessAnswers: null })).to.not.include('investing');
    });

    it('no history: net worth not available yet; one day: the figures and the note in place of the chart', () => {
      expect(section(reportSections({ ...base, netWorth: [], netWorthWithoutHome: [] }), 'net-worth').hasData).to.equal(false);
      const one = section(reportSections({ ...base, netWorth: base.netWorth.slice(-1), netWorthWithoutHome: base.netWorthWithoutHome.slice(-1) }), 'net-worth');
      expect(one.blocks.some((b) => b.kind === 'net-worth-chart')).to.equal(false);
      expect(texts(one)[0]).to.match(/^Your net worth over time appears here as a line once it is recorded on a second day/);
    });

    it('no expenses by category: the estimate instead of the table; no loans or investments: no such tables', () => {
      const finances = { ...base.finances!, expenses: [], loanRepayments: [], investments: [], estimatedMonthlyExpenses: { amount: 250_000, isDerived: false, enteredDate: '2026-11-01' } };
      const cashflow = section(reportSections({ ...base, finances }), 'cashflow');
      expect(tables(cashflow).map((t) => t.caption)).to.deep.equal(['Income (a month)']);
      expect(texts(cashflow)).to.deep.equal(['You estimated S$2,500.00 a month of expenses on 01 Nov 2026. Add your expenses by category to see where it goes.']);
    });

    it('protection not judged: the overall sentence names the areas it judges and what to add for the other', () => {
      const healthCheck = { ...base.healthCheck!, overall: 3, areas: { cashflow: 3, wealth: 3, protection: 0 } };
      const check = section(reportSections({ ...base, healthCheck }), 'health-check');
      expect(figures(check)[0]!.note).to.equal('Your cashflow and wealth are in good shape. Protection is not available yet: add your savings.');
    });

    it('no wealth: assets not available yet; no targets: targets not available yet; no actions: nothing to do', () => {
      const finances = { ...base.finances!, liabilities: [], monthlyFigures: { ...base.finances!.monthlyFigures, inputs: { ...base.finances!.monthlyFigures.inputs, wealth: false } } };
      const sections = reportSections({ ...base, finances, targets: { ...base.targets!, goals: [], emergencyFund: null }, actionKeys: [] });
      expect(section(sections, 'assets').hasData).to.equal(false);
      expect(section(sections, 'targets').hasData).to.equal(false);
      expect(texts(section(sections, 'actions'))).to.deep.equal(['Nothing to do right now. We will suggest the next step when your finances change.']);
    });

    it('an amount in a currency without a rate says so rather than guessing', () => {
      const assets = section(reportSections({ ...base, rates: { SGD: '1' } }), 'assets');
      expect(table(assets, 'Each asset and its source').rows[1]).to.deep.equal(['Apple shares', 'Not available yet (no exchange rate for USD)', 'Typed in by you, updated 02 Nov 2026']);
    });
  });

  it('keeps the ticked sections in report order', () => {
    const sections = reportSections(fullInput());
    expect(chosenSections(sections, new Set(['actions', 'health-check'])).map((s) => s.id)).to.deep.equal(['health-check', 'actions']);
  });

  it('names the file by the report\'s day', () => {
    expect(reportFileName(TODAY)).to.equal('mymoneyplan-financial-plan-2026-11-26.pdf');
  });

  it('starts with the completed plan changed last, never a half-made one', () => {
    const older = { ...housingPlan(), id: 'p1', lastUpdatedAt: '2026-10-01T00:00:00.000Z' };
    const newer = { ...housingPlan(), id: 'p2', lastUpdatedAt: '2026-11-01T00:00:00.000Z' };
    const draft = { ...housingPlan({ isPlanCompleted: false }), id: 'p3', lastUpdatedAt: '2026-11-20T00:00:00.000Z' };
    expect(defaultReportPlan([older, newer, draft])?.id).to.equal('p2');
    expect(defaultReportPlan([draft])).to.equal(null);
  });

  it('says the product\'s own liability words: not financial advice', () => {
    const liability = TERMS_CLAUSES.find((s) => s.title === 'Liability')!.paragraphs[0]!;
    expect(REPORT_DISCLAIMER).to.equal(liability.replace('in this app', 'in this report'));
  });
});
