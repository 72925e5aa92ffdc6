/**
 * The option fee HDB charges when a new flat is booked, by flat type; it forms part of the downpayment and is paid
 * by NETS, so in cash (docs/decisions.md "Housing payment timeline").
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { FlatSize } from '../housing-plan.js';
import type { DatedTable } from './dated-table.js';

export const HDB_NEW_FLAT_OPTION_FEES: DatedTable<Readonly<Record<FlatSize, Cents>>> = {
  name: 'HDB option fee for booking a new flat',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'HDB',
        title: 'Buying a new flat: costs and fees (option fee at booking: 2-room Flexi S$500, 3-room S$1,000, 4-room, 5-room and Executive S$2,000; part of the downpayment)',
        url: 'https://www.hdb.gov.sg/residential/buying-a-flat/buying-procedure-for-new-flats/costs-and-fees',
        checkedOn: '2026-11-26',
        toConfirm: 'HDB publishes the option fees without the day they took effect; we apply them to every purchase date.',
      },
      value: { TWO_ROOM: 50_000 as Cents, THREE_ROOM: 100_000 as Cents, FOUR_ROOM: 200_000 as Cents, FIVE_ROOM: 200_000 as Cents, EXECUTIVE: 200_000 as Cents },
    },
  ],
};
