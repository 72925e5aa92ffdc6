/**
 * How much CPF a purchase may use (CPF Board; docs/decisions.md "Housing loans and CPF limits"): up to the
 * valuation limit (the lower of price and valuation), then, with the Basic Retirement Sum set aside, up to the
 * withdrawal limit; none when the lease left is too short, and a pro-rated share when it does not last the youngest
 * buyer to a set age.
 */
import type { DatedTable } from './dated-table.js';

export interface CpfUsageRule {
  /** the withdrawal limit as a percent of the valuation limit */
  withdrawalLimitPercent: number;
  /** no CPF for the purchase below this many years of lease left */
  minimumLeaseYears: number;
  /** the lease should last the youngest buyer to this age for CPF to be used in full */
  coverToAge: number;
  /**
   * whether the valuation and withdrawal limits bind a purchase with an HDB loan (the lease pro-ration binds every
   * purchase)
   */
  limitsBindHdbLoans: boolean;
}

export const CPF_USAGE_LIMITS: DatedTable<CpfUsageRule> = {
  name: 'CPF usage limits for a home',
  rows: [
    {
      // In force since 10 May 2019; earlier purchase dates are read by the same rules (the pre-2019 30-year and
      // age-80 rules are not kept: docs/decisions.md "Housing loans and CPF limits").
      effectiveFrom: null,
      effectiveTo: null,
      source: {
        publisher: 'CPF Board',
        title:
          'CPF usage limits for properties (rules from 10 May 2019): at least 20 years of lease; pro-rated when the lease does not last the youngest buyer to 95 (CPF\'s example on ask.gov.sg: two 25-year-olds, 65 years of lease, S$550,000 -> S$495,000); withdrawal limit 120 % of the valuation limit, beyond the valuation limit only with the Basic Retirement Sum set aside; applied to bank loans (CPF\'s table, as quoted by others, lets an HDB loan be paid in full from the Ordinary Account)',
        url: 'https://www.cpf.gov.sg/member/faq/home-ownership/housing-scheme/how-does-cpf-board-compute-the-cpf-usage-limits-for-properties-w',
        checkedOn: '2026-11-26',
        toConfirm:
          'Sources disagree on whether the valuation and withdrawal limits apply to a purchase with an HDB loan (some bank guides say a resale flat with an HDB loan stops at the valuation limit); CPF\'s own page could not be read here.',
      },
      value: { withdrawalLimitPercent: 120, minimumLeaseYears: 20, coverToAge: 95, limitsBindHdbLoans: false },
    },
  ],
};
