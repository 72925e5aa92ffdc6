/**
 * The signed-in resident's module progress (spec 1 §3 "Module status", §4 "Module progress"): loaded from
 * GET /module-status and replaced, module by module, by each PUT's answer.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { ModuleId, ModuleStatus, ModuleStatusApi } from './module-status.api';

/** What a module never saved reads as (the server answers the same). */
export function unsavedModuleStatus(module: ModuleId): ModuleStatus {
  return { module, currentStep: null, lastUpdated: null, lastCompleted: null, completed: false };
}

export class ModuleStatusStore {
  private readonly byModule = new Map<ModuleId, ModuleStatus>();
  /** True once GET /module-status has answered (or failed: the pages then treat every module as unsaved). */
  loaded = false;
  loadFailed = false;

  constructor(
    private readonly api: ModuleStatusApi,
    private readonly now: () => Date = () => new Date(),
  ) {
    makeAutoObservable<ModuleStatusStore, 'api' | 'now'>(this, { api: false, now: false, load: flow, saveProgress: flow, complete: flow });
  }

  status(module: ModuleId): ModuleStatus {
    return this.byModule.get(module) ?? unsavedModuleStatus(module);
  }

  /** GET /module-status. A failure keeps what was known and still marks the store loaded. */
  *load(): Generator<Promise<ModuleStatus[]>, void, ModuleStatus[]> {
    this.loadFailed = false;
    try {
      const modules = yield this.api.list();
      for (const status of modules) this.byModule.set(status.module, status);
    } catch {
      this.loadFailed = true;
    }
    this.loaded = true;
  }

  /**
   * PUT /module-status with the step reached. The step is taken locally at once, so the next page is reachable
   * without waiting; the server's answer then replaces it. Rejects with the API error.
   */
  *saveProgress(module: ModuleId, step: number): Generator<Promise<ModuleStatus>, ModuleStatus, ModuleStatus> {
    this.byModule.set(module, { ...this.status(module), currentStep: step });
    const stored = yield this.api.save({ module, currentStep: step, lastUpdated: this.now().toISOString() });
    this.byModule.set(module, stored);
    return stored;
  }

  /** PUT /module-status completing the module (the server stores its own time). Rejects with the API error. */
  *complete(module: ModuleId): Generator<Promise<ModuleStatus>, ModuleStatus, ModuleStatus> {
    const at = this.now().toISOString();
    this.byModule.set(module, { ...this.status(module), currentStep: null, lastCompleted: at, completed: true });
    const stored = yield this.api.save({ module, currentStep: null, lastUpdated: at, lastCompleted: at });
    this.byModule.set(module, stored);
    return stored;
  }

  /** Forget everything (sign-out). */
  clear(): void {
    this.byModule.clear();
    this.loaded = false;
    this.loadFailed = false;
  }
}
