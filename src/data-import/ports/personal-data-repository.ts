import type { IncomeChoice } from '../domain/income-offers.js';
import type { HdbOwnership, PersonalData, PersonBasic } from '../domain/personal-data.js';

/** The record of a resident's last Myinfo consent, and the basic data it brought. */
export interface StoredPersonalData extends PersonalData {
  basic: PersonBasic | null;
}

/** What a reset removes (spec 2 §4 "Personal-data state reset"). */
export type PersonalDataScope = 'basic' | 'full' | 'all';

/** Every call is scoped to `userId`. */
export interface PersonalDataRepository {
  find(userId: string): Promise<StoredPersonalData | null>;
  /** Replaces the resident's record as a whole (a new consent). */
  save(userId: string, data: StoredPersonalData): Promise<void>;
  /** Replaces one flat's adjustable fields; null when the resident has no such flat. */
  updateFlat(userId: string, flatId: string, change: Pick<HdbOwnership, 'percentageShare' | 'monthlyCashLoanInstalment' | 'monthlyCPFLoanInstalment'>): Promise<HdbOwnership | null>;
  /** Stores the resident's answer to the income offers (docs/decisions.md "Imports ask before they add"); false: no record. */
  saveIncomeChoice(userId: string, choice: IncomeChoice): Promise<boolean>;
  /** Removes a scope's fields: basic (name, dob, ...), full (tax, CPF, HDB), or the whole record. */
  reset(userId: string, scope: PersonalDataScope): Promise<void>;
}
