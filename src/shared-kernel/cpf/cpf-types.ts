/**
 * The shapes of CPF's rules as the rest of the product uses them: one home for CPF rules (docs/architecture.md "CPF
 * rules"), their tables dated and sourced like the housing rules (docs/decisions.md "Housing rules as dated tables").
 * Amounts are integer cents; months are 'YYYY-MM'; days 'YYYY-MM-DD'. The functions over these types live beside
 * this file (index.ts); the retirement projection (src/cashflow-wealth/domain/retirement/) reads only them.
 */
import type { Cents } from '../money.js';
import type { RetirementSource } from '../retirement-figures.js';

export type { RetirementSource as CpfSource };

/** Who the contribution rates cover: citizens, and permanent residents from their third year of PR status. */
export type CpfResidency = 'CITIZEN' | 'PR_THIRD_YEAR_ON';

export interface CpfMember {
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  residency: CpfResidency;
}

/** A member's four accounts. SA exists until the month the member turns 55 (from 2025 it closes then); RA from 55. */
export interface CpfBalances {
  oa: Cents;
  sa: Cents;
  ma: Cents;
  ra: Cents;
}

/** One month's contribution on the wages paid that month, split as CPF allocates it, with the rows used. */
export interface MonthlyContribution {
  total: Cents;
  employer: Cents;
  employee: Cents;
  oa: Cents;
  sa: Cents;
  ma: Cents;
  ra: Cents;
  sources: RetirementSource[];
}

/** The interest a month earns on the balances (credited at the year's end), base and extra, by the account it goes to. */
export interface MonthlyInterest {
  base: CpfBalances;
  extra: CpfBalances;
  sources: RetirementSource[];
}

/** The retirement sums of the cohort turning 55 in a year, and the Basic Healthcare Sum, in cents. */
export interface CohortRetirementSums {
  cohortYear: number;
  basic: Cents;
  full: Cents;
  enhanced: Cents;
  basicHealthcare: Cents;
  /** true when CPF has not announced this cohort's sums yet and they are projected (retirement-account.ts) */
  projected?: boolean;
  sources: RetirementSource[];
}

/** What the member sets aside at 55: the Basic sum with a property pledge, the Full sum, or up to the Enhanced sum. */
export type RetirementSumChoice = 'BASIC_WITH_PLEDGE' | 'FULL' | 'ENHANCED';

/** The accounts after the Retirement Account is formed at 55, and what moved where. */
export interface RetirementAccountFormed {
  balances: CpfBalances;
  fromSa: Cents;
  fromOa: Cents;
  /** the part of the SA above what the RA takes, moved to the OA (from 2025, when the SA closes at 55) */
  saToOa: Cents;
  sources: RetirementSource[];
}

export type CpfLifePlan = 'STANDARD' | 'BASIC' | 'ESCALATING';

/** CPF's own published estimate of a monthly payout: a range, never a quote. */
export interface CpfLifeEstimate {
  plan: CpfLifePlan;
  startAge: number;
  monthlyPayoutLow: Cents;
  monthlyPayoutHigh: Cents;
  label: "CPF's estimate";
  sources: RetirementSource[];
}
