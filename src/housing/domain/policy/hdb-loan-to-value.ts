/**
 * How much of the flat's price (or valuation, if lower) an HDB loan may cover: the loan-to-value limit
 * (docs/decisions.md "Housing loans and CPF limits"). The downpayment is the rest.
 */
import type { DatedTable, PolicySource } from './dated-table.js';

const CHECKED = '2026-11-26';
const PRESS_2024: PolicySource = {
  publisher: 'HDB',
  title: 'HDB and MND press release of 19 Aug 2024: LTV limit for HDB housing loans lowered from 80 % to 75 % for flat applications from 20 Aug 2024',
  url: 'https://www.hdb.gov.sg/cs/infoweb/about-us/news-and-publications/press-releases',
  checkedOn: CHECKED,
};

/** the percent of the lower of price and valuation an HDB loan may cover */
export const HDB_LOAN_TO_VALUE: DatedTable<{ maxLoanPercent: number }> = {
  name: 'HDB loan: loan-to-value limit',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2021-12-15',
      source: {
        publisher: 'HDB',
        title: 'HDB loan LTV limit of 90 % before the property market measures of 16 Dec 2021',
        checkedOn: CHECKED,
        toConfirm: 'The 90 % limit before 16 Dec 2021 is from the news reports of the measures; the official release was not read here.',
      },
      value: { maxLoanPercent: 90 },
    },
    {
      effectiveFrom: '2021-12-16',
      effectiveTo: '2022-09-29',
      source: {
        publisher: 'HDB',
        title: 'MND, MAS and MOF joint release of 15 Dec 2021: HDB loan LTV limit lowered from 90 % to 85 %',
        checkedOn: CHECKED,
        toConfirm: 'The 85 % limit from 16 Dec 2021 is from the news reports of the measures; the official release was not read here.',
      },
      value: { maxLoanPercent: 85 },
    },
    {
      effectiveFrom: '2022-09-30',
      effectiveTo: '2024-08-19',
      source: {
        publisher: 'HDB',
        title: 'MOF, MND and MAS joint release of 29 Sep 2022: HDB loan LTV limit lowered from 85 % to 80 % from 30 Sep 2022',
        url: 'https://www.straitstimes.com/business/invest/what-the-new-cooling-measures-mean-for-5-types-of-buyers',
        checkedOn: CHECKED,
      },
      value: { maxLoanPercent: 80 },
    },
    { effectiveFrom: '2024-08-20', effectiveTo: null, source: PRESS_2024, value: { maxLoanPercent: 75 } },
  ],
};
