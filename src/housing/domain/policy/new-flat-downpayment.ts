/**
 * How much of a new flat's price HDB asks for when the agreement for lease is signed, by how the flat is paid for;
 * the rest of the downpayment is due at key collection with the balance of the price (docs/decisions.md "Housing
 * payment timeline"). The downpayment as a whole is the price less the loan the loan-to-value limit allows
 * (hdb-loan-to-value.ts, bank-loan-to-value.ts).
 */
import type { DatedTable } from './dated-table.js';

export interface AgreementDownpayment {
  /** percent of the price due at the agreement for lease with an HDB loan */
  hdbLoanPercent: string;
  /** with a bank loan (of which the bank loan's cash part, 5 % of the price, is paid in cash) */
  bankLoanPercent: string;
  /** without a loan */
  noLoanPercent: string;
}

export const NEW_FLAT_AGREEMENT_DOWNPAYMENT: DatedTable<AgreementDownpayment> = {
  name: 'New flat: downpayment at the signing of the agreement for lease',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'HDB',
        title:
          'Buying a new flat: costs and fees (downpayment at the agreement for lease: 10 % of the price with an HDB loan; 20 % with a bank loan for a loan ceiling of 75 %, the balance 5 % at key collection)',
        url: 'https://www.hdb.gov.sg/residential/buying-a-flat/buying-procedure-for-new-flats/costs-and-fees',
        checkedOn: '2026-11-26',
        toConfirm:
          "HDB's page groups 'not taking any housing loan' with the HDB loan in an older version (10 %); the current page's row for it could not be read in full. The Staggered Downpayment Scheme (half at the agreement for first-timer couples under 30) is not modelled.",
      },
      value: { hdbLoanPercent: '10', bankLoanPercent: '20', noLoanPercent: '10' },
    },
  ],
};
