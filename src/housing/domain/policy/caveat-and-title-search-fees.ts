/**
 * The land registry's charges in a resale purchase, paid through the buyer's solicitor with the legal fees (so
 * from CPF like them, unless the resident says cash): lodging the buyer's caveat, and the search of the flat's
 * title before completion (docs/decisions.md "Housing payment timeline"). SLA's fees are not subject to GST unless
 * it says so.
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { DatedTable } from './dated-table.js';

export interface RegistryFees {
  /** lodging the buyer's caveat on the flat */
  caveatRegistration: Cents;
  /** one search of the flat's title */
  titleSearch: Cents;
}

export const CAVEAT_AND_TITLE_SEARCH_FEES: DatedTable<RegistryFees> = {
  name: "Caveat registration and title search fees (Singapore Land Authority)",
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'SLA',
        title: "Fees for property registration services (buyer's caveat S$64.45 as quoted by 99.co's guide to paying for a resale flat; title search S$15.00)",
        url: 'https://www.sla.gov.sg/property-boundary-n-ownership/property-ownership/fees-for-property-registration-services',
        checkedOn: '2026-11-26',
        toConfirm:
          "SLA's fee schedule could not be read in full here: the caveat fee is a third-party guide's figure (SLA's schedule lists S$68.30 for registering a transfer or mortgage), and the title search fee is our estimate at the Land Titles Act's S$15 towards investigating title (section 133). Your solicitor's bill has the real figures.",
      },
      value: { caveatRegistration: 6_445 as Cents, titleSearch: 1_500 as Cents },
    },
  ],
};
