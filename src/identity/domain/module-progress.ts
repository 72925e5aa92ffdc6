/**
 * Module progress of spec 1 §4 ("Module progress") as pure functions. Times are the server's (`now` is passed
 * in): a client's clock never decides when a module was updated or completed.
 */

/**
 * Spec 1 §3 module ids. EXPENSE_MANAGER's lighter record (currentStepIndex, completed) is this same record. The
 * investing guide and its readiness assessment are ours (the spec asks for their progress but names no ids:
 * docs/decisions.md "Investing for beginners"). The column is text, so a new id needs no migration.
 */
export const MODULE_IDS = ['CASHFLOW', 'WEALTH', 'SET_SAVING_TARGETS', 'BUDGET_CALCULATOR', 'EXPENSE_MANAGER', 'INVESTING_FOR_BEGINNERS', 'READINESS_ASSESSMENT'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** The largest step index stored (the longest module has 6 pages; room for growth, not for nonsense). */
export const MAX_STEP = 20;

/** One resident's progress in one module. */
export interface ModuleProgress {
  module: ModuleId;
  /** Step in progress; null when not in progress. */
  currentStep: number | null;
  lastUpdated: Date | null;
  /** Set once the module has been completed (and kept when it is revisited). */
  lastCompleted: Date | null;
}

/** A save: reaching step `step`, or completing the module. */
export type ModuleProgressChange = { kind: 'progress'; step: number } | { kind: 'complete' };

/** The record of a module never saved. */
export function notStarted(module: ModuleId): ModuleProgress {
  return { module, currentStep: null, lastUpdated: null, lastCompleted: null };
}

/** A module is completed once last-completed is set. */
export function isCompleted(progress: Pick<ModuleProgress, 'lastCompleted'>): boolean {
  return progress.lastCompleted !== null;
}

/**
 * Starting or advancing a step stores the step and last-updated time (an earlier completion stays: revisiting
 * does not un-complete). Completing sets last-completed and last-updated to now and clears the step.
 */
export function applyModuleProgress(current: ModuleProgress, change: ModuleProgressChange, now: Date): ModuleProgress {
  if (change.kind === 'complete') return { module: current.module, currentStep: null, lastUpdated: now, lastCompleted: now };
  return { module: current.module, currentStep: change.step, lastUpdated: now, lastCompleted: current.lastCompleted };
}

/** The modules with step pages and their sub-pages in order (spec 1 §2 "Module summaries"). */
export const SETUP_MODULE_STEPS = {
  CASHFLOW: { base: '/cashflow', steps: ['setup', 'inflow', 'outflow-expense', 'outflow-loans', 'outflow-investments', 'completed'] },
  WEALTH: { base: '/wealth', steps: ['setup', 'assets', 'liabilities', 'completed'] },
} as const satisfies Partial<Record<ModuleId, { base: string; steps: readonly string[] }>>;
export type SetupModuleId = keyof typeof SETUP_MODULE_STEPS;

/** The path of step `index` of a setup module ('/cashflow/inflow'); indices past the end give the last page. */
export function stepPath(module: SetupModuleId, index: number): string {
  const { base, steps } = SETUP_MODULE_STEPS[module];
  return `${base}/${steps[Math.min(Math.max(index, 0), steps.length - 1)]}`;
}

/** What the reachability rule looks at for one page. */
export interface StepPageQuestion {
  /** Every earlier page of the module is reachable. */
  earlierPagesAllowed: boolean;
  /** The page is marked COMING SOON. */
  upcoming: boolean;
  /** A numbered step page (false for other pages of the module, which only need the first two conditions). */
  stepPage: boolean;
  /** The page's step index. */
  step: number;
  progress: Pick<ModuleProgress, 'currentStep' | 'lastCompleted'>;
}

/**
 * Spec 1 §4: a step page is reachable only if earlier pages are allowed, the page is not upcoming, and (for step
 * pages) the module is complete, the step is 0, or the current step is at or beyond it.
 */
export function isStepReachable(q: StepPageQuestion): boolean {
  if (!q.earlierPagesAllowed || q.upcoming) return false;
  if (!q.stepPage) return true;
  return isCompleted(q.progress) || q.step === 0 || (q.progress.currentStep !== null && q.progress.currentStep >= q.step);
}

/** The rule applied along a setup module's pages in order: one flag per step (upcoming: indices marked COMING SOON). */
export function reachableSteps(module: SetupModuleId, progress: ModuleProgress, upcoming: ReadonlySet<number> = new Set()): boolean[] {
  const flags: boolean[] = [];
  SETUP_MODULE_STEPS[module].steps.forEach((_, step) => {
    const earlierPagesAllowed = step === 0 || flags[step - 1] === true;
    flags.push(isStepReachable({ earlierPagesAllowed, upcoming: upcoming.has(step), stepPage: true, step, progress }));
  });
  return flags;
}

/** Spec 1 §4: cashflow first, then wealth; null when both are completed. Missing records count as not started. */
export function nextIncompleteSetupModule(progress: readonly ModuleProgress[]): SetupModuleId | null {
  for (const module of ['CASHFLOW', 'WEALTH'] as const) {
    const found = progress.find((p) => p.module === module);
    if (!found || !isCompleted(found)) return module;
  }
  return null;
}

/** Where the first page of a setup module's questions is: the page after setup (inflow, assets). */
const FIRST_QUESTION_PAGE = 1;

/**
 * Spec 1 §4: the next path after the stored step, or the inflow page for cashflow and the assets page for wealth
 * when no step is stored. Past the last page it stays on the last page ('completed').
 */
export function resumePath(module: SetupModuleId, progress: Pick<ModuleProgress, 'currentStep'>): string {
  return stepPath(module, progress.currentStep === null ? FIRST_QUESTION_PAGE : progress.currentStep + 1);
}
