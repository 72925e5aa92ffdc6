/**
 * The budget calculator module (spec 3 §2 "Budget calculator"): categorise-expenses and set-monthly-budget are its
 * steps; reaching summary completes it (BUDGET_CALCULATOR, spec 1 §4 module progress).
 */
import { BUDGET_CALCULATOR_PATH } from '../../../../src/shared-kernel/access-gating.js';
import type { ModuleFlowDefinition } from '../../shared/module-flow/module-flow-rules';

export const BUDGET_FLOW: ModuleFlowDefinition = {
  module: 'BUDGET_CALCULATOR',
  moduleName: 'Budget calculator',
  baseRoute: BUDGET_CALCULATOR_PATH,
  introPath: BUDGET_CALCULATOR_PATH,
  completedPath: `${BUDGET_CALCULATOR_PATH}/summary`,
  homePath: '/dashboard',
  steps: [
    { label: 'Categorise your expenses', subPath: 'categorise-expenses' },
    { label: 'Set your monthly budget', subPath: 'set-monthly-budget' },
  ],
};

export const BUDGET_STEP = { categorise: 0, setBudget: 1 } as const;
