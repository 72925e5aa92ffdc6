/**
 * The report's "Recommended next actions" section: the health check's recommended actions, most urgent first, with
 * why each matters, worded as the dashboard words them.
 */
import { actionView } from '../../dashboard/recommended-action-labels';
import { formatDisplayDate } from '../../shared/format/date-time';
import { SECTION_TITLES, type ReportInput, type ReportSection } from '../report-shape';

export function actionsSection(input: ReportInput): ReportSection {
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
