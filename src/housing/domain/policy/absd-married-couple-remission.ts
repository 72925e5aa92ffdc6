/**
 * IRAS's remission of the additional buyer's stamp duty for a married couple (the Stamp Duties (Spouses) (Remission
 * of ABSD) Rules; docs/decisions.md "Who is buying"): a married couple with at least one Singapore citizen buying a
 * residential property jointly, in both names only, pays none when neither owns another residential property, and
 * gets it back on a second home when the first is sold within the months below.
 */
import type { DatedTable, PolicySource } from './dated-table.js';

export interface MarriedCoupleRemission {
  /** the first home bought jointly by a married couple with a citizen: ABSD remitted in full */
  firstHomeRemitted: true;
  /** a second home: ABSD paid upfront, refunded when the first is sold within these months of the purchase (of the TOP for an uncompleted one) */
  secondHomeSellWithinMonths: number;
}

const IRAS_PAGE = {
  publisher: 'IRAS',
  title: 'Remission of ABSD for a Married Couple',
  url: 'https://www.iras.gov.sg/taxes/stamp-duty/for-property/appeals-refunds-reliefs-and-remissions/common-stamp-duty-remissions-and-reliefs-for-property/remission-of-absd-for-a-married-couple',
  checkedOn: '2026-12-02',
} as const satisfies PolicySource;

export const ABSD_MARRIED_COUPLE_REMISSION: DatedTable<MarriedCoupleRemission> = {
  name: "Additional buyer's stamp duty: remission for married couples",
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        ...IRAS_PAGE,
        toConfirm: "We apply today's conditions to every purchase date; IRAS extended the 6 months by 6 more for some sales during COVID-19 (announced 6 May 2020).",
      },
      value: { firstHomeRemitted: true, secondHomeSellWithinMonths: 6 },
    },
  ],
};
