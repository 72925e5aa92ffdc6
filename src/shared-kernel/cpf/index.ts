/**
 * CPF's rules in one place (docs/architecture.md "CPF rules"; docs/decisions.md "CPF rules as dated tables"): the
 * shapes (cpf-types.ts), the dated and sourced tables, and the pure functions over them.
 */
export * from './cpf-types.js';
export { CPF_CHECKED_ON, SOURCES as CPF_SOURCES, cpfTableProblems } from './cpf-sources.js';
export { rateAge, ageInMonth, birthdayMonth, contributionAgeBand, allocationAgeBand } from './cpf-age.js';
export * from './contribution-tables.js';
export { contributionFor, contributionSplit, type ContributionContext } from './contributions.js';
export { BASE_INTEREST_RATES, EXTRA_INTEREST, monthlyInterest, baseRatesIn, type BaseRates, type ExtraInterestRule } from './interest.js';
export {
  BASIC_HEALTHCARE_SUM,
  PAYOUT_ELIGIBILITY_AGE,
  PROJECTED_SUMS_GROWTH,
  RETIREMENT_SUMS,
  formRetirementAccount,
  payoutEligibilityAge,
  retirementSumsForCohort,
} from './retirement-account.js';
export { CPF_LIFE_ESTIMATES, cpfLifeEstimate, growRetirementAccount, type CpfLifeEstimates, type PayoutPoint } from './cpf-life.js';
export { MATCHED_RETIREMENT_SAVINGS, RSTU_RELIEF_CAPS, SRS_RULES, topUpRules, type SrsRules, type TopUpReliefCaps, type TopUpRules } from './top-ups.js';
