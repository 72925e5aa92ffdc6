import type { BankDataRepository, StoredBankData } from '../ports/bank-data-repository.js';
import { bankDataMonth } from '../domain/bank-data-month.js';

export interface BankDataView extends StoredBankData {
  /** 'YYYY-MM' the data is from (its latest calendar month). */
  latestMonth: string;
}

/** The resident's stored bank data and the month it is from; null before their first bank import. */
export class BankDataStatus {
  constructor(private readonly records: BankDataRepository) {}

  async execute(userId: string): Promise<BankDataView | null> {
    const stored = await this.records.find(userId);
    return stored ? { ...stored, latestMonth: bankDataMonth(stored.fpdata) } : null;
  }

  /** Only the month, without reading the accounts (the notices ask on every list). */
  async latestMonth(userId: string): Promise<string | null> {
    const month = await this.records.latestCalendarMonth(userId);
    return month === null ? null : bankDataMonth({ latestCalendarMonth: month });
  }
}
