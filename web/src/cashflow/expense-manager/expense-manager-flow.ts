/**
 * The public expense manager (spec 3 §2, /expense-manager prefix): two steps, then a summary. It uses the module
 * step-page layout and the flow rules of the setup modules, with its progress kept in the browser instead of
 * PUT /module-status (a visitor has no account).
 */
import type { ModuleStatus } from '../../../../src/identity/adapters/http/identity.contract.js';
import type { ModuleFlowDefinition } from '../../shared/module-flow/module-flow-rules';
import type { ExpenseManagerProgress } from './expense-manager-state';

export const EXPENSE_MANAGER_PATH = '/expense-manager';

export const EXPENSE_MANAGER_FLOW: ModuleFlowDefinition = {
  module: 'EXPENSE_MANAGER',
  moduleName: 'Expense manager',
  baseRoute: EXPENSE_MANAGER_PATH,
  introPath: EXPENSE_MANAGER_PATH,
  completedPath: `${EXPENSE_MANAGER_PATH}/summary`,
  homePath: '/',
  steps: [
    { label: 'Your expenses', subPath: 'your-expenses' },
    { label: 'Your budget', subPath: 'your-budget' },
  ],
  startText: 'Start with your expenses',
};

export const EXPENSE_MANAGER_STEP = { expenses: 0, budget: 1, summary: 2 } as const;

/** The local progress in the shape the shared flow rules read (spec: currentStepIndex is currentStep). */
export function expenseManagerStatus(progress: ExpenseManagerProgress): ModuleStatus {
  return {
    module: 'EXPENSE_MANAGER',
    currentStep: progress.currentStepIndex,
    completed: progress.completed,
    lastUpdated: null,
    lastCompleted: null,
  };
}
