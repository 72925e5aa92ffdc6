/**
 * HDB's income ceilings (average gross monthly household income) for buying a new flat from HDB and for an HDB
 * housing loan, new or resale (docs/decisions.md "Who is buying"). A resale flat bought with a bank loan and no
 * grant has no income ceiling.
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { DatedTable, PolicySource } from './dated-table.js';

export interface IncomeCeilings {
  /** a family (a couple, parents with children), cents, inclusive */
  family: Cents;
  /** an extended family (parents or married children in the application) */
  extendedFamily: Cents;
  /** a single buying alone under the Single Singapore Citizen scheme */
  single: Cents;
  /** two to four singles buying together (the Joint Singles scheme) */
  jointSingles: Cents;
}

const dollars = (d: number) => (d * 100) as Cents;

const HDB_LOAN_PAGE = {
  publisher: 'HDB',
  title: 'Eligibility Conditions for HDB Housing Loan (income ceiling)',
  url: 'https://www.hdb.gov.sg/cs/infoweb/residential/financing-a-flat-purchase/housing-loan-from-hdb/eligibility-conditions',
  checkedOn: '2026-12-02',
} as const satisfies PolicySource;

export const HDB_INCOME_CEILINGS: DatedTable<IncomeCeilings> = {
  name: 'HDB income ceilings for new flats and HDB loans',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2015-10-31',
      source: {
        ...HDB_LOAN_PAGE,
        title: 'HDB income ceilings before the November 2015 sales launch (families S$10,000, singles S$5,000)',
        toConfirm: 'The extended-family and joint-singles ceilings before November 2015 (S$15,000 and S$10,000 here) could not be checked against HDB.',
      },
      value: { family: dollars(10_000), extendedFamily: dollars(15_000), single: dollars(5_000), jointSingles: dollars(10_000) },
    },
    {
      // "From the November 2015 sales launch" (HDB's Policies & Updates page): its first day is not given, so the month's first.
      effectiveFrom: '2015-11-01',
      effectiveTo: '2019-09-10',
      source: {
        ...HDB_LOAN_PAGE,
        title: 'HDB income ceilings from the November 2015 sales launch (families S$12,000, extended families S$18,000, singles S$6,000)',
        toConfirm: 'HDB dates this row by "the November 2015 sales launch"; we start it on 1 Nov 2015.',
      },
      value: { family: dollars(12_000), extendedFamily: dollars(18_000), single: dollars(6_000), jointSingles: dollars(12_000) },
    },
    {
      effectiveFrom: '2019-09-11',
      effectiveTo: null,
      source: {
        ...HDB_LOAN_PAGE,
        title: 'HDB income ceilings from 11 Sep 2019 (MND, 10 Sep 2019: families S$14,000, extended families S$21,000, singles S$7,000)',
        toConfirm: "The joint-singles ceiling (S$14,000, a family's) could not be checked against HDB's own page.",
      },
      value: { family: dollars(14_000), extendedFamily: dollars(21_000), single: dollars(7_000), jointSingles: dollars(14_000) },
    },
  ],
};
