/**
 * The total debt servicing ratio (TDSR) for bank loans: every monthly debt repayment, the new instalment sized at
 * the higher of its rate and the medium-term rate floor, as a share of gross monthly income (MAS Notice 645;
 * docs/decisions.md "Housing loans and CPF limits").
 */
import type { DatedTable } from './dated-table.js';

export interface TotalDebtServicing {
  maxPercent: number;
  /** the medium-term interest rate a residential loan is sized at, when above its own rate */
  rateFloorPercent: number;
}

const TITLE = 'MAS Notice 645, total debt servicing ratio framework';

export const TOTAL_DEBT_SERVICING_RATIO: DatedTable<TotalDebtServicing> = {
  name: 'Total debt servicing ratio limit and medium-term rate floor (bank loans)',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2021-12-15',
      source: {
        publisher: 'MAS',
        title: `${TITLE}: TDSR 60 %, medium-term rate 3.5 % for residential property (from 29 Jun 2013)`,
        checkedOn: '2026-11-26',
        toConfirm: 'The figures before 16 Dec 2021 are from the news reports of the 2013 framework; MAS\'s notice was not read here.',
      },
      value: { maxPercent: 60, rateFloorPercent: 3.5 },
    },
    {
      effectiveFrom: '2021-12-16',
      effectiveTo: '2022-09-29',
      source: {
        publisher: 'MAS',
        title: `${TITLE}: TDSR lowered to 55 % from 16 Dec 2021; medium-term rate 3.5 %`,
        checkedOn: '2026-11-26',
        toConfirm: 'From the news reports of the 16 Dec 2021 measures; MAS\'s release was not read here.',
      },
      value: { maxPercent: 55, rateFloorPercent: 3.5 },
    },
    {
      effectiveFrom: '2022-09-30',
      effectiveTo: null,
      source: {
        publisher: 'MAS',
        title: `${TITLE}: TDSR 55 %; medium-term rate floor raised to 4 % for residential property loans from 30 Sep 2022`,
        url: 'https://www.mas.gov.sg/regulation/explainers/new-housing-loan-rules',
        checkedOn: '2026-11-26',
      },
      value: { maxPercent: 55, rateFloorPercent: 4 },
    },
  ],
};
