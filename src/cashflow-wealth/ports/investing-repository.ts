import type { GuideItem } from '../domain/investing/guide.js';
import type { InsurancePolicyDetails, InsurancePolicyEntry } from '../domain/investing/insurance-policy.js';

/** The guide's ticked steps; every call scoped to `userId`. */
export interface GuideItemsRepository {
  list(userId: string): Promise<GuideItem[]>;
  /** Ticks (idempotent) or unticks (nothing to untick is fine) one step. */
  set(userId: string, item: GuideItem, completed: boolean, at: Date): Promise<void>;
}

/**
 * The resident's insurance list; every call scoped to `userId` (another resident's policy is "not found").
 * Adding runs under a per-resident lock so concurrent adds cannot pass the cap between them.
 */
export interface InsurancePolicyRepository {
  list(userId: string): Promise<InsurancePolicyEntry[]>;
  /** Adds the policy when the resident holds fewer than `limit`; null when the list is full. */
  addWithin(userId: string, insurance: InsurancePolicyDetails, limit: number): Promise<InsurancePolicyEntry | null>;
  /** false when the resident has no policy with that id. */
  delete(userId: string, id: string): Promise<boolean>;
}
