import type { ModuleId, ModuleProgress } from './module-progress.js';

/** A bank the resident shares data from (spec 1 §3 `connectedBanks`: id, bankName). */
export interface ConnectedBank {
  id: string;
  bankName: string;
}

/** The resident's latest Myinfo and bank-data consents and the banks connected, as data-import holds them. */
export interface ImportedDataFacts {
  myinfoLatestPullConsentAt: Date | null;
  apimLatestPullConsentAt: Date | null;
  connectedBanks: ConnectedBank[];
}

/** The money-plan figures of the profile (spec 1 §3), as cashflow-wealth holds them; amounts in SGD cents. */
export interface MoneyPlanFacts {
  targetMonthlySavings: number | null;
  /** Kept with the target monthly savings (spec 2 §3 "related stored values"): the day (1 to 28) and whether automatic. */
  dayOfTransfer: number | null;
  automaticTransferStatus: boolean | null;
  totalBudget: { amount: number } | null;
  estimatedMonthlyExpenses: { amount: number; enteredDate: string; isDerived: boolean } | null;
}

/** Everything of spec 1 §3's profile that lives outside the `users` row, gathered for one resident. */
export interface ProfileFacts extends ImportedDataFacts, MoneyPlanFacts {
  hasStartedPlanning: boolean;
}

/** Facts of a resident no other context has told us anything about: the profile shows them as empty. */
export const NO_PROFILE_FACTS: ProfileFacts = {
  hasStartedPlanning: false,
  myinfoLatestPullConsentAt: null,
  apimLatestPullConsentAt: null,
  connectedBanks: [],
  targetMonthlySavings: null,
  dayOfTransfer: null,
  automaticTransferStatus: null,
  totalBudget: null,
  estimatedMonthlyExpenses: null,
};

/**
 * The modules that plan the resident's money (spec 1 §3 module ids). The expense manager (signed out, kept in the
 * browser) and the investing reading material are not planning.
 */
export const PLANNING_MODULES: ReadonlySet<ModuleId> = new Set<ModuleId>(['CASHFLOW', 'WEALTH', 'SET_SAVING_TARGETS', 'BUDGET_CALCULATOR']);

/**
 * `hasStartedPlanning` (spec 1 §3; the spec gives no rule, ours is in docs/decisions.md "Spec gaps closed"): true once
 * the resident has saved a step of, or completed, any planning module.
 */
export function hasStartedPlanning(modules: readonly Pick<ModuleProgress, 'module' | 'currentStep' | 'lastCompleted'>[]): boolean {
  return modules.some((m) => PLANNING_MODULES.has(m.module) && (m.currentStep !== null || m.lastCompleted !== null));
}
