/**
 * CPF's contribution rates, allocation rates and wage ceilings as dated tables (docs/decisions.md "CPF rules as
 * dated tables"), for Singapore Citizens and for PRs from their third year of PR status. Rates are percentages of
 * wages as CPF prints them ('17' is 17 %); amounts are dollars as CPF prints them. Pure data.
 */
import type { RetirementTable } from '../retirement-figures.js';
import { SOURCES } from './cpf-sources.js';

/** CPF's age groups for the rates: "55 and below", "above 55 to 60", ... (see {@link rateAgeBand}). */
export type ContributionAgeBand = 'UP_TO_55' | 'ABOVE_55_TO_60' | 'ABOVE_60_TO_65' | 'ABOVE_65_TO_70' | 'ABOVE_70';
/** CPF's age groups for the allocation: "35 and below", "above 35 to 45", ... */
export type AllocationAgeBand = 'UP_TO_35' | 'ABOVE_35_TO_45' | 'ABOVE_45_TO_50' | 'ABOVE_50_TO_55' | Exclude<ContributionAgeBand, 'UP_TO_55'>;

/** Percent of total wages above S$750 a month; the S$50-750 bands are derived from these (contributions.ts). */
export interface ContributionRate {
  employer: string;
  employee: string;
}

type RateRow = Record<ContributionAgeBand, ContributionRate>;

const UP_TO_55: ContributionRate = { employer: '17', employee: '20' };
const ABOVE_70: ContributionRate = { employer: '7.5', employee: '5' };

/** Contribution rates for monthly total wages above S$750 (CPF Board). */
export const CONTRIBUTION_RATES: RetirementTable<RateRow> = {
  name: 'CPF contribution rates',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2021-12-31',
      source: SOURCES.rates2016,
      value: {
        UP_TO_55,
        ABOVE_55_TO_60: { employer: '13', employee: '13' },
        ABOVE_60_TO_65: { employer: '9', employee: '7.5' },
        ABOVE_65_TO_70: { employer: '7.5', employee: '5' },
        ABOVE_70,
      },
    },
    {
      effectiveFrom: '2022-01-01',
      effectiveTo: '2022-12-31',
      source: SOURCES.rates2022,
      value: {
        UP_TO_55,
        ABOVE_55_TO_60: { employer: '14', employee: '14' },
        ABOVE_60_TO_65: { employer: '10', employee: '8.5' },
        ABOVE_65_TO_70: { employer: '8', employee: '6' },
        ABOVE_70,
      },
    },
    {
      effectiveFrom: '2023-01-01',
      effectiveTo: '2023-12-31',
      source: SOURCES.rates2023,
      value: {
        UP_TO_55,
        ABOVE_55_TO_60: { employer: '14.5', employee: '15' },
        ABOVE_60_TO_65: { employer: '11', employee: '9.5' },
        ABOVE_65_TO_70: { employer: '8.5', employee: '7' },
        ABOVE_70,
      },
    },
    {
      effectiveFrom: '2024-01-01',
      effectiveTo: '2024-12-31',
      source: SOURCES.rates2024,
      value: {
        UP_TO_55,
        ABOVE_55_TO_60: { employer: '15', employee: '16' },
        ABOVE_60_TO_65: { employer: '11.5', employee: '10.5' },
        ABOVE_65_TO_70: { employer: '9', employee: '7.5' },
        ABOVE_70,
      },
    },
    {
      effectiveFrom: '2025-01-01',
      effectiveTo: '2025-12-31',
      source: SOURCES.rates2025,
      value: {
        UP_TO_55,
        ABOVE_55_TO_60: { employer: '15.5', employee: '17' },
        ABOVE_60_TO_65: { employer: '12', employee: '11.5' },
        ABOVE_65_TO_70: { employer: '9', employee: '7.5' },
        ABOVE_70,
      },
    },
    {
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
      source: SOURCES.rates2026,
      value: {
        UP_TO_55,
        ABOVE_55_TO_60: { employer: '16', employee: '18' },
        ABOVE_60_TO_65: { employer: '12.5', employee: '12.5' },
        ABOVE_65_TO_70: { employer: '9', employee: '7.5' },
        ABOVE_70,
      },
    },
  ],
};

/** Percent of wages credited to each account (they add up to the total rate of the band). */
export interface Allocation {
  oa: string;
  /** the Special Account below 55; the Retirement Account from 55 */
  saRa: string;
  ma: string;
}

type AllocationRow = Record<AllocationAgeBand, Allocation>;

const UNDER_55_ALLOCATION = {
  UP_TO_35: { oa: '23', saRa: '6', ma: '8' },
  ABOVE_35_TO_45: { oa: '21', saRa: '7', ma: '9' },
  ABOVE_45_TO_50: { oa: '19', saRa: '8', ma: '10' },
  ABOVE_50_TO_55: { oa: '15', saRa: '11.5', ma: '10.5' },
} as const;
const ABOVE_70_ALLOCATION: Allocation = { oa: '1', saRa: '1', ma: '10.5' };

/**
 * Allocation rates (CPF Board). Every senior-worker increase from 2022 went wholly to the SA (to the RA from 2025),
 * so the OA and MA shares of the older bands stay at their 2016 values.
 */
export const ALLOCATION_RATES: RetirementTable<AllocationRow> = {
  name: 'CPF allocation rates',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: '2021-12-31',
      source: SOURCES.allocation,
      value: {
        ...UNDER_55_ALLOCATION,
        ABOVE_55_TO_60: { oa: '12', saRa: '3.5', ma: '10.5' },
        ABOVE_60_TO_65: { oa: '3.5', saRa: '2.5', ma: '10.5' },
        ABOVE_65_TO_70: { oa: '1', saRa: '1', ma: '10.5' },
        ABOVE_70: ABOVE_70_ALLOCATION,
      },
    },
    {
      effectiveFrom: '2022-01-01',
      effectiveTo: '2022-12-31',
      source: SOURCES.allocation,
      value: {
        ...UNDER_55_ALLOCATION,
        ABOVE_55_TO_60: { oa: '12', saRa: '5.5', ma: '10.5' },
        ABOVE_60_TO_65: { oa: '3.5', saRa: '4.5', ma: '10.5' },
        ABOVE_65_TO_70: { oa: '1', saRa: '2.5', ma: '10.5' },
        ABOVE_70: ABOVE_70_ALLOCATION,
      },
    },
    {
      effectiveFrom: '2023-01-01',
      effectiveTo: '2023-12-31',
      source: SOURCES.allocation,
      value: {
        ...UNDER_55_ALLOCATION,
        ABOVE_55_TO_60: { oa: '12', saRa: '7', ma: '10.5' },
        ABOVE_60_TO_65: { oa: '3.5', saRa: '6.5', ma: '10.5' },
        ABOVE_65_TO_70: { oa: '1', saRa: '4', ma: '10.5' },
        ABOVE_70: ABOVE_70_ALLOCATION,
      },
    },
    {
      effectiveFrom: '2024-01-01',
      effectiveTo: '2024-12-31',
      source: SOURCES.allocation,
      value: {
        ...UNDER_55_ALLOCATION,
        ABOVE_55_TO_60: { oa: '12', saRa: '8.5', ma: '10.5' },
        ABOVE_60_TO_65: { oa: '3.5', saRa: '8', ma: '10.5' },
        ABOVE_65_TO_70: { oa: '1', saRa: '5', ma: '10.5' },
        ABOVE_70: ABOVE_70_ALLOCATION,
      },
    },
    {
      effectiveFrom: '2025-01-01',
      effectiveTo: '2025-12-31',
      source: SOURCES.allocation,
      value: {
        ...UNDER_55_ALLOCATION,
        ABOVE_55_TO_60: { oa: '12', saRa: '10', ma: '10.5' },
        ABOVE_60_TO_65: { oa: '3.5', saRa: '9.5', ma: '10.5' },
        ABOVE_65_TO_70: { oa: '1', saRa: '5', ma: '10.5' },
        ABOVE_70: ABOVE_70_ALLOCATION,
      },
    },
    {
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
      source: SOURCES.allocation,
      value: {
        ...UNDER_55_ALLOCATION,
        ABOVE_55_TO_60: { oa: '12', saRa: '11.5', ma: '10.5' },
        ABOVE_60_TO_65: { oa: '3.5', saRa: '11', ma: '10.5' },
        ABOVE_65_TO_70: { oa: '1', saRa: '5', ma: '10.5' },
        ABOVE_70: ABOVE_70_ALLOCATION,
      },
    },
  ],
};

/** The monthly Ordinary Wage ceiling, in dollars (CPF Board). */
export const ORDINARY_WAGE_CEILING: RetirementTable<number> = {
  name: 'CPF Ordinary Wage ceiling',
  rows: [
    { effectiveFrom: null, effectiveTo: '2023-08-31', source: SOURCES.wageCeilings, value: 6_000 },
    { effectiveFrom: '2023-09-01', effectiveTo: '2023-12-31', source: SOURCES.wageCeilings, value: 6_300 },
    { effectiveFrom: '2024-01-01', effectiveTo: '2024-12-31', source: SOURCES.wageCeilings, value: 6_800 },
    { effectiveFrom: '2025-01-01', effectiveTo: '2025-12-31', source: SOURCES.wageCeilings, value: 7_400 },
    { effectiveFrom: '2026-01-01', effectiveTo: null, source: SOURCES.wageCeilings, value: 8_000 },
  ],
};

/** The annual salary ceiling, in dollars: Additional Wages attract CPF up to this less the year's Ordinary Wages. */
export const ANNUAL_SALARY_CEILING: RetirementTable<number> = {
  name: 'CPF annual salary ceiling',
  rows: [{ effectiveFrom: null, effectiveTo: null, source: SOURCES.wageCeilings, value: 102_000 }],
};

/** The wage bands of CPF's rate tables, in dollars of total wages a month (CPF Board). */
export const WAGE_BANDS = {
  /** at or below: no contribution */
  noContributionUpTo: 50,
  /** above `noContributionUpTo` and at or below this: the employer's share only */
  employerOnlyUpTo: 500,
  /** above `employerOnlyUpTo` and at or below this: the employee's share phased in at 3 x its rate on (TW - 500) */
  phasedInUpTo: 750,
  phaseInFactor: '3',
} as const;
