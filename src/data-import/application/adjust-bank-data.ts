import { DomainError, NotFound, ValidationFailed } from '../../shared-kernel/errors.js';
import type { FxRates } from '../../shared-kernel/fx.js';
import { adjustBankData, exceedsAmountLimit, type BankAdjustment } from '../domain/bank-data-adjustments.js';
import { bankItemsOf } from '../domain/bank-data-import.js';
import type { FpData } from '../domain/bank-data.js';
import type { BankDataRepository } from '../ports/bank-data-repository.js';
import { bankImportedItems } from './import-bank-data.js';
import type { WriteImportedItems } from './import-myinfo-person.js';
import { writeItemsOfStoredRecord } from './write-items-of-stored-record.js';

export const BANK_ITEM_NOT_FOUND = 'We could not find this item in your bank data.';
/** A price within the money cap can still make quantity x price too large to hold (spec 1 §9's amount limit). */
export const ADJUSTED_VALUE_TOO_LARGE = 'This makes the item worth more than S$300,000,000,000. Check the figure you entered.';

/**
 * The items of the corrected record, derived once before anything is stored, so data the rules refuse changes
 * nothing. An amount out of range becomes a refusal of the field the resident changed, which they can act on.
 */
function deriveOrRefuse(fpdata: FpData, rates: FxRates, adjustment: BankAdjustment): void {
  const refuse = () => new ValidationFailed([{ field: Object.keys(adjustment.change)[0] ?? 'amount', message: ADJUSTED_VALUE_TOO_LARGE }]);
  try {
    if (exceedsAmountLimit(bankItemsOf(fpdata, rates))) throw refuse();
  } catch (err) {
    if (err instanceof DomainError && err.code === 'MONEY.INVALID_CENTS') throw refuse();
    throw err;
  }
}

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
      deriveOrRefuse(fpdata, rates, adjustment);
      return { ...stored, fpdata };
    });
    if (!changed) throw new NotFound('DATA_IMPORT.BANK_ITEM_NOT_FOUND', BANK_ITEM_NOT_FOUND);
    await writeItemsOfStoredRecord(userId, 'BANK', () => this.records.find(userId), (stored) => bankImportedItems(bankItemsOf(stored.fpdata, rates)), this.writeItems);
    return changed.fpdata;
  }
}
