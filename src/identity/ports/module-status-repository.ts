import type { ModuleId, ModuleProgress } from '../domain/module-progress.js';

/** Module progress, always of one resident (the signed-in one): there is no query across users. */
export interface ModuleStatusRepository {
  /** Every module the resident has saved (modules never saved are absent). */
  listForUser(userId: string): Promise<ModuleProgress[]>;
  /**
   * Stores what `decide` makes of the resident's record of `module` (not started when never saved), deciding from
   * the record as it is stored when the write runs: two changes at once run one after the other, so a step saved
   * while the module is being completed cannot put back a stale "not completed".
   */
  change(userId: string, module: ModuleId, decide: (stored: ModuleProgress) => ModuleProgress): Promise<ModuleProgress>;
}
