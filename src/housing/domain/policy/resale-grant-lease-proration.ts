/**
 * Whether the resale flat grants (the CPF Housing Grant for resale flats and the Proximity Housing Grant) are
 * pro-rated when the flat's remaining lease does not last the youngest buyer to age 95, and the least lease a grant
 * needs. HDB's lease-and-age rules for resale flats took effect on 10 May 2019; before them a resale flat with CPF
 * or a grant needed at least 30 years of lease and nothing was pro-rated (docs/decisions.md "Housing grants worked
 * out"). The Enhanced CPF Housing Grant carries its own pro-ration in its table.
 */
import type { DatedTable, PolicySource } from './dated-table.js';

export interface ResaleGrantLeaseRule {
  /** the age the lease should last the youngest buyer to; a shorter lease gives lease / (this age - youngest age) of the grant */
  leaseCoversToAge: number;
  /** below this many years of lease left the grant is not given */
  minimumRemainingLeaseYears: number;
}

const HDB_RESALE_GRANTS = {
  publisher: 'HDB',
  title: 'CPF housing grants for resale flats (the grant is pro-rated if the remaining lease cannot last the youngest buyer to age 95)',
  url: 'https://www.hdb.gov.sg/residential/buying-a-flat/flat-and-grant-eligibility/couples-and-families/cpf-housing-grants-for-resale-flats-families',
  checkedOn: '2026-11-26',
  toConfirm:
    "HDB says its resale grants depend on how far the lease lasts the buyers to 95 but does not publish the formula: we use the Enhanced CPF Housing Grant's, lease / (95 - youngest age), at most 1.",
} as const satisfies PolicySource;

export const RESALE_GRANT_LEASE_PRORATION: DatedTable<ResaleGrantLeaseRule | null> = {
  name: 'Resale grants: pro-ration by the remaining lease',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2019-05-09',
      source: { ...HDB_RESALE_GRANTS, title: 'Before 10 May 2019 resale grants were not pro-rated by the remaining lease' },
      value: null,
    },
    {
      effectiveFrom: '2019-05-10',
      effectiveTo: null,
      source: HDB_RESALE_GRANTS,
      value: { leaseCoversToAge: 95, minimumRemainingLeaseYears: 20 },
    },
  ],
};
