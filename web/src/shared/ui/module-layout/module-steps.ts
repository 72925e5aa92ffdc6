/**
 * The numbered steps of a module's side panel (spec 1 §2 "Module step-page layout", spec 1 §4 "Module progress"),
 * as a pure function so the rules are tested without React.
 *
 * A step page is reachable only when every earlier step is reachable, the step is not upcoming, and the module is
 * complete, the step is the first one, or the stored current step is at or beyond it. Steps before the current
 * step (all of them once the module is complete) are done and show a tick; unreachable steps are locked; upcoming
 * ones show COMING SOON.
 */

export interface ModuleStepDefinition {
  /** Shown next to the step's number. */
  label: string;
  /** Appended to the module's route: `${baseRoute}/${subPath}`. */
  subPath: string;
  /** Not built yet: shown with COMING SOON, never reachable. */
  upcoming?: boolean;
}

export interface ModuleProgress {
  /** Index of the step the resident has reached (spec: currentStep), null when not in progress. */
  currentStep: number | null;
  /** The module was completed at least once (spec: lastCompleted is set). */
  complete: boolean;
}

export type ModuleStepState = 'completed' | 'available' | 'locked' | 'upcoming';

export interface ModuleStepItem {
  /** 1-based, as shown. */
  number: number;
  label: string;
  to: string;
  state: ModuleStepState;
  /** The page on screen. */
  current: boolean;
  /** May be opened (a link); false renders a disabled entry. */
  reachable: boolean;
}

function joinPath(baseRoute: string, subPath: string): string {
  const base = baseRoute.replace(/\/+$/, '');
  const sub = subPath.replace(/^\/+/, '');
  return sub ? `${base}/${sub}` : base || '/';
}

/** Whether step `index` may be opened, ignoring earlier steps (see buildModuleSteps for the chain). */
function stepOpen(index: number, step: ModuleStepDefinition, progress: ModuleProgress): boolean {
  if (step.upcoming) return false;
  return progress.complete || index === 0 || (progress.currentStep !== null && progress.currentStep >= index);
}

export function buildModuleSteps(
  baseRoute: string,
  steps: readonly ModuleStepDefinition[],
  progress: ModuleProgress,
  currentPath: string,
): ModuleStepItem[] {
  let earlierReachable = true;
  const path = currentPath.replace(/\/+$/, '');
  return steps.map((step, index) => {
    const reachable = earlierReachable && stepOpen(index, step, progress);
    earlierReachable = reachable;
    const done = progress.complete || (progress.currentStep !== null && index < progress.currentStep);
    const state: ModuleStepState = step.upcoming ? 'upcoming' : !reachable ? 'locked' : done ? 'completed' : 'available';
    const to = joinPath(baseRoute, step.subPath);
    return { number: index + 1, label: step.label, to, state, current: to === path, reachable };
  });
}

/** Whether `path` is a step page the resident may open now (used by pages to send them to the right step). */
export function isStepReachable(items: readonly ModuleStepItem[], path: string): boolean {
  const item = items.find((i) => i.to === path.replace(/\/+$/, ''));
  return item ? item.reachable : true;
}

/** "Complete Cashflow first" style text for the banner naming blocking modules; null when nothing blocks. */
export function blockingModulesText(modules: readonly string[]): string | null {
  if (modules.length === 0) return null;
  const names =
    modules.length === 1
      ? modules[0]!
      : `${modules.slice(0, -1).join(', ')} and ${modules[modules.length - 1]!}`;
  return `Complete ${names} first to unlock this module.`;
}
