import { isCompleted, type ModuleProgress } from '../../domain/module-progress.js';
import type { ModuleStatus } from './identity.contract.js';

/** A module's progress on the wire: ISO times, and `completed` derived from lastCompleted. */
export function presentModuleStatus(progress: ModuleProgress): ModuleStatus {
  return {
    module: progress.module,
    currentStep: progress.currentStep,
    lastUpdated: progress.lastUpdated?.toISOString() ?? null,
    lastCompleted: progress.lastCompleted?.toISOString() ?? null,
    completed: isCompleted(progress),
  };
}
