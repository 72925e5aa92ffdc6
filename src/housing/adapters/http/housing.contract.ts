/**
 * The wire shapes of the housing-plan calls (spec 3 §7), shared with the web app. Amounts are SGD cents as JSON
 * integers (not the strings the spec saw arriving); the rate is a percentage; the period is in years.
 */
import type { HousingPlan, HousingPlanChange } from '../../domain/housing-plan.js';
import type { HousingPlanSummary } from '../../domain/housing-summary.js';

export type {
  FeeItem,
  FeeItemName,
  FlatSize,
  FlatType,
  HouseholdType,
  HousingPlanFields,
  LoanType,
  MaritalStatus,
  PaymentMethod,
  PlanColor,
  PlanStep,
  PlanType,
  Residency,
} from '../../domain/housing-plan.js';
export type { CashCpf, HousingPlanSummary } from '../../domain/housing-summary.js';
export type { EligibilityRule, EligibilityWarning } from '../../domain/eligibility.js';

/** A plan with what it works out to. */
export type HousingPlanDto = HousingPlan & { summary: HousingPlanSummary };

/** GET /api/v1/housing-plan: the resident's plans, oldest first. */
export interface HousingPlansResponse {
  housingPlans: HousingPlanDto[];
}

/**
 * POST /api/v1/housing-plan (any plan fields; the rest take the spec's defaults) and PATCH /api/v1/housing-plan/{id}
 * (the changed fields; fee items merge one by one). `lastUpdatedAt` is accepted and ignored: the server stamps
 * its own time. Both answer `{ housingPlan }`.
 */
export type HousingPlanRequest = HousingPlanChange & { lastUpdatedAt?: string };

export interface HousingPlanResponse {
  housingPlan: HousingPlanDto;
}

/**
 * POST /api/v1/housing-plan/calculate: anyone, signed in or not. The plan fields (any of them; the rest take a new
 * plan's defaults, bought today in Singapore); the plan's name, colour, step and completion are accepted and
 * ignored. Nothing is stored. Answers `{ summary }`, the same summary a saved plan with these fields carries.
 */
export type HousingPlanCalculateRequest = HousingPlanRequest;

export interface HousingPlanCalculateResponse {
  summary: HousingPlanSummary;
}
