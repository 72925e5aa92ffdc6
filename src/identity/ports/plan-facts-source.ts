import type { LocalDate } from '../../shared-kernel/local-date.js';

/** What the update-funds-and-targets notice reads of the resident's plan (spec 1 §4), from the targets context. */
export interface PlanFacts {
  /** The day the available funds (cash savings, fixed deposits) were last changed; null without any. */
  lastCashUpdateOn: LocalDate | null;
  /** Due dates of the goals still open (not paid out). */
  openTargetDueDates: LocalDate[];
  /** The emergency fund's due date while it is not full; null otherwise. */
  emergencyFundDueDate: LocalDate | null;
}

/** Bound by the targets context through `PlanFactsSourceToken` of identity's public API (optional). */
export interface PlanFactsSource {
  factsFor(userId: string): Promise<PlanFacts>;
}
