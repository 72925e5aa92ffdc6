/**
 * The report's "Retirement" section: the verdict the dashboard's card gives (retirement-verdict.ts), CPF LIFE's
 * estimate as a range, the need, the gap and the lump sum, the CPF balances at 55 and when payouts start, the levers
 * that would change it most, and the assumptions with the rules' date. Every figure is GET /retirement-plan's own
 * (docs/decisions.md "The retirement plan"), laid out, never worked out again; while the plan is not available yet
 * the section says what to add and where.
 */
import type { RetirementBalancesDto, RetirementCalculateResponse } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import type { RetirementPlanSettingsDto } from '../../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { RETIREMENT_PLAN_PATH, retirementVerdict, verdictLine } from '../../dashboard/retirement-verdict';
import { PLAN_LABELS, SUM_LABELS } from '../../retirement/retirement-answers';
import { otherMoneyAtRetirementText } from '../../retirement/plan/figure-notes';
import { formatDisplayDate } from '../../shared/format/date-time';
import { money } from '../report-format';
import { SECTION_TITLES, type ReportBlock, type ReportFigure, type ReportInput, type ReportSection } from '../report-shape';

/** Said with every CPF LIFE figure: the range is CPF's own estimate. */
export const CPF_ESTIMATE_NOTE = "CPF LIFE figures are CPF's estimates, not a quote.";
/** How many levers the report lists: the ones that shrink the gap most. */
export const TOP_LEVERS = 3;

/** The server's message after 'Not available yet: ', lower-cased only where the word is not an acronym ('CPF is …'), with its full stop. */
const sentenceTail = (text: string) => {
  const lowered = /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return /[.!?]$/.test(lowered) ? lowered : `${lowered}.`;
};

/** 'YYYY-MM' as 'Jun 2046'. */
const monthText = (month: string) => formatDisplayDate(`${month}-01`).slice(3);

/** The levers that apply, the largest effect on the monthly gap first (the answer's order among equals), at most three. */
export function topLevers(plan: RetirementCalculateResponse): RetirementCalculateResponse['levers'] {
  return plan.levers
    .filter((lever) => lever.applies)
    .map((lever, index) => ({ lever, index }))
    .sort((a, b) => b.lever.monthlyEffectToday - a.lever.monthlyEffectToday || a.index - b.index)
    .slice(0, TOP_LEVERS)
    .map(({ lever }) => lever);
}

/** The effect on the monthly gap in words, in today's dollars. */
export function leverEffectText(cents: number): string {
  if (cents > 0) return `The gap shrinks by ${money(cents)} a month`;
  if (cents < 0) return `The gap grows by ${money(-cents)} a month`;
  return 'No change to the monthly gap';
}

const ACCOUNTS: ReadonlyArray<{ key: keyof RetirementBalancesDto; label: string }> = [
  { key: 'oa', label: 'Ordinary Account' },
  { key: 'sa', label: 'Special Account' },
  { key: 'ma', label: 'MediSave Account' },
  { key: 'ra', label: 'Retirement Account' },
];

function balancesTable(plan: RetirementCalculateResponse, source: string): ReportBlock {
  const columns: Array<{ label: string; balances: RetirementBalancesDto }> = [];
  if (plan.balances.at55) columns.push({ label: `At 55 (${monthText(plan.balances.at55.month)})`, balances: plan.balances.at55.after });
  columns.push({ label: `At ${plan.cpfLife.startAge} (${monthText(plan.retirement.month)})`, balances: plan.balances.atPayoutAge });
  return {
    kind: 'table',
    table: {
      caption: 'Your CPF balances, in the dollars of each year',
      columns: ['Account', ...columns.map((c) => c.label)],
      rows: ACCOUNTS.map((account) => [account.label, ...columns.map((c) => money(c.balances[account.key]))]),
      source: plan.balances.at55 ? `${source}; at 55 after your Retirement Account is formed` : `${source}; your Retirement Account is already formed`,
    },
  };
}

function assumptionsTable(plan: RetirementCalculateResponse, settings: RetirementPlanSettingsDto, source: string): ReportBlock {
  const sums = plan.retirementSums;
  const sum = settings.retirementSumChoice === 'ENHANCED' ? sums.enhanced : settings.retirementSumChoice === 'FULL' ? sums.full : sums.basic;
  return {
    kind: 'table',
    table: {
      caption: 'Assumptions',
      columns: ['Assumption', 'Value'],
      rows: [
        ['CPF LIFE payouts start at', `Age ${plan.cpfLife.startAge}`],
        ['CPF LIFE plan', PLAN_LABELS[plan.cpfLife.plan]],
        ['Retirement sum', `${SUM_LABELS[settings.retirementSumChoice]}: ${money(sum)} (for those turning 55 in ${sums.cohortYear})`],
        ['Inflation', `${settings.inflationPercent} % a year`],
        ['Return on your investments', `${settings.investmentsReturnPercent} % a year`],
        ['Return on your SRS', `${settings.srsReturnPercent} % a year`],
        ['Return on your cash set aside', `${settings.cashReturnPercent} % a year`],
        ['Plan to age', String(plan.retirement.planToAge)],
      ],
      source,
    },
  };
}

/**
 * The verdict in a sentence, with what it weighs: the income in retirement (CPF LIFE at the low end of its range and
 * the other savings, as the answer counts it) against the need, all in today's dollars.
 */
export function outlookSentence(plan: RetirementCalculateResponse): string {
  const savings = plan.income.savingsMonthlyToday > 0 ? ` and ${money(plan.income.savingsMonthlyToday)} from your other savings` : '';
  const weighed = `your income in retirement, ${money(plan.income.cpfLifeMonthlyToday)} a month from CPF LIFE (the low end of its range)${savings}, against the ${money(plan.need.monthlyToday)} a month you will need`;
  const gap = plan.gap.monthlyToday;
  if (gap > 0) return `Short by ${money(gap)} a month, in today's dollars: ${weighed}.`;
  if (gap < 0) return `On track, with ${money(-gap)} a month to spare in today's dollars: ${weighed}.`;
  return `On track, in today's dollars: ${weighed}.`;
}

export function retirementSection(input: ReportInput): ReportSection {
  const base = { id: 'retirement' as const, title: SECTION_TITLES.retirement };
  const answer = input.retirementPlan;
  const verdict = retirementVerdict(answer);
  const plan = answer?.plan ?? null;
  if (verdict.kind === 'not-available' || !answer || !plan) {
    const text = verdict.kind === 'not-available' ? verdict.text : '';
    const add = verdict.kind === 'not-available' ? verdict.add : null;
    const where = answer?.missing[0]?.where ? answer.missing[0].whereLabel : null;
    return {
      ...base,
      headline: verdict.title,
      hasData: false,
      // The PDF has no link: it names the page in words.
      blocks: [{ kind: 'paragraph', text: `${verdict.title}: ${sentenceTail(text)}${where ? ` Add it under ${where} on the site.` : ''}` }],
      link: add ?? { text: 'Go to your retirement plan', to: RETIREMENT_PLAN_PATH },
    };
  }
  const source = `Your retirement plan, with the CPF rules in force on ${formatDisplayDate(plan.rulesAsOf)}`;
  const atRetirement = `in the dollars of ${monthText(plan.retirement.month)}`;
  const shortfall = plan.gap.monthlyToday > 0;
  const figures: ReportFigure[] = [
    {
      label: `CPF LIFE a month from age ${plan.cpfLife.startAge}`,
      value: `${money(plan.cpfLife.monthlyPayoutLow)} to ${money(plan.cpfLife.monthlyPayoutHigh)}`,
      note: `${plan.cpfLife.label} on the ${PLAN_LABELS[plan.cpfLife.plan]}, ${atRetirement}. A range, not a quote.`,
      source,
    },
    { label: 'What you will need a month', value: `${money(plan.need.monthlyToday)} in today's dollars`, note: `${money(plan.need.monthlyAtRetirement)} ${atRetirement}.`, source },
    {
      label: shortfall ? 'Your monthly gap (a shortfall)' : 'Your monthly surplus',
      value: `${money(Math.abs(plan.gap.monthlyToday))} in today's dollars`,
      note: `${money(Math.abs(plan.gap.monthlyAtRetirement))} ${atRetirement}.`,
      source,
    },
    {
      label: 'Lump sum to cover the gap',
      value: shortfall ? money(plan.gap.lumpSumAtRetirement) : 'None needed',
      note: shortfall
        ? `What you would need at ${plan.retirement.age} to cover the gap to ${plan.retirement.planToAge}, ${atRetirement}.`
        : `Your retirement income covers what you will need to ${plan.retirement.planToAge}.`,
      source,
    },
  ];
  const levers = topLevers(plan);
  const otherMoney = otherMoneyAtRetirementText(plan);
  const blocks: ReportBlock[] = [
    { kind: 'paragraph', text: outlookSentence(plan) },
    ...(otherMoney ? [{ kind: 'paragraph' as const, text: otherMoney }] : []),
    { kind: 'figures', figures },
    balancesTable(plan, source),
  ];
  blocks.push({ kind: 'paragraph', text: levers.length > 0 ? `What would change it most: the ${levers.length === 1 ? 'change' : `${levers.length} changes`} that apply with the largest effect, each on its own.` : 'None of the changes we look at applies to your plan.' });
  if (levers.length > 0) {
    blocks.push({
      kind: 'figures',
      figures: levers.map((lever, index) => ({
        label: `${index + 1}. ${lever.description}`,
        value: leverEffectText(lever.monthlyEffectToday),
        note: `In today's dollars. Cost: ${lever.costDescription}`,
        source,
      })),
    });
  }
  blocks.push(assumptionsTable(plan, answer.settings, source));
  blocks.push({
    kind: 'paragraph',
    text: `Worked out with the CPF rules as of ${formatDisplayDate(plan.rulesAsOf)}: each month ahead uses the rules in force then, as far as they are known. ${CPF_ESTIMATE_NOTE} General information to plan with, not advice on any product.`,
  });
  return { ...base, headline: verdictLine(verdict, plan), hasData: true, blocks, link: { text: 'See your retirement plan', to: RETIREMENT_PLAN_PATH } };
}
