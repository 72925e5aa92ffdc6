/**
 * A bank loan for a flat: the most it may cover and the least paid in cash (MAS notice 632 on residential property
 * loans, a first housing loan within 30 years and the borrower's age 65; docs/decisions.md "Housing loans and CPF
 * limits"). The plan does not model second loans or longer tenures, where MAS's lower limits apply.
 */
import type { DatedTable } from './dated-table.js';

export interface BankLoanToValue {
  /** percent of the lower of price and valuation */
  maxLoanPercent: number;
  /** percent of the price paid in cash, not CPF */
  minCashPercent: number;
}

export const BANK_LOAN_TO_VALUE: DatedTable<BankLoanToValue> = {
  name: 'Bank loan: loan-to-value limit and minimum cash downpayment',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'MAS',
        title: 'MAS Notice 632, residential property loans: LTV 75 % and at least 5 % of the price in cash for a first housing loan (in force since 2013; earlier limits are not kept)',
        url: 'https://www.mas.gov.sg/regulation/explainers/new-housing-loan-rules',
        checkedOn: '2026-11-26',
      },
      value: { maxLoanPercent: 75, minCashPercent: 5 },
    },
  ],
};
