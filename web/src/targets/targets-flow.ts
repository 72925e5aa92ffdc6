/** The targets setup module (spec 3 §2 "Savings targets"): its routes and steps for the module-flow plumbing. */
import type { ModuleFlowDefinition } from '../shared/module-flow/module-flow-rules';

export const TARGETS_FLOW: ModuleFlowDefinition = {
  module: 'SET_SAVING_TARGETS',
  moduleName: 'Targets',
  baseRoute: '/targets/setup',
  introPath: '/targets/setup',
  completedPath: '/targets/setup/completed',
  homePath: '/targets',
  steps: [
    { label: 'Monthly savings', subPath: 'step-1' },
    { label: 'Your targets', subPath: 'step-2' },
    { label: 'Allocate your savings', subPath: 'step-3' },
  ],
};

export const TARGETS_STEP = { savings: 0, targets: 1, allocation: 2 } as const;
