import type { HousingPlan, HousingPlanFields } from '../domain/housing-plan.js';

/**
 * The resident's housing plans; every call is scoped to `userId` (another resident's plan is "not found"). Creating
 * runs under a per-resident lock so concurrent saves cannot pass the plan limit between them.
 */
export interface HousingPlanRepository {
  list(userId: string): Promise<HousingPlan[]>;
  find(userId: string, id: string): Promise<HousingPlan | null>;
  /** Creates the plan when the resident has fewer than `limit`; null when the limit is reached. */
  createWithin(userId: string, fields: HousingPlanFields, at: Date, limit: number): Promise<HousingPlan | null>;
  /** null when the plan is not the resident's */
  update(userId: string, id: string, fields: HousingPlanFields, at: Date): Promise<HousingPlan | null>;
  delete(userId: string, id: string): Promise<boolean>;
}
