import type { FpData, InstitutionCode } from '../domain/bank-data.js';

export interface StoredBankData {
  fpdata: FpData;
  banks: InstitutionCode[];
  latestConsentAt: string;
}

/** The resident's last bank-data import; every call is scoped to `userId`. */
export interface BankDataRepository {
  find(userId: string): Promise<StoredBankData | null>;
  save(userId: string, data: StoredBankData): Promise<void>;
  /**
   * Replaces the record with what `decide` makes of it, deciding from the record as stored when the write runs (two
   * adjustments at once run one after the other, so neither is lost). Null, and nothing written, when there is no
   * record or `decide` answers null; nothing is written either when `decide` throws.
   */
  change(userId: string, decide: (stored: StoredBankData) => StoredBankData | null): Promise<StoredBankData | null>;
  /** The record's latestCalendarMonth ('MMYYYY'), null without a record. */
  latestCalendarMonth(userId: string): Promise<string | null>;
}
