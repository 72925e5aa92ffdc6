import type { HousingPlan, HousingPlanFields } from '../domain/housing-plan.js';

/**
 * The resident's housing plans; every call is scoped to `userId` (another resident's plan is "not found"). Creating
 * runs under a per-resident lock so concurrent saves cannot pass the plan limit between them.
 */
export interface HousingPlanRepository {
  list(userId: string): Promise<HousingPlan[]>;
  /** Creates the plan when the resident has fewer than `limit`; null when the limit is reached. */
  createWithin(userId: string, fields: HousingPlanFields, at: Date, limit: number): Promise<HousingPlan | null>;
  /**
   * Replaces the plan's fields with what `decide` makes of the stored ones, deciding from the plan as stored when the
   * write runs (two changes of one plan at once run one after the other, so neither writes back an older copy).
   * null when the plan is not the resident's; nothing is written when `decide` throws.
   */
  change(userId: string, id: string, at: Date, decide: (stored: HousingPlanFields) => HousingPlanFields): Promise<HousingPlan | null>;
  delete(userId: string, id: string): Promise<boolean>;
}
