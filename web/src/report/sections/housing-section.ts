/**
 * The report's "Housing plan" section: the chosen plan's own summary (price, grants, upfront payment, loan, what is
 * left) and its payment timeline, or what to complete first while the plan has no figures.
 */
import type { HousingPlanDto } from '../../../../src/housing/adapters/http/housing.contract.js';
import { recommendedPlanGaps } from '../../../../src/housing/domain/recommended-plan.js';
import { timelineSteps, timelineSummary } from '../../housing/components/charts/plan-chart-data';
import { planStepPath } from '../../housing/plan-paths';
import { RECOMMENDED_STEP_PATH, recommendedPlanPrompt } from '../../housing/recommended-plan';
import { formatDisplayDate } from '../../shared/format/date-time';
import { leftMoney, money } from '../report-format';
import { SECTION_TITLES, type ReportBlock, type ReportInput, type ReportSection } from '../report-shape';

/**
 * What a plan needs before its figures mean anything, with where to complete it; null when its summary has figures.
 * A report is never printed with a housing plan's figures at S$0.00 because they were never entered
 * (docs/decisions.md "One housing engine").
 */
export function housingPlanPrompt(plan: HousingPlanDto): { text: string; to: string } | null {
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

export function housingSection(input: ReportInput): ReportSection | null {
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
