/**
 * Where a resident is in a setup module (spec 1 §4 "Module progress") and where each button leads, as pure
 * functions of the stored module status so the rules are unit tested.
 *
 * Step indexes: 0..steps.length-1 are the step pages; `steps.length` is the completed page. The stored
 * `currentStep` is the furthest step the resident has reached; "Save and continue" stores the next index before
 * moving on, so reaching the completed page stores `steps.length`.
 */
import type { ModuleId, ModuleStatus } from '../../../../src/identity/adapters/http/identity.contract.js';
import { buildModuleSteps, type ModuleProgress, type ModuleStepDefinition, type ModuleStepItem } from '../ui/module-layout/module-steps';

export interface ModuleFlowDefinition {
  module: ModuleId;
  /** Shown above the side panel's steps ('Cashflow'). */
  moduleName: string;
  /** The step pages are `${baseRoute}/${subPath}`. */
  baseRoute: string;
  introPath: string;
  completedPath: string;
  /** Where the side panel's Home button and the completed page's final button go. */
  homePath: string;
  steps: readonly ModuleStepDefinition[];
  /**
   * The introduction's button before anything is stored, when 'Start' alone would not say where it leads: a public
   * page's links are read out of context by search engines too (docs/decisions.md "Lighthouse profile and pages").
   */
  startText?: string;
}

export function moduleProgress(status: ModuleStatus): ModuleProgress {
  return { currentStep: status.currentStep, complete: status.completed };
}

export function stepPath(flow: ModuleFlowDefinition, index: number): string {
  if (index >= flow.steps.length) return flow.completedPath;
  const step = flow.steps[Math.max(index, 0)]!;
  return `${flow.baseRoute.replace(/\/+$/, '')}/${step.subPath.replace(/^\/+/, '')}`;
}

/** Where "Save and continue" on step `index` leads: the next step, the completed page after the last. */
export function nextPath(flow: ModuleFlowDefinition, index: number): string {
  return stepPath(flow, index + 1);
}

/** Where Back on step `index` leads: the previous step, the introduction from the first. */
export function backPath(flow: ModuleFlowDefinition, index: number): string {
  return index <= 0 ? flow.introPath : stepPath(flow, index - 1);
}

/** Whether step `index` (the completed page included) may be opened now. */
export function isFlowStepReachable(flow: ModuleFlowDefinition, status: ModuleStatus, index: number): boolean {
  if (index >= flow.steps.length) return status.completed || (status.currentStep ?? -1) >= flow.steps.length;
  const items = buildModuleSteps(flow.baseRoute, flow.steps, moduleProgress(status), '');
  return items[index]?.reachable ?? false;
}

/**
 * The resume path of spec 1 §4: the page of the stored step (a resident who left mid-way continues there), or the
 * first step when nothing is in progress. A stored step beyond what exists falls back to the furthest reachable.
 */
export function resumePath(flow: ModuleFlowDefinition, status: ModuleStatus): string {
  if (status.currentStep === null) return stepPath(flow, 0);
  return furthestReachablePath(flow, status, status.currentStep);
}

/** Where to send a resident who opened step `wanted` too early: the furthest reachable step before it. */
export function furthestReachablePath(flow: ModuleFlowDefinition, status: ModuleStatus, wanted: number): string {
  for (let index = Math.min(wanted, flow.steps.length); index > 0; index -= 1) {
    if (isFlowStepReachable(flow, status, index)) return stepPath(flow, index);
  }
  return stepPath(flow, 0);
}

/** The introduction's button: resuming when a step is stored, reviewing a completed module, else starting. */
export function startLabel(status: ModuleStatus, startText = 'Start'): string {
  if (status.currentStep !== null) return 'Continue where you left off';
  return status.completed ? 'Review your answers' : startText;
}

/**
 * Reaching step `index` stores it only when it is further than the stored step (never moves a resident back). A
 * completed module with nothing in progress stores nothing: looking through it again does not reopen it.
 */
export function shouldStoreStep(status: ModuleStatus, index: number): boolean {
  return status.currentStep === null ? !status.completed : index > status.currentStep;
}

/** The completed page records a completion unless the module is already complete with nothing in progress. */
export function shouldRecordCompletion(status: ModuleStatus): boolean {
  return !status.completed || status.currentStep !== null;
}

/** The side panel's items for the page on screen. */
export function flowStepItems(flow: ModuleFlowDefinition, status: ModuleStatus, pathname: string): ModuleStepItem[] {
  return buildModuleSteps(flow.baseRoute, flow.steps, moduleProgress(status), pathname);
}
