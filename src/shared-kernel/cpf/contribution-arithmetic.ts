/**
 * The contribution rule's arithmetic in integers (docs/decisions.md "Retirement projection", "Speed"): the rows in
 * force on a day read once into whole numbers, and CPF's rounding worked on exact integer fractions. The rule is asked
 * about a hundred times for every new wage of a working life, and with big.js it cost tens of microseconds a call.
 *
 * Why it is exact, not close: wages are whole cents and every rate the tables print has at most four decimals, so a
 * rate is a whole number of millionths of the wage (RATE_UNIT: '7.5' % is 75,000). A share is then the integer
 * fraction rate x wage / (RATE_UNIT x 100 x 100) dollars, and rounding an integer fraction to a whole dollar is
 * integer division and its remainder (`%` on integers below 2^53 is exact, so is dividing a multiple). The largest
 * numerator is the full rate on the wages subject to CPF: 100 % (1,000,000 units) x (the Ordinary Wage ceiling + the
 * annual ceiling: S$110,000, 11,000,000 cents) = 1.1e13, far below 2^53 (9e15); each row is checked when read. The
 * allocation divides the total by the allocated rate (e.g. 37 %): big.js kept 20 decimals before rounding to the
 * cent, and a remainder short of a half is short by at least 1 / (2 x the divisor), far more than 1e-20, so both round
 * alike. The unit test compares this with the big.js arithmetic over a grid of wages, days and ages.
 */
import { retirementRowOn, type RetirementRow, type RetirementSource } from '../retirement-figures.js';
import { SOURCES } from './cpf-sources.js';
import { ALLOCATION_RATES, ANNUAL_SALARY_CEILING, CONTRIBUTION_RATES, ORDINARY_WAGE_CEILING, WAGE_BANDS, type AllocationAgeBand, type ContributionAgeBand } from './contribution-tables.js';

/** Rates in millionths of the wage: a percentage x 10,000. */
const RATE_UNIT_PER_PERCENT = 10_000;
/** rate units x cents -> dollars: / (10,000 x 100 %) / 100 cents. */
const TO_DOLLARS = RATE_UNIT_PER_PERCENT * 100 * 100;
const DECIMAL = /^(\d+)(?:\.(\d{1,4}))?$/;

/** A table's percentage ('7.5') in rate units (75,000). @throws Error when it has more than four decimals. */
export function rateUnits(percent: string): number {
  const match = DECIMAL.exec(percent);
  if (!match) throw new Error(`CPF rate '${percent}': not a percentage with at most four decimals`);
  return Number(match[1]) * RATE_UNIT_PER_PERCENT + Number((match[2] ?? '').padEnd(4, '0'));
}

export interface RateUnits {
  employer: number;
  employee: number;
}

export interface AllocationUnits {
  oa: number;
  saRa: number;
  ma: number;
  allocated: number;
}

/** The rows in force on one day, as whole numbers. */
export interface ContributionDay {
  ratesRow: RetirementRow<Record<ContributionAgeBand, { employer: string; employee: string }>>;
  ceilingRow: RetirementRow<number>;
  allocationRow: RetirementRow<Record<AllocationAgeBand, { oa: string; saRa: string; ma: string }>>;
  rates: Record<ContributionAgeBand, RateUnits>;
  allocation: Record<AllocationAgeBand, AllocationUnits>;
  /** cents */
  ceiling: number;
  annualCeiling: number;
  /** the sources the contribution lists, in the rule's order (before the graduated and the sums' ones) */
  sources: readonly RetirementSource[];
}

const noContribution = WAGE_BANDS.noContributionUpTo * 100;
const employerOnly = WAGE_BANDS.employerOnlyUpTo * 100;
const phasedIn = WAGE_BANDS.phasedInUpTo * 100;
const phaseInFactor = Number(WAGE_BANDS.phaseInFactor);
if (!Number.isInteger(phaseInFactor)) throw new Error(`CPF wage bands: the phase-in factor '${WAGE_BANDS.phaseInFactor}' must be a whole number`);

function mapValues<K extends string, V, W>(record: Record<K, V>, f: (value: V) => W): Record<K, W> {
  const out = {} as Record<K, W>;
  for (const key of Object.keys(record) as K[]) out[key] = f(record[key]);
  return out;
}

const days = new Map<string, ContributionDay>();

/**
 * The rows in force on `day` ('YYYY-MM-DD'), read once per day and kept (the tables are constants; a few dozen days
 * are ever asked). @throws Error when no row is in force, or a row would leave exact integers.
 */
export function contributionDay(day: string): ContributionDay {
  const found = days.get(day);
  if (found) return found;
  const ratesRow = retirementRowOn(CONTRIBUTION_RATES, day);
  const ceilingRow = retirementRowOn(ORDINARY_WAGE_CEILING, day);
  const allocationRow = retirementRowOn(ALLOCATION_RATES, day);
  const ceiling = ceilingRow.value * 100;
  const annualCeiling = retirementRowOn(ANNUAL_SALARY_CEILING, day).value * 100;
  const rates = mapValues(ratesRow.value, (rate) => ({ employer: rateUnits(rate.employer), employee: rateUnits(rate.employee) }));
  for (const rate of Object.values<RateUnits>(rates)) {
    if (!Number.isSafeInteger((rate.employer + rate.employee) * (ceiling + annualCeiling))) throw new Error(`CPF contribution rates on ${day}: beyond exact integer arithmetic`);
  }
  const allocation = mapValues(allocationRow.value, (a) => {
    const units = { oa: rateUnits(a.oa), saRa: rateUnits(a.saRa), ma: rateUnits(a.ma) };
    return { ...units, allocated: units.oa + units.saRa + units.ma };
  });
  const entry: ContributionDay = {
    ratesRow,
    ceilingRow,
    allocationRow,
    rates,
    allocation,
    ceiling,
    annualCeiling,
    sources: [ratesRow.source, SOURCES.ageRule, SOURCES.rounding, ceilingRow.source, allocationRow.source],
  };
  if (days.size > 1_000) days.clear();
  days.set(day, entry);
  return entry;
}

/** n / d rounded half-up, for whole n >= 0 and d > 0 below 2^53: the quotient and remainder are exact. */
export function divideHalfUp(n: number, d: number): number {
  const remainder = n % d;
  const quotient = (n - remainder) / d;
  return remainder * 2 >= d ? quotient + 1 : quotient;
}

/** n / d with the remainder dropped, for whole n >= 0 and d > 0 below 2^53. */
export function divideDown(n: number, d: number): number {
  return (n - (n % d)) / d;
}

/**
 * The total (to the nearest dollar, 50 cents up) and the employee's share (the cents dropped), in cents, by CPF's wage
 * bands: `totalWages` picks the band, `subjectWages` (the wages under the ceilings) pays the full rates above S$750.
 * Whole cents only (the caller checks).
 */
export function sharesInCents(totalWages: number, subjectWages: number, rate: RateUnits): { total: number; employee: number } {
  if (totalWages <= noContribution) return { total: 0, employee: 0 };
  if (totalWages <= employerOnly) return { total: divideHalfUp(rate.employer * totalWages, TO_DOLLARS) * 100, employee: 0 };
  if (totalWages <= phasedIn) {
    const employee = rate.employee * phaseInFactor * (totalWages - employerOnly);
    return { total: divideHalfUp(rate.employer * totalWages + employee, TO_DOLLARS) * 100, employee: divideDown(employee, TO_DOLLARS) * 100 };
  }
  return {
    total: divideHalfUp((rate.employer + rate.employee) * subjectWages, TO_DOLLARS) * 100,
    employee: divideDown(rate.employee * subjectWages, TO_DOLLARS) * 100,
  };
}

/** A share of the total by the allocation's rates, half-up to the cent (the total is whole cents, >= 0). */
export const allocatedShare = (total: number, rate: number, allocated: number): number => divideHalfUp(total * rate, allocated);
