/**
 * Buyer's stamp duty on residential property (IRAS): marginal bands on the dutiable value (the higher of the price
 * and the valuation), the total rounded down to the dollar. The spec's tiers (spec 3 §5) are IRAS's rates of
 * 20 Feb 2018 - 14 Feb 2023 and stay here as that row (docs/decisions.md "Housing rules as dated tables").
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { DatedTable, PolicySource } from './dated-table.js';

export interface StampDutyBand {
  /** the band covers the dutiable value up to this many cents; null for the last band (the rest) */
  upTo: Cents | null;
  /** percent charged on the part of the value inside the band */
  percent: string;
}

const IRAS_BSD_PAGE = {
  publisher: 'IRAS',
  title: "Buyer's Stamp Duty (BSD): rates for residential property (rounded down to the nearest dollar)",
  url: "https://www.iras.gov.sg/taxes/stamp-duty/for-property/buying-or-acquiring-property/buyer's-stamp-duty-(bsd)",
  checkedOn: '2026-11-26',
} as const satisfies PolicySource;

const cents = (dollars: number) => (dollars * 100) as Cents;

export const BUYERS_STAMP_DUTY: DatedTable<readonly StampDutyBand[]> = {
  name: "Buyer's stamp duty rates (residential)",
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2018-02-19',
      source: {
        ...IRAS_BSD_PAGE,
        title: `${IRAS_BSD_PAGE.title}: documents executed before 20 Feb 2018`,
      },
      value: [
        { upTo: cents(180_000), percent: '1' },
        { upTo: cents(360_000), percent: '2' },
        { upTo: null, percent: '3' },
      ],
    },
    {
      effectiveFrom: '2018-02-20',
      effectiveTo: '2023-02-14',
      source: {
        ...IRAS_BSD_PAGE,
        title: `${IRAS_BSD_PAGE.title}: documents executed from 20 Feb 2018 to 14 Feb 2023 (the product specification's tiers)`,
      },
      value: [
        { upTo: cents(180_000), percent: '1' },
        { upTo: cents(360_000), percent: '2' },
        { upTo: cents(1_000_000), percent: '3' },
        { upTo: null, percent: '4' },
      ],
    },
    {
      effectiveFrom: '2023-02-15',
      effectiveTo: null,
      source: {
        ...IRAS_BSD_PAGE,
        title: `${IRAS_BSD_PAGE.title}: documents executed on or after 15 Feb 2023 (Budget 2023)`,
      },
      value: [
        { upTo: cents(180_000), percent: '1' },
        { upTo: cents(360_000), percent: '2' },
        { upTo: cents(1_000_000), percent: '3' },
        { upTo: cents(1_500_000), percent: '4' },
        { upTo: cents(3_000_000), percent: '5' },
        { upTo: null, percent: '6' },
      ],
    },
  ],
};
