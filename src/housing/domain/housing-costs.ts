/**
 * The housing plan's calculations (spec 3 §3 "Calculated results", §9 constants), as pure functions of cents.
 * Every amount is rounded to whole cents, half up, once, at the end of its own formula. The spec's stamp duty and
 * "mortgage insurance" tiers (spec 3 §5) are dated tables now: purchase-duties.ts and policy/.
 */
import { dec, ROUND_HALF_UP } from '../../shared-kernel/decimal.js';
import { roundToCents, sumCents, type Cents } from '../../shared-kernel/money.js';
import { rowOn, type PolicySource } from './policy/dated-table.js';
import { OWNER_OCCUPIER_PROPERTY_TAX, type PropertyTaxBand } from './policy/owner-occupier-property-tax.js';

/** Spec 3 §9: the HDB application fee and the fire insurance premium (cents). */
export const APPLICATION_FEE = 1_000 as Cents;
export const FIRE_INSURANCE_PREMIUM = 271 as Cents;
// The loan-to-value limits, the bank loan's cash part and the servicing ratios are dated tables read on the
// purchase date (policy/, loan-limits.ts).

/**
 * The monthly instalment of a loan repaid in equal monthly amounts (an annuity): P r / (1 - (1 + r)^-n), r the
 * yearly rate / 12, n the months; P / n without interest. Rounded to the cent.
 */
export function monthlyInstalment(loan: Cents, ratePercent: number, years: number): Cents {
  if (loan <= 0 || years <= 0) return 0 as Cents;
  const months = years * 12;
  if (ratePercent === 0) return roundToCents(dec(loan).div(dec(months)));
  const { r, growth } = monthlyGrowth(ratePercent, months);
  return roundToCents(dec(loan).times(r).times(growth).div(growth.minus(dec(1))));
}

/**
 * A one-cent loan's monthly instalment before rounding: r g / (g - 1), g = (1 + r)^months, or 1 / months without
 * interest. An instalment is this times the loan, so a search over loans (loanForInstalment) multiplies instead of
 * dividing at each step, a division of fifty-digit decimals being most of a summary's time. Kept to the decimals'
 * precision: {@link monthlyInstalment} stays the answer at the last cent.
 */
export function instalmentPerCent(ratePercent: number, years: number): Decimal {
  const months = years * 12;
  if (ratePercent === 0) return dec(1).div(dec(months));
  const known = monthlyGrowth(ratePercent, months);
  return (known.perCent ??= known.r.times(known.growth).div(known.growth.minus(dec(1))));
}

type Decimal = ReturnType<typeof dec>;
const GROWTH_REMEMBERED = 64;
const growthByRate = new Map<string, { r: Decimal; growth: Decimal; perCent?: Decimal }>();

/**
 * The monthly rate and (1 + r)^months, remembered for the last few rates and terms: sizing a loan to an income
 * searches for it (loanForInstalment) and asks for the same power dozens of times, most of a summary's own work.
 * Decimals are immutable, so sharing them changes no answer.
 */
function monthlyGrowth(ratePercent: number, months: number): { r: Decimal; growth: Decimal; perCent?: Decimal } {
  const key = `${ratePercent}/${months}`;
  let known = growthByRate.get(key);
  if (!known) {
    const r = dec(ratePercent).div(dec(1200));
    known = { r, growth: powerRounded(dec(1).plus(r), months) };
    if (growthByRate.size >= GROWTH_REMEMBERED) growthByRate.clear();
    growthByRate.set(key, known);
  }
  return known;
}

/**
 * `base` to the power `n` by squaring, rounded to 30 decimal places at each step: big.js's own pow keeps every digit,
 * and (1 + r)^360 then runs to thousands of digits (tens of milliseconds a plan). 30 places keep the instalment exact
 * to the cent for any loan the plan allows.
 */
function powerRounded(base: ReturnType<typeof dec>, n: number): ReturnType<typeof dec> {
  let result = dec(1);
  let square = base;
  for (let k = n; k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) result = result.times(square).round(30, ROUND_HALF_UP);
    square = square.times(square).round(30, ROUND_HALF_UP);
  }
  return result;
}

/** What all the instalments add up to, and how much of that is interest. */
export function loanTotals(loan: Cents, instalment: Cents, years: number): { totalLoanPayment: Cents; totalInterest: Cents } {
  const totalLoanPayment = roundToCents(dec(instalment).times(dec(years * 12)));
  return { totalLoanPayment, totalInterest: Math.max(0, totalLoanPayment - loan) as Cents };
}

/** `part` as a percentage of `whole` to 1 decimal; null when the whole is 0. */
export function percentage(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Number(dec(part).times(dec(100)).div(dec(whole)).round(1, ROUND_HALF_UP).toString());
}

export const addCents = (...amounts: Array<Cents | null | undefined>): Cents => sumCents(amounts.map((a) => (a ?? 0) as Cents));

/**
 * A year's property tax on an owner-occupied home with annual value `annualValue` (cents), by IRAS's owner-occupier
 * bands in force on `day` (policy/owner-occupier-property-tax.ts): each band's percent on the part of the value
 * inside it, rounded half up to the cent once. Null when no row of rates is kept for that day (before 2015).
 * AV S$15,500 in 2025: 4 % of S$3,500 = S$140; in 2024: 4 % of S$7,500 = S$300 (MOF's example of a 4-room flat).
 */
export function ownerOccupierPropertyTax(annualValue: Cents, day: string): { amount: Cents; bands: readonly PropertyTaxBand[]; source: PolicySource; effectiveFrom: string | null } | null {
  const row = rowOn(OWNER_OCCUPIER_PROPERTY_TAX, day);
  if (!row.value) return null;
  let lower = 0;
  let tax = dec(0);
  for (const band of row.value) {
    if (annualValue <= lower) break;
    const top = band.upTo === null ? annualValue : Math.min(annualValue, band.upTo);
    tax = tax.plus(dec(top - lower).times(dec(band.percent)).div(dec(100)));
    if (band.upTo === null) break;
    lower = band.upTo;
  }
  return { amount: roundToCents(tax), bands: row.value, source: row.source, effectiveFrom: row.effectiveFrom };
}
