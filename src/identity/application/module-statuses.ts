import type { Clock } from '../../shared-kernel/clock.js';
import { applyModuleProgress, MODULE_IDS, notStarted, type ModuleId, type ModuleProgress, type ModuleProgressChange } from '../domain/module-progress.js';
import type { ModuleStatusRepository } from '../ports/module-status-repository.js';

/** PUT /module-status: stores a step or a completion at the server's time (spec 1 §4 "Module progress"). */
export class RecordModuleProgress {
  constructor(
    private readonly statuses: ModuleStatusRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, module: ModuleId, change: ModuleProgressChange): Promise<ModuleProgress> {
    const now = this.clock.now();
    return this.statuses.change(userId, module, (stored) => applyModuleProgress(stored, change, now));
  }
}

/** GET /module-status: every module of the resident in MODULE_IDS order; modules never saved read as not started. */
export class ListModuleStatuses {
  constructor(private readonly statuses: ModuleStatusRepository) {}

  async execute(userId: string): Promise<ModuleProgress[]> {
    const saved = new Map((await this.statuses.listForUser(userId)).map((p) => [p.module, p]));
    return MODULE_IDS.map((module) => saved.get(module) ?? notStarted(module));
  }
}
