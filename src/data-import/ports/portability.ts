import type { ExportedPreferences, ExportedProfile } from '../domain/portability/export-document.js';
import type { HousingRecords, InvestingRecords, MoneyRecords, RetirementPlanRecords, TargetsRecords } from '../domain/portability/export-mapper.js';
import type { RestoreSet } from '../domain/portability/import-rules.js';
import type { AdjustedItem } from '../domain/portability/allocation-fit.js';
import type { SetupModule } from '../domain/portability/setup-states.js';

/**
 * The export and the import reach each context through one port each (docs/decisions.md "Export and import of
 * one's data"); the adapters use the contexts' own application services through their public.ts, so the same
 * rules apply as to every other read and write. Every call is scoped to `userId`.
 */

/** identity: the profile and preferences of the signed-in resident (no NRIC: only a keyed hash is stored). */
export interface ProfileSource {
  read(userId: string): Promise<{ profile: ExportedProfile; preferences: ExportedPreferences }>;
}

/** cashflow-wealth: the money lists, their origins, and writing the typed-in ones back. */
export interface MoneySource {
  read(userId: string): Promise<MoneyRecords>;
  /**
   * Replaces the typed-in items of each list with the given ones through the context's write paths (imported items
   * stay). @throws ImportFileRefused naming the item a rule refused
   */
  restore(userId: string, items: Pick<RestoreSet, 'incomes' | 'estimatedMonthlyExpenses' | 'expenses' | 'liabilities' | 'loanRepayments' | 'monthlyInvestments' | 'assets' | 'targetMonthlySavings' | 'totalBudget' | 'cpf'>): Promise<void>;
}

/** targets: the savings targets and the emergency fund. */
export interface TargetsSource {
  read(userId: string): Promise<TargetsRecords>;
  /**
   * Replaces the open targets and the emergency fund, their allocations fitted to the available funds the account
   * has by then (allocation-fit.ts); answers the items written with less than the file's allocation.
   * @throws ImportFileRefused naming the item
   */
  restore(userId: string, items: Pick<RestoreSet, 'emergencyFund' | 'goals'>): Promise<AdjustedItem[]>;
}

/** housing: the housing plans. */
export interface HousingSource {
  read(userId: string): Promise<HousingRecords>;
  /** Replaces the plans. @throws ImportFileRefused naming the plan */
  restore(userId: string, plans: RestoreSet['housingPlans']): Promise<void>;
}

/** cashflow-wealth's investing area: the guide's ticked steps and the insurance list. */
export interface InvestingSource {
  read(userId: string): Promise<InvestingRecords>;
  /**
   * Ticks the given steps and unticks the account's others; replaces the insurance list with the given policies.
   * @throws ImportFileRefused naming the step or policy a rule refused
   */
  restore(userId: string, items: Pick<RestoreSet, 'investingGuideSteps' | 'insurancePolicies'>): Promise<void>;
}

/** cashflow-wealth: the retirement plan's settings (docs/decisions.md "The retirement plan"). */
export interface RetirementPlanSource {
  read(userId: string): Promise<RetirementPlanRecords>;
  /**
   * Saves the file's settings in place of the account's, through PUT /retirement-plan's schema and the settings' own
   * rules; with none (null) the account's plan stays. @throws ImportFileRefused naming the setting a rule refused
   */
  restore(userId: string, plan: RestoreSet['retirementPlan']): Promise<void>;
}

/** All-or-nothing: `work`'s writes through the sources above commit together or not at all. */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** As run, but nothing is kept even when `work` succeeds: every rule of every write runs, none is written. */
  dryRun<T>(work: () => Promise<T>): Promise<T>;
}

/** identity: the setup flows' done states (module progress), completed for what an import filled. */
export interface SetupStates {
  /** Completes each of `modules` the resident has not completed yet. */
  complete(userId: string, modules: readonly SetupModule[]): Promise<void>;
}
