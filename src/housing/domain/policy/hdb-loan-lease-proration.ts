/**
 * Whether an HDB loan's loan-to-value limit is pro-rated when the flat's remaining lease does not last the youngest
 * buyer to age 95, and the least lease HDB lends on (docs/decisions.md "Housing rules completed"). HDB's and MND's
 * rules of 10 May 2019: "the HDB housing loan amount ... will be pro-rated from the 90% loan-to-value limit" (75 %
 * today), and no HDB loan for 20 years of lease or less. Before them an HDB loan "may be reduced or disallowed" below
 * 60 years of lease, by a case-by-case rule we do not keep: those purchase dates get the full limit. CPF's own
 * pro-ration is in cpf-usage-limits.ts; the resale grants' in resale-grant-lease-proration.ts.
 */
import type { DatedTable, PolicySource } from './dated-table.js';

export interface HdbLoanLeaseRule {
  /** the age the lease should last the youngest buyer to; a shorter lease gives lease / (this age - youngest age) of the limit */
  coverToAge: number;
  /** no HDB loan for this many years of lease or fewer */
  noLoanAtOrBelowLeaseYears: number;
}

const HDB_2019: PolicySource = {
  publisher: 'HDB',
  title:
    'Update to CPF usage and HDB housing loan rules (HDB to estate agents, 9 May 2019, for resale applications from 10 May 2019) and HDB\'s "Credit to finance a flat purchase": the HDB loan is pro-rated from the loan-to-value limit when the remaining lease does not cover the youngest buyer to 95; no HDB loan for a remaining lease of 20 years or less',
  url: 'https://www.hdb.gov.sg/cs/infoweb/residential/buying-a-flat/working-out-your-flat-budget/credit-to-finance-a-flat-purchase',
  checkedOn: '2026-12-02',
  toConfirm:
    'HDB says the limit is pro-rated "based on the extent the remaining lease can cover the youngest buyer to 95" without the formula: we use remaining lease / (95 - youngest age), as for the grants (one property guide reads it with CPF\'s (lease - 20) / (75 - age) instead). HDB\'s customised financial plan gives the exact limit.',
};

export const HDB_LOAN_LEASE_PRORATION: DatedTable<HdbLoanLeaseRule | null> = {
  name: 'HDB loan: pro-ration by the remaining lease',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2019-05-09',
      source: {
        ...HDB_2019,
        title: 'Before 10 May 2019 the HDB loan was not pro-rated to age 95 (it "may be reduced or disallowed" below 60 years of lease, case by case: not modelled)',
        toConfirm: 'HDB reduced or refused loans on flats with less than 60 years of lease case by case before 10 May 2019: the plan gives the full limit.',
      },
      value: null,
    },
    { effectiveFrom: '2019-05-10', effectiveTo: null, source: HDB_2019, value: { coverToAge: 95, noLoanAtOrBelowLeaseYears: 20 } },
  ],
};
