/** The targets calls (spec 3 §7). */
import type {
  AllocationRequestDto,
  CreateGoalRequest,
  EmergencyFundRequest,
  GoalView,
  TargetsResponse,
  UpdateGoalRequest,
} from '../../../src/targets/adapters/http/targets.contract.js';
import type { ApiClient } from '../app/api-client';

/** The day of transfer (1 to 28) and whether the transfer is automatic; null when not said. */
export interface MonthlyTransfer {
  dayOfTransfer: number | null;
  automaticTransferStatus: boolean | null;
}
export const NO_TRANSFER: MonthlyTransfer = { dayOfTransfer: null, automaticTransferStatus: null };

export interface TargetsApi {
  overview(): Promise<TargetsResponse>;
  createGoal(body: CreateGoalRequest): Promise<{ data: { id: string } }>;
  updateGoal(id: string, body: UpdateGoalRequest): Promise<{ goal: GoalView }>;
  deleteGoal(id: string): Promise<void>;
  putEmergencyFund(body: EmergencyFundRequest): Promise<unknown>;
  saveAllocation(body: AllocationRequestDto): Promise<void>;
  setMonthlySavings(cents: number, enteredDate: string, transfer?: MonthlyTransfer): Promise<unknown>;
}

/** Errors reach the pages (quiet): each says what went wrong in its own place (toast or field). */
export class HttpTargetsApi implements TargetsApi {
  constructor(private readonly api: ApiClient) {}

  overview(): Promise<TargetsResponse> {
    return this.api.get<TargetsResponse>('/targets', { quiet: true });
  }
  createGoal(body: CreateGoalRequest): Promise<{ data: { id: string } }> {
    return this.api.post<{ data: { id: string } }>('/goal', body, { quiet: true });
  }
  updateGoal(id: string, body: UpdateGoalRequest): Promise<{ goal: GoalView }> {
    return this.api.patch<{ goal: GoalView }>(`/goal/${encodeURIComponent(id)}`, body, { quiet: true });
  }
  async deleteGoal(id: string): Promise<void> {
    await this.api.delete<unknown>(`/goal/${encodeURIComponent(id)}`, { quiet: true });
  }
  putEmergencyFund(body: EmergencyFundRequest): Promise<unknown> {
    return this.api.put<unknown>('/emergency-fund', body, { quiet: true });
  }
  async saveAllocation(body: AllocationRequestDto): Promise<void> {
    await this.api.put<unknown>('/allocation', body, { quiet: true });
  }
  setMonthlySavings(cents: number, enteredDate: string, transfer: MonthlyTransfer = NO_TRANSFER): Promise<unknown> {
    return this.api.post<unknown>('/target-monthly-savings', { targetMonthlySavings: cents, enteredDate, ...transfer }, { quiet: true });
  }
}
