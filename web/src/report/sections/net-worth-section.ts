/**
 * The report's "Net worth" section: the latest net worth with and without the home, and the chart of it over time
 * (or the dashboard's note while there are too few days to draw).
 */
import { netWorthChartNote, netWorthSummary } from '../../dashboard/net-worth-chart-format';
import { formatDisplayDate } from '../../shared/format/date-time';
import { money, NOT_AVAILABLE } from '../report-format';
import { SECTION_TITLES, type ReportInput, type ReportSection } from '../report-shape';

export function netWorthSection(input: ReportInput): ReportSection {
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
