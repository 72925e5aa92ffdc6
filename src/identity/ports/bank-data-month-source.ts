import type { YearMonth } from '../../shared-kernel/year-month.js';

/**
 * The newest month of bank data held for a resident, read from the context that imports it (data-import binds it
 * through `BankDataMonthSourceToken` of identity's public API, so identity never imports that context).
 */
export interface BankDataMonthSource {
  latestMonth(userId: string): Promise<YearMonth | null>;
}
