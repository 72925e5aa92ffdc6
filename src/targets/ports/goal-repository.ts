import type { Cents } from '../../shared-kernel/money.js';
import type { EmergencyFund } from '../domain/emergency-fund.js';
import type { Goal } from '../domain/goal.js';

export type NewGoal = Omit<Goal, 'id'>;

/**
 * The resident's goals and emergency fund; every call is scoped to `userId` (another resident's id is "not
 * found"). Writes that change what is allocated run under one lock per resident, so concurrent saves cannot
 * allocate more than the available funds between them (see `withAllocationLock`).
 */
export interface TargetsRepository {
  listGoals(userId: string): Promise<Goal[]>;
  findGoal(userId: string, id: string): Promise<Goal | null>;
  findEmergencyFund(userId: string): Promise<EmergencyFund | null>;
  /**
   * Runs `work` with the resident's targets locked against other allocation writes; `work` reads and writes
   * through the scope it is given, all in one transaction.
   */
  withAllocationLock<T>(userId: string, work: (scope: TargetsWriteScope) => Promise<T>): Promise<T>;
}

export interface TargetsWriteScope {
  listGoals(): Promise<Goal[]>;
  findGoal(id: string): Promise<Goal | null>;
  findEmergencyFund(): Promise<EmergencyFund | null>;
  createGoal(goal: NewGoal): Promise<Goal>;
  /** false when the goal is not the resident's */
  updateGoal(goal: Goal): Promise<boolean>;
  deleteGoal(id: string): Promise<boolean>;
  saveEmergencyFund(fund: EmergencyFund): Promise<void>;
  setAllocated(goalAmounts: ReadonlyArray<{ id: string; currentAmount: Cents }>, emergencyFund: Cents | null): Promise<void>;
}
