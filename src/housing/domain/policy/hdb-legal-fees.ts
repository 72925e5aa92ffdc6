/**
 * HDB's legal (conveyancing) fees when HDB acts for the buyer: once for the purchase, on the price, and once for
 * the HDB loan, on the loan. Marginal bands per S$1,000, the fee rounded up to the next dollar, at least S$20,
 * then GST on top (table `GST_RATE`). The spec's "mortgage insurance" tiers (spec 3 §5) were this scale
 * (docs/decisions.md "Housing rules as dated tables").
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { DatedTable, PolicySource } from './dated-table.js';

export interface LegalFeeScale {
  /** marginal bands: `perThousand` cents charged per S$1,000 of the amount inside the band; `upTo` null for the rest */
  bands: ReadonlyArray<{ upTo: Cents | null; centsPerThousandDollars: string }>;
  /** the least fee before GST, cents */
  minimumFee: Cents;
}

const HDB_NEW_FLAT_FEES = {
  publisher: 'HDB',
  title: 'Buying a new flat: costs and fees (conveyancing fee for the sale of the flat and for acting in the mortgage, subject to GST)',
  url: 'https://www.hdb.gov.sg/residential/buying-a-flat/buying-procedure-for-new-flats/costs-and-fees',
  checkedOn: '2026-11-26',
} as const satisfies PolicySource;

export const HDB_LEGAL_FEES: DatedTable<LegalFeeScale> = {
  name: "HDB's legal (conveyancing) fee scale",
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        ...HDB_NEW_FLAT_FEES,
        toConfirm: 'HDB publishes the scale without the day it took effect; we apply it to every purchase date.',
      },
      value: {
        bands: [
          { upTo: 3_000_000 as Cents, centsPerThousandDollars: '90' },
          { upTo: 6_000_000 as Cents, centsPerThousandDollars: '72' },
          { upTo: null, centsPerThousandDollars: '60' },
        ],
        minimumFee: 2_000 as Cents,
      },
    },
  ],
};
