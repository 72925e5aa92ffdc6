import type { BankCode, FpData } from '../domain/bank-data.js';

export interface StoredBankData {
  fpdata: FpData;
  banks: BankCode[];
  latestConsentAt: string;
}

/** The resident's last bank-data import; every call is scoped to `userId`. */
export interface BankDataRepository {
  find(userId: string): Promise<StoredBankData | null>;
  save(userId: string, data: StoredBankData): Promise<void>;
  /** The record's latestCalendarMonth ('MMYYYY'), null without a record. */
  latestCalendarMonth(userId: string): Promise<string | null>;
}
