import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../app/store-context';
import { backPath, flowStepItems, furthestReachablePath, isFlowStepReachable, nextPath } from '../../shared/module-flow/module-flow-rules';
import type { ModuleStepItem } from '../../shared/ui/module-layout/module-steps';
import { EXPENSE_MANAGER_FLOW, expenseManagerStatus } from './expense-manager-flow';

export interface ExpenseManagerFlowState {
  steps: ModuleStepItem[];
  /** Set when the page may not be opened yet: the furthest step the visitor may open. */
  redirectTo: string | null;
  backTo: string;
  /** Records the next step as reached and goes there; call once this page's figures are kept. */
  goNext: () => void;
}

/**
 * The expense manager's version of the setup modules' `useModuleFlow`: the same rules (reachable steps, resume,
 * back and next) over the progress kept in the browser. Must be read inside an observer.
 */
export function useExpenseManagerFlow(index: number): ExpenseManagerFlowState {
  const { expenseManager } = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const status = expenseManagerStatus(expenseManager.state.progress);
  const reachable = isFlowStepReachable(EXPENSE_MANAGER_FLOW, status, index);

  useEffect(() => {
    if (reachable) expenseManager.reach(index);
  }, [reachable, expenseManager, index]);

  const goNext = useCallback(() => {
    expenseManager.reach(index + 1);
    navigate(nextPath(EXPENSE_MANAGER_FLOW, index));
  }, [expenseManager, index, navigate]);

  return {
    steps: flowStepItems(EXPENSE_MANAGER_FLOW, status, pathname),
    redirectTo: reachable ? null : furthestReachablePath(EXPENSE_MANAGER_FLOW, status, index),
    backTo: backPath(EXPENSE_MANAGER_FLOW, index),
    goNext,
  };
}
