/**
 * A resale flat's option fee and option exercise fee, paid to the seller in cash: HDB caps the option fee at S$1,000
 * and the two together at S$5,000; both form part of the downpayment (docs/decisions.md "Housing payment timeline").
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { DatedTable } from './dated-table.js';

export interface ResaleDepositLimits {
  /** the most the seller may ask for granting the option */
  maxOptionFee: Cents;
  /** the most the option fee and the exercise fee may come to together */
  maxOptionAndExerciseFee: Cents;
  /** the days the buyer has to exercise the option */
  exerciseWithinDays: number;
}

export const HDB_RESALE_DEPOSIT: DatedTable<ResaleDepositLimits> = {
  name: 'HDB resale flat: option fee and option exercise fee',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'HDB',
        title: 'Buying a resale flat: option to purchase (option fee S$1 to S$1,000; option fee and exercise fee together at most S$5,000; exercised within 21 days)',
        url: 'https://www.hdb.gov.sg/residential/buying-a-flat/buying-procedure-for-resale-flats/plan-source-and-contract/option-to-purchase',
        checkedOn: '2026-11-26',
        toConfirm: "HDB's option-to-purchase page was not read here: the limits are from copies of it (third-party guides agree on S$1 to S$1,000, S$5,000 together and 21 days); the day they took effect is not published.",
      },
      value: { maxOptionFee: 100_000 as Cents, maxOptionAndExerciseFee: 500_000 as Cents, exerciseWithinDays: 21 },
    },
  ],
};
