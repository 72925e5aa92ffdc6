import { NotFound } from '../../shared-kernel/errors.js';
import type { FxRates } from '../../shared-kernel/fx.js';
import { adjustBankData, type BankAdjustment } from '../domain/bank-data-adjustments.js';
import { bankItemsOf } from '../domain/bank-data-import.js';
import type { FpData } from '../domain/bank-data.js';
import type { BankDataRepository } from '../ports/bank-data-repository.js';
import { bankImportedItems } from './import-bank-data.js';
import type { WriteImportedItems } from './import-myinfo-person.js';
import { writeItemsOfStoredRecord } from './write-items-of-stored-record.js';

export const BANK_ITEM_NOT_FOUND = 'We could not find this item in your bank data.';

/** PATCH /apim/...: a correction to the resident's bank record, then its items derived again. */
export class AdjustBankData {
  constructor(
    private readonly records: BankDataRepository,
    private readonly writeItems: WriteImportedItems,
    private readonly latestRates: () => Promise<FxRates>,
  ) {}

  async execute(userId: string, adjustment: BankAdjustment): Promise<FpData> {
    const rates = await this.latestRates();
    const changed = await this.records.change(userId, (stored) => {
      const fpdata = adjustBankData(stored.fpdata, adjustment);
      if (!fpdata) return null;
      // Derived once before storing: data the rules refuse (InvalidBankData) changes nothing.
      bankItemsOf(fpdata, rates);
      return { ...stored, fpdata };
    });
    if (!changed) throw new NotFound('DATA_IMPORT.BANK_ITEM_NOT_FOUND', BANK_ITEM_NOT_FOUND);
    await writeItemsOfStoredRecord(userId, 'BANK', () => this.records.find(userId), (stored) => bankImportedItems(bankItemsOf(stored.fpdata, rates)), this.writeItems);
    return changed.fpdata;
  }
}
