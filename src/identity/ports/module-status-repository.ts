import type { ModuleId, ModuleProgress } from '../domain/module-progress.js';

/** Module progress, always of one resident (the signed-in one): there is no query across users. */
export interface ModuleStatusRepository {
  /** Every module the resident has saved (modules never saved are absent). */
  listForUser(userId: string): Promise<ModuleProgress[]>;
  find(userId: string, module: ModuleId): Promise<ModuleProgress | null>;
  /** Inserts or replaces the resident's record of `progress.module`. */
  save(userId: string, progress: ModuleProgress): Promise<ModuleProgress>;
}
