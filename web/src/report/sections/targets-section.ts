/**
 * The report's "Emergency fund and savings targets" section: the monthly savings with the recommendation, and each
 * target with what it will hold on its date, worded with the targets page's badges.
 */
import type { TargetsResponse } from '../../../../src/targets/adapters/http/targets.contract.js';
import { formatMonths } from '../../dashboard/health-levels';
import { formatDisplayDate } from '../../shared/format/date-time';
import { badgeText } from '../../targets/target-format';
import { money, NOT_AVAILABLE, workedOut } from '../report-format';
import { SECTION_TITLES, type ReportInput, type ReportSection } from '../report-shape';

/**
 * The recommendation beside the monthly savings: the same two figures of GET /targets the targets setup and the
 * targets page show (recommendedMonthlySavings, monthlySavingsForTargets), never worked out again here.
 */
function savingsNote(targets: TargetsResponse): string {
  const need = `What every open target needs a month to stay on track: ${money(targets.monthlySavingsForTargets)}.`;
  return targets.recommendedMonthlySavings > 0 ? `We recommend ${money(targets.recommendedMonthlySavings)} a month, from your income and your targets. ${need}` : need;
}

export function targetsSection(input: ReportInput): ReportSection {
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
