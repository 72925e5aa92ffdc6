/**
 * The mortgage servicing ratio (MSR): the instalment as a share of the gross monthly household income, for HDB
 * flats and executive condominiums, whichever the lender (docs/decisions.md "Housing loans and CPF limits").
 */
import type { DatedTable } from './dated-table.js';

export const MORTGAGE_SERVICING_RATIO: DatedTable<{ maxPercent: number }> = {
  name: 'Mortgage servicing ratio limit (HDB flats and executive condominiums)',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'MAS',
        title: 'MAS and HDB: mortgage servicing ratio at most 30 % of gross monthly income for HDB flats and ECs (in force since 2013; the earlier 35 % is not kept)',
        url: 'https://www.mas.gov.sg/regulation/explainers/new-housing-loan-rules',
        checkedOn: '2026-11-26',
      },
      value: { maxPercent: 30 },
    },
  ],
};
