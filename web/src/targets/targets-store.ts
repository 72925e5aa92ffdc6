import { flow, flowResult, makeAutoObservable } from 'mobx';
import type { AllocationRequestDto, CreateGoalRequest, EmergencyFundRequest, TargetsResponse, UpdateGoalRequest } from '../../../src/targets/adapters/http/targets.contract.js';
import { NO_TRANSFER, type MonthlyTransfer, type TargetsApi } from './targets.api';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The targets context in the browser: GET /targets (goals, the emergency fund and the plan) and the writes, each
 * followed by a fresh read, because one change moves every other target's projection.
 */
export class TargetsStore {
  overview: TargetsResponse | null = null;
  status: LoadStatus = 'idle';

  constructor(private readonly api: TargetsApi) {
    makeAutoObservable<TargetsStore, 'api'>(this, { api: false, load: flow, createGoal: flow, updateGoal: flow, deleteGoal: flow, saveEmergencyFund: flow, saveAllocation: flow, setMonthlySavings: flow });
  }

  /** GET /targets; a failure keeps what was shown and says 'failed'. */
  *load(): Generator<Promise<unknown>, void, TargetsResponse> {
    if (this.status !== 'loaded') this.status = 'loading';
    try {
      this.overview = yield this.api.overview();
      this.status = 'loaded';
    } catch {
      this.status = 'failed';
    }
  }

  /** Rejects with the API error (the modal shows it). Resolves to the new goal's id. */
  *createGoal(body: CreateGoalRequest): Generator<Promise<unknown>, string, any> {
    const { data } = yield this.api.createGoal(body);
    yield flowResult(this.load());
    return data.id as string;
  }

  *updateGoal(id: string, body: UpdateGoalRequest): Generator<Promise<unknown>, void, unknown> {
    yield this.api.updateGoal(id, body);
    yield flowResult(this.load());
  }

  *deleteGoal(id: string): Generator<Promise<unknown>, void, unknown> {
    yield this.api.deleteGoal(id);
    yield flowResult(this.load());
  }

  *saveEmergencyFund(body: EmergencyFundRequest): Generator<Promise<unknown>, void, unknown> {
    yield this.api.putEmergencyFund(body);
    yield flowResult(this.load());
  }

  *saveAllocation(body: AllocationRequestDto): Generator<Promise<unknown>, void, unknown> {
    yield this.api.saveAllocation(body);
    yield flowResult(this.load());
  }

  *setMonthlySavings(cents: number, enteredDate: string, transfer: MonthlyTransfer = NO_TRANSFER): Generator<Promise<unknown>, void, unknown> {
    yield this.api.setMonthlySavings(cents, enteredDate, transfer);
    yield flowResult(this.load());
  }

  get hasExpiredUnpaidTargets(): boolean {
    return this.overview?.hasExpiredUnpaidTargets ?? false;
  }

  clear(): void {
    this.overview = null;
    this.status = 'idle';
  }
}
