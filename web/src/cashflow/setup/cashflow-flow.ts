/** The cashflow setup module (spec 2 §2 "Cashflow setup"): its routes and steps for the module-flow plumbing. */
import type { ModuleFlowDefinition } from '../../shared/module-flow/module-flow-rules';

export const CASHFLOW_FLOW: ModuleFlowDefinition = {
  module: 'CASHFLOW',
  moduleName: 'Cashflow',
  baseRoute: '/cashflow',
  introPath: '/cashflow/setup',
  completedPath: '/cashflow/completed',
  homePath: '/dashboard',
  steps: [
    { label: 'Income', subPath: 'inflow' },
    { label: 'Expenses', subPath: 'outflow-expense' },
    { label: 'Loan repayments', subPath: 'outflow-loans' },
    { label: 'Monthly investments', subPath: 'outflow-investments' },
  ],
};

/** Step indexes, as the pages use them. */
export const CASHFLOW_STEP = { inflow: 0, expenses: 1, loans: 2, investments: 3 } as const;
