/**
 * The interest rate HDB sizes a loan at: the higher of this floor and the loan's own rate (docs/decisions.md
 * "Housing loans and CPF limits"). The floor changes what a household may borrow, not the rate it pays.
 */
import type { DatedTable } from './dated-table.js';

/** `floorPercent` null: no floor, the loan is sized at its own rate */
export const HDB_ELIGIBILITY_RATE_FLOOR: DatedTable<{ floorPercent: number | null }> = {
  name: 'HDB loan: interest rate floor for the loan amount',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2022-09-29',
      source: {
        publisher: 'HDB',
        title: 'Before 30 Sep 2022 HDB sized its loans at the concessionary rate itself (no floor)',
        checkedOn: '2026-11-26',
      },
      value: { floorPercent: null },
    },
    {
      effectiveFrom: '2022-09-30',
      effectiveTo: null,
      source: {
        publisher: 'HDB',
        title: 'MOF, MND and MAS joint release of 29 Sep 2022: the eligible HDB loan is computed at 3.0 % a year (or 0.1 % above the CPF Ordinary Account rate, if higher); the rate charged stays 2.6 %',
        url: 'https://sureanot.com/new-property-cooling-measures-what-you-need-to-know',
        checkedOn: '2026-11-26',
      },
      value: { floorPercent: 3 },
    },
  ],
};
