import type { RetirementSettings } from '../domain/retirement/retirement-settings.js';

/** What a resident keeps on their retirement plan, with when they last saved it. */
export interface StoredRetirementSettings {
  settings: RetirementSettings;
  savedAt: Date;
}

/** The resident's one retirement plan row (docs/decisions.md "The retirement plan"). */
export interface RetirementPlanRepository {
  /** null while the resident never saved a plan */
  findForUser(userId: string): Promise<StoredRetirementSettings | null>;
  /** Creates or replaces the row; answers what is stored. */
  save(userId: string, settings: RetirementSettings): Promise<StoredRetirementSettings>;
}
