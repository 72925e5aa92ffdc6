import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/store-context';
import { AlertIcon } from '../../shared/ui/icons';
import { blockingModulesText } from '../../shared/ui/module-layout/module-steps';
import { useEditHost } from '../../shared/ui/module-layout/edit-host';
import '../../shared/ui/module-layout/module-layout.css';
import { CASHFLOW_SETUP_PATH } from '../wealth-flow';

/**
 * Spec 1 §6: setup order is cashflow first. While CASHFLOW is not completed the wealth pages name it in the
 * module layout's banner, with a way there, but the resident may still carry on with wealth.
 */
export const CashflowFirstBanner = observer(function CashflowFirstBanner() {
  const { modules } = useStores();
  // Opened from the dashboard to change figures: outside the setup order, nothing to unlock.
  const editingFromDashboard = useEditHost() !== null;
  useEffect(() => {
    if (!modules.loaded) void flowResult(modules.load());
  }, [modules]);
  if (editingFromDashboard || !modules.loaded || modules.status('CASHFLOW').completed) return null;
  return (
    <div className="module-banner" role="note">
      <AlertIcon size={20} className="module-banner__icon" />
      <p>
        {blockingModulesText(['Cashflow'])} You can still enter your wealth now.{' '}
        <Link to={CASHFLOW_SETUP_PATH}>Set up your cashflow</Link>
      </p>
    </div>
  );
});
