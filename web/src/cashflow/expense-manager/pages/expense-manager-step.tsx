import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ModuleLayout } from '../../../shared/ui/module-layout/module-layout';
import { EXPENSE_MANAGER_FLOW } from '../expense-manager-flow';
import { useExpenseManagerFlow, type ExpenseManagerFlowState } from '../use-expense-manager-flow';
import { StorageNote } from './storage-note';
import '../expense-manager.css';

/** One expense-manager page in the module step-page layout; a step opened too early goes to the furthest one open. */
export const ExpenseManagerStep = observer(function ExpenseManagerStep({ index, children }: { index: number; children: (flow: ExpenseManagerFlowState) => ReactNode }) {
  const flow = useExpenseManagerFlow(index);
  if (flow.redirectTo) return <Navigate to={flow.redirectTo} replace />;
  return (
    <ModuleLayout moduleName={EXPENSE_MANAGER_FLOW.moduleName} homeTo={EXPENSE_MANAGER_FLOW.homePath} steps={flow.steps} banner={<StorageNote />}>
      {children(flow)}
    </ModuleLayout>
  );
});
