/**
 * How long an HDB loan may run: the shortest of a fixed cap, the years until the buyers' average age reaches a set
 * age, and the remaining lease less a buffer (docs/decisions.md "Housing loans and CPF limits").
 */
import type { DatedTable } from './dated-table.js';

export interface HdbLoanTenure {
  maxYears: number;
  /** the tenure ends by the buyers' average age reaching this */
  untilAverageAge: number;
  /** the tenure ends at least this many years before the lease does */
  leaseBufferYears: number;
}

export const HDB_LOAN_TENURE: DatedTable<HdbLoanTenure> = {
  name: 'HDB loan: longest tenure',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'HDB',
        title: 'HDB housing loan: tenure up to 25 years, or up to the buyers\' age 65, or the remaining lease less 20 years, whichever is shortest',
        url: 'https://www.hdb.gov.sg/cs/infoweb/hdbspeaks/25-year-loan-tenure-for-new-flats',
        checkedOn: '2026-11-26',
        toConfirm: 'How HDB rounds the buyers\' average age could not be checked: we round it up to a whole year (the shorter tenure).',
      },
      value: { maxYears: 25, untilAverageAge: 65, leaseBufferYears: 20 },
    },
  ],
};
