import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/store-context';
import { originText, type OriginLabel } from '../../shared/format/origin';
import '../data-import.css';

/**
 * On the dashboard: an income estimated from a notice of assessment more than a year old (the server decides, with
 * its clock) says which notice it came from and suggests updating it (docs/decisions.md "Imports reconcile with what
 * the resident typed"). Nothing otherwise.
 */
export const OutdatedIncomeNotice = observer(function OutdatedIncomeNotice() {
  // The dashboard page loads the finances with its health check (one read, and no notice popping in later).
  const { dashboard } = useStores();
  const finances = dashboard.finances;
  if (!finances) return null;
  const origins = finances.origins as Record<string, OriginLabel>;
  const outdated = finances.incomeList.map((income) => origins[income.id]).find((origin) => origin?.outdated === true);
  if (!outdated) return null;
  return (
    <p className="card dashboard__notice" role="note">
      Your income is estimated {originText(outdated).replace(/^From/, 'from')}, which is more than a year old.{' '}
      <Link to="/dashboard/cashflow/edit-income">Update your income</Link> with what you earn now.
    </p>
  );
});
