/**
 * The fees HDB charges a resale flat's buyer, each including GST as HDB publishes them: the processing fee for a
 * request for value (due when the buyer uses CPF savings or a housing loan) and the resale application's
 * administrative fee by flat type. Paid by card or QR code on HDB's portal, so in cash (docs/decisions.md
 * "Housing payment timeline").
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { FlatSize } from '../housing-plan.js';
import type { DatedTable } from './dated-table.js';

export interface HdbResaleFees {
  /** the request-for-value processing fee, GST included */
  requestForValue: Cents;
  /** the resale application's administrative fee paid by the buyer, GST included (1- and 2-room S$40, bigger S$80) */
  resaleApplication: Readonly<Record<FlatSize, Cents>>;
}

export const HDB_RESALE_FEES: DatedTable<HdbResaleFees> = {
  name: "HDB's fees for buying a resale flat",
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'HDB',
        title: 'Buying a resale flat: costs and fees (request for value processing fee S$120; resale application administrative fee S$40 for 1- and 2-room, S$80 for 3-room and bigger; both include GST)',
        url: 'https://www.hdb.gov.sg/residential/buying-a-flat/resale/financing/costs-and-fees',
        checkedOn: '2026-11-26',
        toConfirm: 'HDB publishes these fees without the day they took effect (older guides quote a valuation fee of S$140.40 or S$199.25 before the request for value); we apply them to every purchase date.',
      },
      value: {
        requestForValue: 12_000 as Cents,
        resaleApplication: { TWO_ROOM: 4_000 as Cents, THREE_ROOM: 8_000 as Cents, FOUR_ROOM: 8_000 as Cents, FIVE_ROOM: 8_000 as Cents, EXECUTIVE: 8_000 as Cents },
      },
    },
  ],
};
