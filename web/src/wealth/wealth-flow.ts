/** The wealth setup module (spec 2 §2 "Wealth setup"): its routes and steps for the module-flow plumbing. */
import type { ModuleFlowDefinition } from '../shared/module-flow/module-flow-rules';

export const WEALTH_FLOW: ModuleFlowDefinition = {
  module: 'WEALTH',
  moduleName: 'Wealth',
  baseRoute: '/wealth',
  introPath: '/wealth/setup',
  completedPath: '/wealth/completed',
  homePath: '/dashboard',
  steps: [
    { label: 'Assets', subPath: 'assets' },
    { label: 'Liabilities', subPath: 'liabilities' },
  ],
};

/** Step indexes, as the pages use them. */
export const WEALTH_STEP = { assets: 0, liabilities: 1 } as const;

/** Spec 1 §6: setup order is cashflow first; the cashflow introduction is where the banner sends residents. */
export const CASHFLOW_SETUP_PATH = '/cashflow/setup';
