/**
 * The "My financial plan" report's sections (docs/decisions.md "The financial-plan report"): what goes in, in what
 * order, with every figure in S$ and where it came from. Pure (no DOM, no jsPDF): the preview page and the PDF
 * renderer both lay out what this returns, and the figures are the ones the pages show, read from the same stores
 * and worked out by the same functions (the dashboard's area figures, the targets' badges, the housing summary, the
 * readiness rules), never added up a second way.
 */
import type { FullFinancesResponse, HealthCheckResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { InsurancePolicyEntry } from '../../../src/cashflow-wealth/adapters/http/investing.contract.js';
import { assessReadiness, type ReadinessAnswers } from '../../../src/cashflow-wealth/domain/investing/readiness.js';
import type { HousingPlanDto } from '../../../src/housing/adapters/http/housing.contract.js';
import { recommendedPlanGaps } from '../../../src/housing/domain/recommended-plan.js';
import { RECOMMENDED_STEP_PATH, recommendedPlanPrompt } from '../housing/recommended-plan';
import { planStepPath } from '../housing/plan-paths';
import type { TargetsResponse } from '../../../src/targets/adapters/http/targets.contract.js';
import { formatDisplayDate } from '../shared/format/date-time';
import type { FxRates } from '../../../src/shared-kernel/fx.js';
import { assetMix, toSgd } from '../dashboard/area-breakdowns';
import {
  AREA_TITLES,
  formatClasses,
  formatMonths,
  formatRatio,
  indicatorVerdict,
  levelView,
  missingFigures,
  OVERALL_EXPLANATIONS,
  type Indicator,
} from '../dashboard/health-levels';
import { netWorthChartNote, netWorthSummary } from '../dashboard/net-worth-chart-format';
import { overallVerdict } from '../dashboard/overall-verdict';
import { actionView } from '../dashboard/recommended-action-labels';
import { budgetLines, budgetSentence } from '../dashboard/sub-pages/budget-figures';
import { loanSummary } from '../dashboard/sub-pages/sub-page-figures';
import { percentagesOf, formatPercent } from '../shared/charts/chart-geometry';
import type { LinePoint } from '../shared/charts/line-chart';
import { formatMoney, type Cents } from '../shared/format/money';
import { originText, type OriginLabel } from '../shared/format/origin';
import { leftSentence, monthlyFigureLines } from '../shared/monthly-figures/monthly-figure-lines';
import { timelineSteps, timelineSummary, type TimelineStep } from '../housing/components/charts/plan-chart-data';
import { readinessFiguresOf } from '../investing/readiness/readiness-figures';
import { CHECK_TITLES, checkSummary, STATUS_LABELS } from '../investing/readiness/readiness-text';
import { badgeText } from '../targets/target-format';

export const REPORT_TITLE = 'My financial plan';

/**
 * The report's disclaimer: the product's own liability words (the data-sharing terms, "Liability"), said of the
 * report; web/test/report-model.test.ts keeps the two in step.
 */
export const REPORT_DISCLAIMER =
  'The figures and suggestions in this report are for your planning. They are not financial advice. Check important figures with the source before acting on them.';

/** The sections in the order the report shows them. */
export const SECTION_IDS = ['health-check', 'net-worth', 'cashflow', 'assets', 'targets', 'housing', 'investing', 'actions'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const SECTION_TITLES: Readonly<Record<SectionId, string>> = {
  'health-check': 'Financial health check',
  'net-worth': 'Net worth',
  cashflow: 'Monthly cashflow',
  assets: 'What you own and owe',
  targets: 'Emergency fund and savings targets',
  housing: 'Housing plan',
  investing: 'Readiness to invest',
  actions: 'Recommended next actions',
};

/** One figure with where it came from and as of when ('From Myinfo, as of 16 Apr 2020'). */
export interface ReportFigure {
  label: string;
  value: string;
  /** what the figure means, or the level's words */
  note?: string;
  source: string;
}

export interface ReportTable {
  caption: string;
  columns: string[];
  /** a row of cells, as many as the columns; the first cell names the row */
  rows: string[][];
  /** the last row is a total (drawn bold) */
  totalRow?: boolean;
  source: string;
}

export type ReportBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'figures'; figures: ReportFigure[] }
  | { kind: 'table'; table: ReportTable }
  | { kind: 'net-worth-chart'; title: string; summary: string; points: LinePoint[]; withoutHome: LinePoint[] }
  | { kind: 'timeline-chart'; title: string; summary: string; steps: TimelineStep[] }
  | { kind: 'bar-chart'; title: string; summary: string; bars: { label: string; value: number; budget: number | null }[] };

export interface ReportSection {
  id: SectionId;
  title: string;
  /** the section's figure in one line, for the preview */
  headline: string;
  /** false: the section says what to add instead of figures */
  hasData: boolean;
  blocks: ReportBlock[];
  /** where on the site to add what is missing (the preview links it; the PDF's paragraph names it in words) */
  link?: { text: string; to: string };
}

/** What the stores hold for the signed-in resident, as the pages read it. */
export interface ReportInput {
  /** 'YYYY-MM-DD', Singapore: the report's date, and the as-of date of figures held as they are today */
  today: string;
  /** GET /health-check (the dashboard store's); null: not loaded */
  healthCheck: HealthCheckResponse | null;
  /** GET /health-check/recommended-actions keys, most urgent first */
  actionKeys: readonly string[];
  /** GET /history as the dashboard draws it, oldest first */
  netWorth: readonly LinePoint[];
  netWorthWithoutHome: readonly LinePoint[];
  /** GET /finances and the FX rates the area pages use */
  finances: FullFinancesResponse | null;
  rates: FxRates | null;
  /** GET /targets */
  targets: TargetsResponse | null;
  /** the plan the resident chose for the report (GET /housing-plan); null: none */
  housingPlan: HousingPlanDto | null;
  /** the readiness assessment's answers (kept in this browser); null: not answered, so no readiness section */
  readinessAnswers: ReadinessAnswers | null;
  /** the investing guide's insurance list, read with the readiness checks */
  insuranceList: readonly InsurancePolicyEntry[];
}

const money = (cents: number) => formatMoney(Math.round(cents) as Cents);
/** 'S$300.00' or 'S$2,647.40 short': never a bare minus (as the dashboard words it). */
const leftMoney = (cents: number) => (cents < 0 ? `${money(-cents)} short` : money(cents));
const NOT_AVAILABLE = 'Not available yet';

/** The source of a figure worked out from the resident's figures on the report's day. */
const workedOut = (today: string) => `Worked out from your figures, as of ${formatDisplayDate(today)}`;
/** An item the resident typed in: as held on the report's day, or on the day it was last changed when known. */
const typedIn = (today: string, updatedAt?: string | null) => (updatedAt ? `Typed in by you, updated ${formatDisplayDate(updatedAt)}` : `Typed in by you, as held on ${formatDisplayDate(today)}`);

/** Where an item came from: its import's source and date (Myinfo, a bank), else typed in. */
function itemSource(finances: FullFinancesResponse, id: string, today: string, updatedAt?: string | null): string {
  const origin = finances.origins[id] as OriginLabel | undefined;
  return origin ? originText(origin) : typedIn(today, updatedAt);
}

/** A foreign-currency amount in S$, or what stands in when its currency has no rate (spec 2 §9: never guessed). */
function sgdText(cents: number, currency: string, rates: FxRates | null): string {
  const sgd = rates ? toSgd(cents, currency, rates) : currency === 'SGD' ? cents : null;
  return sgd === null ? `${NOT_AVAILABLE} (no exchange rate for ${currency})` : money(sgd);
}

// ---------------------------------------------------------------------------------------------------------------

const INDICATORS: readonly { indicator: Indicator; label: string }[] = [
  { indicator: 'savingsRatio', label: 'Savings ratio' },
  { indicator: 'debtServicingRatio', label: 'Debt servicing ratio' },
  { indicator: 'diversification', label: 'Investment diversification' },
  { indicator: 'emergencyFund', label: 'Emergency fund' },
];

function indicatorValue(check: HealthCheckResponse, indicator: Indicator): string {
  switch (indicator) {
    case 'savingsRatio':
      return formatRatio(check.savingsRatio.ratio);
    case 'debtServicingRatio':
      return formatRatio(check.debtServicingRatio.ratio);
    case 'diversification':
      return check.diversification.level === 0 ? NOT_AVAILABLE : formatClasses(check.diversification.classes);
    case 'emergencyFund':
      return formatMonths(check.emergencyFund.months);
  }
}

function healthCheckSection(input: ReportInput): ReportSection {
  const check = input.healthCheck;
  const base = { id: 'health-check' as const, title: SECTION_TITLES['health-check'] };
  if (!check) return { ...base, headline: NOT_AVAILABLE, hasData: false, blocks: [{ kind: 'paragraph', text: OVERALL_EXPLANATIONS[0] }] };
  const overall = levelView(check.overall);
  const source = workedOut(input.today);
  const figures: ReportFigure[] = INDICATORS.map(({ indicator, label }) => {
    const level = levelView(check[indicator].level);
    const missing = missingFigures(indicator, check);
    const meaning = level.level === 0 ? `Not available yet: ${missing.map((figure) => figure.label.toLowerCase()).join(' and ')}.` : (indicatorVerdict(check[indicator].code) ?? '');
    return { label, value: level.level === 0 ? level.label : `${level.label}: ${indicatorValue(check, indicator)}`, note: meaning, source };
  });
  const areas: ReportFigure[] = (['cashflow', 'wealth', 'protection'] as const).map((area) => ({ label: AREA_TITLES[area], value: levelView(check.areas[area]).label, source }));
  return {
    ...base,
    headline: `Overall: ${overall.label}`,
    hasData: check.overall !== 0,
    blocks: [
      { kind: 'figures', figures: [{ label: 'Overall', value: overall.label, note: overallVerdict(check.overall, check.areas) ?? OVERALL_EXPLANATIONS[overall.level], source }] },
      { kind: 'figures', figures },
      { kind: 'figures', figures: areas },
    ],
  };
}

function netWorthSection(input: ReportInput): ReportSection {
  const base = { id: 'net-worth' as const, title: SECTION_TITLES['net-worth'] };
  const last = input.netWorth[input.netWorth.length - 1];
  if (!last) return { ...base, headline: NOT_AVAILABLE, hasData: false, blocks: [{ kind: 'paragraph', text: 'Your net worth appears here once you add what you own and owe.' }] };
  const lastWithout = input.netWorthWithoutHome[input.netWorthWithoutHome.length - 1] ?? last;
  const source = `Recorded on each day your figures change; latest ${formatDisplayDate(last.date)}`;
  const note = netWorthChartNote(input.netWorth);
  return {
    ...base,
    headline: money(last.value),
    hasData: true,
    blocks: [
      {
        kind: 'figures',
        figures: [
          { label: 'Net worth', value: money(last.value), note: 'What you own less what you owe.', source },
          { label: 'Net worth without your home', value: money(lastWithout.value), note: 'Leaves out your home and the loan it secures.', source },
        ],
      },
      note === null
        ? { kind: 'net-worth-chart', title: 'Your net worth over time', summary: netWorthSummary(input.netWorth), points: [...input.netWorth], withoutHome: [...input.netWorthWithoutHome] }
        : { kind: 'paragraph', text: note },
    ],
  };
}

function cashflowSection(input: ReportInput): ReportSection {
  const base = { id: 'cashflow' as const, title: SECTION_TITLES.cashflow };
  const finances = input.finances;
  const figures = finances?.monthlyFigures ?? input.healthCheck?.monthlyFigures ?? null;
  if (!finances || !figures || (!figures.inputs.income && !figures.inputs.expenses)) {
    return { ...base, headline: NOT_AVAILABLE, hasData: false, blocks: [{ kind: 'paragraph', text: 'Not available yet: add your income and your expenses to see your month in figures.' }] };
  }
  const source = workedOut(input.today);
  const blocks: ReportBlock[] = [
    {
      kind: 'figures',
      figures: monthlyFigureLines(figures).map((line) => ({ label: line.label, value: line.key === 'leftEachMonth' ? leftMoney(line.cents) : money(line.cents), note: line.includes, source })),
    },
  ];
  if (finances.incomeList.length > 0) {
    blocks.push({
      kind: 'table',
      table: {
        caption: 'Income (a month)',
        columns: ['Income', 'Gross', 'Take-home', 'Source'],
        rows: finances.incomeList.map((income) => [
          income.name,
          sgdText(income.grossIncome, income.incomeCurrency, input.rates),
          income.netIncome === null ? 'Not given' : sgdText(income.netIncome, income.incomeCurrency, input.rates),
          itemSource(finances, income.id, input.today),
        ]),
        source: 'Each income as you typed it in or as it was imported',
      },
    });
  }
  const lines = budgetLines(finances);
  if (lines.length > 0) {
    blocks.push({ kind: 'paragraph', text: budgetSentence(lines) });
    blocks.push({
      kind: 'bar-chart',
      title: 'Expenses by category against budget (a month)',
      summary: `Your biggest expense is ${[...lines].sort((a, b) => b.monthly - a.monthly)[0]!.category}.`,
      bars: lines.map((line) => ({ label: line.category, value: line.monthly, budget: line.monthlyBudget })),
    });
    blocks.push({
      kind: 'table',
      table: {
        caption: 'Expenses by category (a month)',
        columns: ['Category', 'A month', 'Budget a month', 'Against budget'],
        rows: lines.map((line) => [
          line.category,
          money(line.monthly),
          line.monthlyBudget === null ? 'No budget' : money(line.monthlyBudget),
          line.monthlyBudget === null ? '' : line.over ? `Over by ${money(line.monthly - line.monthlyBudget)}` : 'Within budget',
        ]),
        source: typedIn(input.today),
      },
    });
  } else if (finances.estimatedMonthlyExpenses) {
    blocks.push({
      kind: 'paragraph',
      text: `You estimated ${money(finances.estimatedMonthlyExpenses.amount)} a month of expenses on ${formatDisplayDate(finances.estimatedMonthlyExpenses.enteredDate)}. Add your expenses by category to see where it goes.`,
    });
  }
  if (input.rates && finances.loanRepayments.length > 0) {
    const loans = loanSummary(finances, input.rates);
    blocks.push({
      kind: 'table',
      table: {
        caption: 'Loan instalments (a month), paid in cash and from CPF',
        columns: ['Loan', 'Instalment', 'Cash', 'CPF'],
        rows: [
          ...loans.loans.map((loan) => [`${loan.name} (${itemSource(finances, loan.id, input.today)})`, money(loan.amount), money(loan.cash), money(loan.cpf)]),
          ['Total', money(loans.total), money(figures.instalmentsCash), money(figures.instalmentsCpf)],
        ],
        totalRow: true,
        source: 'An instalment with no cash/CPF split counts as paid in cash',
      },
    });
  }
  if (finances.investments.length > 0) {
    blocks.push({
      kind: 'table',
      table: {
        caption: 'Invested each month',
        columns: ['Investment', 'A month'],
        rows: [...finances.investments.map((investment) => [investment.name, sgdText(investment.amount, investment.ccy, input.rates)]), ['Total', money(figures.monthlyInvestments)]],
        totalRow: true,
        source: typedIn(input.today),
      },
    });
  }
  return { ...base, headline: leftSentence(figures.leftEachMonth, money), hasData: true, blocks };
}

function assetsSection(input: ReportInput): ReportSection {
  const base = { id: 'assets' as const, title: SECTION_TITLES.assets };
  const finances = input.finances;
  if (!finances || !input.rates || (!finances.monthlyFigures.inputs.wealth && finances.liabilities.length === 0)) {
    return { ...base, headline: NOT_AVAILABLE, hasData: false, blocks: [{ kind: 'paragraph', text: 'Not available yet: add what you own and owe to see your assets and liabilities.' }] };
  }
  const source = workedOut(input.today);
  const totals = finances.totals;
  const mix = assetMix(finances, input.rates);
  const shares = percentagesOf(mix.amounts.map((amount) => amount.value));
  const blocks: ReportBlock[] = [
    {
      kind: 'figures',
      figures: [
        { label: 'Total assets', value: money(totals.totalAssets), source },
        { label: 'Total liabilities', value: money(totals.totalLiabilities), source },
        { label: 'Net worth', value: money(totals.netWorth), source },
        ...(totals.homeValue > 0 ? [{ label: 'Your home (your share)', value: money(totals.homeValue), source }] : []),
        { label: 'Net worth without your home', value: money(totals.netWorthWithoutHome), note: 'Leaves out your home and the loan it secures.', source },
      ],
    },
  ];
  blocks.push(
    mix.amounts.length === 0
      ? { kind: 'paragraph', text: 'You have not added anything you own yet.' }
      : {
          kind: 'table',
          table: {
            caption: 'Assets by class',
            columns: ['Class', 'Value', 'Share'],
            rows: mix.amounts.map((amount, index) => [amount.label, money(amount.value), formatPercent(shares[index]!)]),
            source: 'Your assets, each typed in or imported (sources below), in S$ at the latest exchange rates',
          },
        },
  );
  const listed = ([
    'cashBalanceAssets', 'cashSavingsAssets', 'fixedDepositAssets', 'stockAssets', 'bondAssets', 'unitTrustAssets', 'goldAssets',
    'structuredProductAssets', 'insuranceAssets', 'otherInvestmentAssets', 'otherNonInvestmentAssets', 'propertyAssets',
  ] as const).flatMap((list) => finances[list].map((asset) => ({ asset })));
  const rows = listed.map(({ asset }) => [asset.name, sgdText(asset.totalValueAmount, asset.currency, input.rates), itemSource(finances, asset.id, input.today, asset.lastUpdatedAt)]);
  if (finances.cpfAsset) {
    const cpf = finances.cpfAsset;
    rows.push(['CPF (OA, SA, MA' + (cpf.ra === undefined ? ')' : ', RA)'), money(cpf.oa + cpf.sa + cpf.ma + (cpf.ra ?? 0)), itemSource(finances, cpf.id, input.today)]);
  }
  if (rows.length > 0) blocks.push({ kind: 'table', table: { caption: 'Each asset and its source', columns: ['Asset', 'Value', 'Source'], rows, source: 'A home counts at the whole home\'s value here; the totals count your share' } });
  blocks.push(
    finances.liabilities.length === 0
      ? { kind: 'paragraph', text: 'You have not added any outstanding loans.' }
      : {
          kind: 'table',
          table: {
            caption: 'Liabilities',
            columns: ['Liability', 'Outstanding', 'Source'],
            rows: finances.liabilities.map((liability) => [liability.name, sgdText(liability.amount, liability.ccy, input.rates), itemSource(finances, liability.id, input.today)]),
            source: 'Outstanding balances in S$ at the latest exchange rates',
          },
        },
  );
  if (mix.skipped > 0) blocks.push({ kind: 'paragraph', text: `${mix.skipped} item(s) in a currency without an exchange rate are left out of the assets by class.` });
  return { ...base, headline: `Net worth ${money(totals.netWorth)}`, hasData: true, blocks };
}

/**
 * The recommendation beside the monthly savings: the same two figures of GET /targets the targets setup and the
 * targets page show (recommendedMonthlySavings, monthlySavingsForTargets), never worked out again here.
 */
function savingsNote(targets: TargetsResponse): string {
  const need = `What every open target needs a month to stay on track: ${money(targets.monthlySavingsForTargets)}.`;
  return targets.recommendedMonthlySavings > 0 ? `We recommend ${money(targets.recommendedMonthlySavings)} a month, from your income and your targets. ${need}` : need;
}

function targetsSection(input: ReportInput): ReportSection {
  const base = { id: 'targets' as const, title: SECTION_TITLES.targets };
  const targets = input.targets;
  if (!targets || (!targets.emergencyFund && targets.goals.length === 0)) {
    return { ...base, headline: NOT_AVAILABLE, hasData: false, blocks: [{ kind: 'paragraph', text: 'Not available yet: set up your emergency fund and savings targets under Targets.' }] };
  }
  const rows: string[][] = [];
  const fund = targets.emergencyFund;
  if (fund) {
    rows.push([
      `${fund.name} (${formatMonths(fund.accumulatedMonths)} of spending)`,
      money(fund.currentAmount),
      money(fund.totalAmount),
      formatDisplayDate(fund.date),
      money(fund.projectedCurrentAmount),
      fund.overdue ? `${badgeText(fund.badge)}, overdue` : badgeText(fund.badge),
    ]);
  }
  for (const goal of targets.goals) {
    rows.push([
      goal.name,
      money(goal.currentAmount),
      money(goal.totalAmount),
      formatDisplayDate(goal.date),
      goal.paidOut ? '' : money(goal.projectedCurrentAmount),
      goal.paidOut ? `Paid out ${money(goal.paidOutAmount ?? goal.currentAmount)}${goal.paidOutDate ? ` on ${formatDisplayDate(goal.paidOutDate)}` : ''}` : badgeText(goal.badge),
    ]);
  }
  const open = targets.goals.filter((goal) => !goal.paidOut).length + (fund ? 1 : 0);
  return {
    ...base,
    headline: `${open} ${open === 1 ? 'target' : 'targets'}, saving ${money(targets.monthlySavings)} a month`,
    hasData: true,
    blocks: [
      {
        kind: 'figures',
        figures: [
          { label: 'Saved each month for your targets', value: money(targets.monthlySavings), note: savingsNote(targets), source: workedOut(input.today) },
          { label: 'Savings not yet allocated', value: money(targets.unallocatedSavings), source: workedOut(input.today) },
        ],
      },
      {
        kind: 'table',
        table: {
          caption: 'Targets, with what they will hold on their date',
          columns: ['Target', 'Saved', 'Target amount', 'Due', 'Projected', 'Status'],
          rows,
          source: `Your targets, projected from ${formatDisplayDate(input.today)} at ${money(targets.monthlySavings)} a month`,
        },
      },
    ],
  };
}

/**
 * What a plan needs before its figures mean anything, with where to complete it; null when its summary has figures.
 * A report is never printed with a housing plan's figures at S$0.00 because they were never entered
 * (docs/decisions.md "One housing engine").
 */
function housingPlanPrompt(plan: HousingPlanDto): { text: string; to: string } | null {
  if (plan.planType === 'DEFAULT') {
    const prompt = recommendedPlanPrompt(plan, recommendedPlanGaps(plan));
    if (prompt) return prompt;
    if (plan.summary.flatPrice === 0) {
      return { text: `Your savings do not yet cover the upfront payment and the one-time costs of a flat: add your CPF or cash savings, or the grants you expect, in ${plan.planName} (Change my answers).`, to: `${RECOMMENDED_STEP_PATH}?plan=${plan.id}` };
    }
    return null;
  }
  if (plan.summary.flatPrice === 0) return { text: `Complete ${plan.planName}'s flat price or budget (step 2 of the plan) to see its figures.`, to: planStepPath(plan.id, 1) };
  return null;
}

function housingSection(input: ReportInput): ReportSection | null {
  const plan = input.housingPlan;
  if (!plan) return null;
  const prompt = housingPlanPrompt(plan);
  if (prompt) {
    return {
      id: 'housing',
      title: SECTION_TITLES.housing,
      headline: `${plan.planName}: not complete yet`,
      hasData: false,
      blocks: [{ kind: 'paragraph', text: prompt.text }],
      link: { text: plan.planType === 'DEFAULT' ? 'Change my answers' : 'Complete the plan', to: prompt.to },
    };
  }
  // Each plan's own summary: a recommended plan's is worked out at the price it affords (planSummary on the server).
  const s = plan.summary;
  const rules = `${plan.planName}: your answers and the HDB, CPF and IRAS rules in force on ${formatDisplayDate(s.rulesAsOf)}`;
  const steps = timelineSteps(s.paymentTimeline);
  const blocks: ReportBlock[] = [
    {
      kind: 'figures',
      figures: [
        { label: 'Flat price', value: money(s.flatPrice), source: rules },
        { label: 'Grants', value: money(s.totalGrants), source: rules },
        { label: 'Upfront payment in cash', value: money(s.upfrontPaymentInCash), source: rules },
        { label: 'Upfront payment from CPF', value: money(s.upfrontPaymentInCpf), source: rules },
        { label: 'Loan', value: money(s.estimatedLoanAmount), note: `${plan.loanType === 'HDB' ? 'HDB loan' : 'Bank loan'} at ${plan.interestRate} % a year over ${plan.loanPeriod} years.`, source: rules },
        { label: 'Monthly instalment', value: money(s.monthlyMortgageInstalment), note: `${money(s.cashMonthlyInstalment)} in cash and ${money(s.cpfMonthlyInstalment)} from CPF.`, source: rules },
        { label: 'Interest over the loan', value: money(s.totalInterest), source: rules },
        { label: 'Cash left after buying', value: leftMoney(s.cashLeft), source: rules },
        { label: 'CPF Ordinary Account left', value: leftMoney(s.totalAmountLeftInCpfOA), source: rules },
      ],
    },
  ];
  if (steps.length > 0) {
    blocks.push({ kind: 'timeline-chart', title: 'What you pay at each stage (paid so far)', summary: timelineSummary(steps), steps });
    blocks.push({
      kind: 'table',
      table: {
        caption: 'Payment timeline',
        columns: ['Stage', 'When', 'Cash', 'CPF', 'Total'],
        rows: s.paymentTimeline.map((stage, index) => [`${index + 1}. ${stage.label}`, stage.when, money(stage.cash), money(stage.cpf), money(stage.total)]),
        source: rules,
      },
    });
  } else {
    blocks.push({ kind: 'paragraph', text: 'Choose a new or resale flat and enter its price in the plan to see what you pay at each stage.' });
  }
  for (const warning of s.warnings) blocks.push({ kind: 'paragraph', text: warning });
  return { id: 'housing', title: SECTION_TITLES.housing, headline: `${plan.planName}: ${money(s.monthlyMortgageInstalment)} a month`, hasData: true, blocks };
}

function investingSection(input: ReportInput): ReportSection | null {
  if (!input.readinessAnswers || !input.finances || !input.rates) return null;
  const { figures } = readinessFiguresOf(input.finances, input.rates, input.insuranceList);
  const result = assessReadiness(figures, input.readinessAnswers);
  const met = result.checks.filter((check) => check.status === 'MET').length;
  return {
    id: 'investing',
    title: SECTION_TITLES.investing,
    headline: `${result.overall === 'READY' ? 'Ready to invest' : 'Not yet ready to invest'}: ${met} of ${result.checks.length} checks met`,
    hasData: true,
    blocks: [
      { kind: 'paragraph', text: result.overall === 'READY' ? 'Ready to invest: every check is met.' : 'Not yet ready to invest: the checks not met say what to do first.' },
      {
        kind: 'table',
        table: {
          caption: 'The checks before investing',
          columns: ['Check', 'Status', 'Your figures'],
          rows: result.checks.map((check) => [CHECK_TITLES[check.id], STATUS_LABELS[check.status], checkSummary(check)]),
          source: `The investing guide's rules of thumb with your figures, as of ${formatDisplayDate(input.today)}`,
        },
      },
    ],
  };
}

function actionsSection(input: ReportInput): ReportSection {
  const views = input.actionKeys.map(actionView);
  return {
    id: 'actions',
    title: SECTION_TITLES.actions,
    headline: views.length === 0 ? 'Nothing to do right now' : `${views.length} ${views.length === 1 ? 'action' : 'actions'}: ${views[0]!.title}${views.length > 1 ? ', …' : ''}`,
    hasData: views.length > 0,
    blocks:
      views.length === 0
        ? [{ kind: 'paragraph', text: 'Nothing to do right now. We will suggest the next step when your finances change.' }]
        : [{ kind: 'figures', figures: views.map((view, index) => ({ label: `${index + 1}. ${view.title}`, value: '', note: view.why, source: `From your health check, as of ${formatDisplayDate(input.today)}` })) }],
  };
}

/**
 * Every section the resident's data allows, in report order. The sections on their own figures are always there
 * and say what to add while empty; the housing plan and the readiness checks only when a plan is chosen and the
 * assessment answered (docs/decisions.md "The financial-plan report").
 */
export function reportSections(input: ReportInput): ReportSection[] {
  const sections: (ReportSection | null)[] = [
    healthCheckSection(input),
    netWorthSection(input),
    cashflowSection(input),
    assetsSection(input),
    targetsSection(input),
    housingSection(input),
    investingSection(input),
    actionsSection(input),
  ];
  return sections.filter((section): section is ReportSection => section !== null);
}

/** The sections ticked, in report order; the page refuses none ticked (at least one section goes in). */
export function chosenSections(sections: readonly ReportSection[], ticked: ReadonlySet<SectionId>): ReportSection[] {
  return sections.filter((section) => ticked.has(section.id));
}

/** Spec: the file is named by the product and the report's day. */
export function reportFileName(today: string): string {
  return `mymoneyplan-financial-plan-${today}.pdf`;
}

/**
 * The housing plan a report starts with: the completed plan changed last, else none (a half-made plan is the
 * resident's to pick). The page lets them pick another, or none.
 */
export function defaultReportPlan(plans: readonly HousingPlanDto[]): HousingPlanDto | null {
  const completed = plans.filter((plan) => plan.isPlanCompleted);
  return completed.reduce<HousingPlanDto | null>((latest, plan) => (latest === null || plan.lastUpdatedAt > latest.lastUpdatedAt ? plan : latest), null);
}

