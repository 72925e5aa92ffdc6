/**
 * HDB's concessionary interest rate: 0.1 percentage point above the CPF Ordinary Account rate, the plan's default
 * rate for an HDB loan (docs/decisions.md "Housing loans and CPF limits").
 */
import type { DatedTable } from './dated-table.js';

export const HDB_CONCESSIONARY_RATE: DatedTable<{ ratePercent: number }> = {
  name: 'HDB concessionary interest rate',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'HDB',
        title: 'HDB housing loan: concessionary interest rate 2.6 % a year (0.1 % above the CPF Ordinary Account rate), unchanged since 1999',
        url: 'https://www.hdb.gov.sg/residential/buying-a-flat/understanding-your-eligibility-and-housing-loan-options/housing-loan-options/housing-loan-from-hdb',
        checkedOn: '2026-11-26',
      },
      value: { ratePercent: 2.6 },
    },
  ],
};
