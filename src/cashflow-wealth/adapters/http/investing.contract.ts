/**
 * The wire shapes of the investing-for-beginners calls (spec 3 §7), shared with the web app
 * (decisions.md "Investing for beginners"). Amounts are SGD cents as JSON integers; instants are ISO strings.
 */
import type { GuideItem } from '../../domain/investing/guide.js';
import type { InsurancePolicyDetails, InsurancePolicyDraft, InsurancePolicyEntry } from '../../domain/investing/insurance-policy.js';

export type { GuideItem } from '../../domain/investing/guide.js';
export type { InsurancePolicyDetails, InsurancePolicyDraft, InsurancePolicyEntry } from '../../domain/investing/insurance-policy.js';
export type {
  BenefitType,
  CoverageClass,
  InsurancePaymentMethod,
  PolicyType,
  PremiumFrequency,
  ProductType,
  ProviderCode,
  RiderOrBasic,
  SumAssuredField,
} from '../../domain/insurance-vocabulary.js';

/** GET /api/v1/investing-for-beginners/guide: the steps the resident ticked, in the guide's order. */
export interface GuideResponse {
  itemsCompleted: GuideItem[];
}

/**
 * POST /api/v1/investing-for-beginners/guide: ticks (`completed: true`) or unticks one step; `completed` defaults
 * to true (the spec's payload is the item alone). Answers 200 with the whole new list, a GuideResponse.
 */
export interface GuideItemRequest {
  item: GuideItem;
  completed?: boolean;
}

/** GET /api/v1/investing-for-beginners/insurance: the resident's policies, oldest first. */
export interface InsuranceListResponse {
  insuranceList: InsurancePolicyEntry[];
}

/**
 * POST /api/v1/investing-for-beginners/insurance: `{ insurance }`, a policy name and any of the details (the rest
 * null). Answers 201 `{ policy }`. 422 INVESTING.TOO_MANY_INSURANCE_POLICIES when the list is full.
 * DELETE /api/v1/investing-for-beginners/insurance/{id}: 204; 404 when the resident has no policy with that id.
 */
export interface InsurancePolicyRequest {
  insurance: InsurancePolicyDraft;
}

export interface InsurancePolicyResponse {
  policy: InsurancePolicyEntry;
}

/** The policy's details as the list shows them; re-exported so the web never reaches past the contract for types. */
export type InsuranceOfPolicy = InsurancePolicyDetails;
