/**
 * The report's "Readiness to invest" section: the readiness checks worked out by the investing guide's own rules from
 * the resident's figures and answers, there only when the assessment was answered.
 */
import { assessReadiness } from '../../../../src/cashflow-wealth/domain/investing/readiness.js';
import { readinessFiguresOf } from '../../investing/readiness/readiness-figures';
import { CHECK_TITLES, checkSummary, STATUS_LABELS } from '../../investing/readiness/readiness-text';
import { formatDisplayDate } from '../../shared/format/date-time';
import { SECTION_TITLES, type ReportInput, type ReportSection } from '../report-shape';

export function investingSection(input: ReportInput): ReportSection | null {
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
