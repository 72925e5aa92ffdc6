/**
 * The wire shapes of the targets calls (spec 3 §7), shared with the web app. Amounts are SGD cents;
 * dates 'YYYY-MM-DD' (Singapore days).
 */
import type { TargetsOverview } from '../../domain/targets-overview.js';

export type { Badge } from '../../domain/planning.js';
export type { EmergencyFundView, GoalView, TargetsOverview } from '../../domain/targets-overview.js';
export type { Recommendation } from '../../domain/suggestion.js';

/** GET /api/v1/targets */
export type TargetsResponse = TargetsOverview;

/** POST /api/v1/goal body (spec 3 §7); answers 201 `{ data: { id }, goal }`. */
export interface CreateGoalRequest {
  name: string;
  totalAmount: number;
  currentAmount?: number;
  date: string;
  archivedAcknowledged?: boolean;
  paidOut?: boolean;
  paidOutAmount?: number | null;
  paidOutDate?: string | null;
}

/** PATCH /api/v1/goal/{id} body: any of the fields (completing and restoring also send the paid-out ones). */
export type UpdateGoalRequest = Partial<CreateGoalRequest>;

/** PUT /api/v1/emergency-fund body (PATCH: any of them). `prevAccumulatedMonths` is accepted and worked out again. */
export interface EmergencyFundRequest {
  totalAmount: number;
  currentAmount: number;
  date: string;
  prevAccumulatedMonths?: number;
}

/** PUT /api/v1/allocation body; answers 204. */
export interface AllocationRequestDto {
  goals: Array<{ id: string; currentAmount: number }>;
  /** null or absent: the emergency fund is not allocated to (its total is 0 or there is none). */
  emergencyFund?: { currentAmount: number } | null;
}
