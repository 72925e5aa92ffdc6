import type { ModuleProgress } from '../domain/module-progress.js';
import type { ImportedDataFacts, MoneyPlanFacts } from '../domain/profile-facts.js';

/**
 * One context's share of the profile facts, read in the same statement as every other share (docs/decisions.md
 * "Profile facts in one statement"): each context writes the SQL over its own tables, identity only joins the parts.
 *
 * `sql` is a scalar subquery, `SELECT <one jsonb value> ...`, answering at most one row, with the resident's id as
 * `$1` and no other parameter; NULL (or no row) when the resident has nothing there. `parse` turns that value, as
 * the driver hands it over (a parsed JSON value, or null), into the facts.
 */
export interface ProfileFactsSqlPart<T> {
  readonly sql: string;
  parse(value: unknown): T;
}

/** The resident's latest Myinfo and bank-data consents and connected banks (data-import binds it). */
export type ImportedDataFactsPart = ProfileFactsSqlPart<ImportedDataFacts>;

/** The target monthly savings, total budget and estimated monthly expenses (cashflow-wealth binds it). */
export type MoneyPlanFactsPart = ProfileFactsSqlPart<MoneyPlanFacts>;

/** What `hasStartedPlanning` reads of each module saved (identity's own part). */
export type ModuleMarks = Pick<ModuleProgress, 'module' | 'currentStep' | 'lastCompleted'>;

/** The parts read for one resident; a part whose context is not loaded is null. */
export interface ProfileFactsParts {
  modules: ModuleMarks[];
  imported: ImportedDataFacts | null;
  money: MoneyPlanFacts | null;
}

/** Reads every bound part for one resident in one statement. */
export interface ProfileFactsReader {
  read(userId: string): Promise<ProfileFactsParts>;
}

/**
 * The resident's latest Myinfo and bank-data consents and connected banks, read on their own (the bank notices ask
 * for the consent time); data-import binds it through identity's public API, over the same SQL as its part.
 */
export interface ImportedDataFactsSource {
  factsFor(userId: string): Promise<ImportedDataFacts>;
}
