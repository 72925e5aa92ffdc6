import type { HdbOwnership } from '../domain/personal-data.js';
import type { PersonalDataRepository } from '../ports/personal-data-repository.js';
import type { WriteImportedItems } from './import-myinfo-person.js';
import { myinfoItemsOf } from './myinfo-items.js';
import { writeItemsOfStoredRecord } from './write-items-of-stored-record.js';

export type FlatAdjustment = Pick<HdbOwnership, 'percentageShare' | 'monthlyCashLoanInstalment' | 'monthlyCPFLoanInstalment'>;

/**
 * PATCH /myinfo/hdb/ownership/{id}: the resident's share of a flat and how its instalment is paid, which Myinfo
 * does not say; the flat's mortgage in cashflow and wealth follows at once. Null when the flat is not theirs.
 */
export class AdjustFlat {
  constructor(
    private readonly records: PersonalDataRepository,
    private readonly writeItems: WriteImportedItems,
  ) {}

  async execute(userId: string, flatId: string, change: FlatAdjustment): Promise<HdbOwnership | null> {
    const flat = await this.records.updateFlat(userId, flatId, change);
    if (!flat) return null;
    await writeItemsOfStoredRecord(userId, 'MYINFO', () => this.records.find(userId), myinfoItemsOf, this.writeItems);
    return flat;
  }
}
