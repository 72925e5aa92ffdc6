/**
 * Module flow: the plumbing every setup module (cashflow, wealth) shares, on top of the module step-page layout.
 *
 * How to use it (wealth setup, for example):
 * 1. Define the flow once: `export const WEALTH_FLOW: ModuleFlowDefinition = { module: 'WEALTH', moduleName: 'Wealth',
 *    baseRoute: '/wealth', introPath: '/wealth/setup', completedPath: '/wealth/completed', homePath: '/dashboard',
 *    steps: [{ label: 'Assets', subPath: 'assets' }, ...] }`.
 * 2. Intro page: `<ModuleFlowIntro flow={WEALTH_FLOW} title=… summary=… estimatedTime=… prerequisite=…
 *    stepDescriptions=[…] />`. Its button says 'Start', or 'Continue where you left off' when a step is stored.
 * 3. Step page `i`: `<ModuleFlowStep flow={WEALTH_FLOW} index={i}>{(flow) => <ModuleFrame backTo={flow.backTo}
 *    continueLabel="Save and continue" onSubmit={async () => { await save(); flow.goNext(); }}>…</ModuleFrame>}
 *    </ModuleFlowStep>`. Reaching a step stores it (never moving back); `goNext()` stores the next index and
 *    navigates; opening a step not reached yet redirects to the furthest reachable step.
 * 4. Completed page: `<ModuleFlowCompleted flow={WEALTH_FLOW}>…summary and a final button…</ModuleFlowCompleted>`
 *    records the completion on arrival (reachable once the last step's "Save and continue" ran).
 * 5. A module whose progress lives elsewhere (the public expense manager keeps it in the browser) uses `ModuleIntro`
 *    with its own status, the layout and frame directly, and the pure rules below.
 * The pure rules (resume path, reachability, labels) are in module-flow-rules.ts, tested in
 * web/test/module-flow-rules.test.ts; the statuses live in the root store's `modules` (ModuleStatusStore).
 */
export {
  backPath,
  furthestReachablePath,
  isFlowStepReachable,
  nextPath,
  resumePath,
  shouldRecordCompletion,
  shouldStoreStep,
  startLabel,
  stepPath,
  type ModuleFlowDefinition,
} from './module-flow-rules';
export { ModuleFlowCompleted } from './module-flow-completed';
export { ModuleFlowIntro, ModuleIntro, type ModuleFlowIntroProps, type ModuleIntroProps } from './module-flow-intro';
export { ModuleFlowLoading, ModuleFlowStep, type ModuleFlowStepProps } from './module-flow-step';
export { useModuleFlow, type ModuleFlowState } from './use-module-flow';
