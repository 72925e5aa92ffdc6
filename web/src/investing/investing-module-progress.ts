/**
 * Module progress of the investing guide and the readiness assessment (spec 1 §4 "Module progress", PUT
 * /module-status; ids in docs/decisions.md "Investing for beginners"): the assessment is in progress at its questions
 * (step 0) and completed once its results are seen.
 */
import { flowResult } from 'mobx';
import { useEffect } from 'react';
import type { ModuleId } from '../../../src/identity/adapters/http/identity.contract.js';
import { useStores } from '../app/store-context';

export type ProgressChange = { kind: 'progress'; step: number } | { kind: 'complete' };

/**
 * The save a page visit needs, or null when the stored status already says it. Reaching a step stores it (a
 * completion is kept by the server); a completion is stored once, and again only after the resident went back to a
 * step (spec 1 §4: completing clears the step).
 */
export function neededSave(stored: { currentStep: number | null; completed: boolean }, change: ProgressChange): ProgressChange | null {
  if (change.kind === 'complete') return stored.completed && stored.currentStep === null ? null : change;
  return stored.currentStep === change.step ? null : change;
}

/** Records `change` for `module` once the stored statuses are known (a lost save only resumes a step earlier). */
export function useModuleProgress(module: ModuleId, change: ProgressChange, ready = true): void {
  const { modules, identity } = useStores();
  const signedIn = identity.isSignedIn;
  useEffect(() => {
    if (signedIn && !modules.loaded) void flowResult(modules.load());
  }, [signedIn, modules, modules.loaded]);
  const save = signedIn && ready && modules.loaded ? neededSave(modules.status(module), change) : null;
  const key = save === null ? null : save.kind === 'complete' ? 'complete' : `step-${save.step}`;
  useEffect(() => {
    if (save === null) return;
    const done = save.kind === 'complete' ? flowResult(modules.complete(module)) : flowResult(modules.saveProgress(module, save.step));
    done.catch(() => undefined);
    // `key` stands for `save`: one call per distinct save.
  }, [key, module, modules]); // eslint-disable-line react-hooks/exhaustive-deps
}
