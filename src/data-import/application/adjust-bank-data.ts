import { NotFound } from '../../shared-kernel/errors.js';
import type { FxRates } from '../../shared-kernel/fx.js';
import { adjustBankData, type BankAdjustment } from '../domain/bank-data-adjustments.js';
import { bankItemsOf } from '../domain/bank-data-import.js';
import type { FpData } from '../domain/bank-data.js';
import type { BankDataRepository } from '../ports/bank-data-repository.js';
import { bankImportedItems } from './import-bank-data.js';
import type { WriteImportedItems } from './import-myinfo-person.js';

export const BANK_ITEM_NOT_FOUND = 'We could not find this item in your bank data.';

/** PATCH /apim/...: a correction to the resident's bank record, then its items derived again. */
export class AdjustBankData {
  constructor(
    private readonly records: BankDataRepository,
    private readonly writeItems: WriteImportedItems,
    private readonly latestRates: () => Promise<FxRates>,
  ) {}

  async execute(userId: string, adjustment: BankAdjustment): Promise<FpData> {
    const stored = await this.records.find(userId);
    const fpdata = stored && adjustBankData(stored.fpdata, adjustment);
    if (!stored || !fpdata) throw new NotFound('DATA_IMPORT.BANK_ITEM_NOT_FOUND', BANK_ITEM_NOT_FOUND);
    const items = bankItemsOf(fpdata, await this.latestRates());
    await this.records.save(userId, { ...stored, fpdata });
    await this.writeItems(userId, 'BANK', bankImportedItems(items));
    return fpdata;
  }
}
