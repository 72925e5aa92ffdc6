/**
 * The duties and legal fees of a purchase, worked out from the dated tables in force on the purchase date
 * (docs/decisions.md "Housing rules as dated tables"): buyer's stamp duty and additional buyer's stamp duty (IRAS)
 * on the dutiable value, and HDB's legal fees with GST. Each answer carries the rows it used, so the summary can
 * list its sources. Pure: no clock, no I/O.
 */
import { dec, groupThousands, ROUND_DOWN, ROUND_HALF_UP, ROUND_UP } from '../../shared-kernel/decimal.js';
import type { Cents } from '../../shared-kernel/money.js';
import type { FlatType, HouseholdType, MaritalStatus, Residency } from './housing-plan.js';
import { ABSD_MARRIED_COUPLE_REMISSION } from './policy/absd-married-couple-remission.js';
import { ADDITIONAL_BUYERS_STAMP_DUTY, type AbsdRates } from './policy/additional-buyers-stamp-duty.js';
import { BUYERS_STAMP_DUTY } from './policy/buyers-stamp-duty.js';
import { rowOn, type PolicySource } from './policy/dated-table.js';
import { GST_RATE } from './policy/gst.js';
import { HDB_LEGAL_FEES } from './policy/hdb-legal-fees.js';

/** A figure worked out from the tables, with the rows it came from. */
export interface WorkedOut {
  amount: Cents;
  sources: PolicySource[];
}

const DOLLAR = 100;

/** `cents` rounded down to the dollar (IRAS's rounding of stamp duty). */
const downToDollar = (cents: ReturnType<typeof dec>): Cents => Number(cents.div(dec(DOLLAR)).round(0, ROUND_DOWN).times(dec(DOLLAR)).toString()) as Cents;

/** IRAS: stamp duty is on the higher of the price and the market value (for an HDB resale flat, HDB's valuation). */
export function dutiableValue(price: Cents, valuation: Cents | null): Cents {
  return Math.max(price, valuation ?? 0) as Cents;
}

/** Marginal bands: each band's percent on the part of `amount` inside it, unrounded. */
function banded(amount: Cents, bands: ReadonlyArray<{ upTo: Cents | null; percent: string }>): ReturnType<typeof dec> {
  let total = dec(0);
  let lower = 0;
  for (const band of bands) {
    if (amount <= lower) break;
    const top = band.upTo === null ? amount : Math.min(amount, band.upTo);
    total = total.plus(dec(top - lower).times(dec(band.percent)).div(dec(100)));
    if (band.upTo === null) break;
    lower = band.upTo;
  }
  return total;
}

/**
 * Buyer's stamp duty on the dutiable value by the bands in force on `purchaseDate`, rounded down to the dollar.
 * From 15 Feb 2023: S$2,000,000 -> S$69,600; S$300,025 -> S$4,200 (S$4,200.50 before rounding down).
 */
export function buyerStampDuty(value: Cents, purchaseDate: string): WorkedOut {
  const row = rowOn(BUYERS_STAMP_DUTY, purchaseDate);
  return { amount: downToDollar(banded(value, row.value)), sources: [row.source] };
}

export interface AbsdBuyers {
  householdType: HouseholdType;
  buyerResidencies: readonly Residency[];
  /** residential properties the household already owns */
  propertiesOwned: number;
  /** a family's marital status (IRAS's remission for married couples needs "married"); null or absent: not answered */
  maritalStatus?: MaritalStatus | null;
  /** new or resale: when a second home's refund clock starts (the TOP of a flat still being built) */
  flatType?: FlatType | null;
}

/** IRAS's relief the purchase gets: the first home's remission (nothing charged), or a second home's refund route. */
export type AbsdRelief = 'MARRIED_COUPLE_FIRST_HOME' | 'MARRIED_COUPLE_SECOND_HOME_REFUND';

export interface AdditionalBuyerStampDuty extends WorkedOut {
  /** the percent charged: the highest of the buyers' rates; '0' when remitted */
  percent: string;
  /** the relief that applies, or null */
  relief: AbsdRelief | null;
  /** the relief in words: its condition, the refund route, or what to answer for it; null when none may apply */
  note: string | null;
}

function rateFor(rates: AbsdRates, residency: Residency, propertiesOwned: number): string {
  if (residency === 'FOREIGNER') return rates.FOREIGNER;
  const byCount = rates[residency];
  return byCount[Math.min(propertiesOwned, byCount.length - 1)]!;
}

/**
 * Additional buyer's stamp duty: the dutiable value at the highest rate any buyer's residency and the household's
 * count give (IRAS: a joint purchase pays the highest applicable rate), rounded down to the dollar, with IRAS's
 * reliefs for a married couple with at least one Singapore citizen buying jointly in both names only
 * (docs/decisions.md "Who is buying"):
 * - neither owns another residential property: remitted, 0 charged, and the note says the condition;
 * - a second home: charged upfront, and the note says the refund when the first is sold within 6 months (of the
 *   purchase, or of the TOP (the keys) for a flat still being built);
 * - a couple who could be one but is not married (engaged) or has not said: charged, and the note says why.
 */
export function additionalBuyerStampDuty(value: Cents, buyers: AbsdBuyers, purchaseDate: string): AdditionalBuyerStampDuty {
  const row = rowOn(ADDITIONAL_BUYERS_STAMP_DUTY, purchaseDate);
  const residencies = buyers.buyerResidencies.length > 0 ? buyers.buyerResidencies : (['CITIZEN'] as const);
  const percent = residencies
    .map((residency) => rateFor(row.value, residency, buyers.propertiesOwned))
    .reduce((highest, rate) => (dec(rate).gt(dec(highest)) ? rate : highest), '0');
  const amount = downToDollar(dec(value).times(dec(percent)).div(dec(100)));
  if (amount <= 0) return { amount, percent, relief: null, note: null, sources: [row.source] };
  const remission = rowOn(ABSD_MARRIED_COUPLE_REMISSION, purchaseDate);
  const couple = buyers.householdType === 'FAMILY' && residencies.length === 2 && residencies.includes('CITIZEN');
  if (!couple || buyers.propertiesOwned > 1) return { amount, percent, relief: null, note: null, sources: [row.source] };
  const sources = [row.source, remission.source];
  const charged = `${percent} %, ${dollarsText(amount)}`;
  if (buyers.maritalStatus === 'MARRIED' && buyers.propertiesOwned === 0) {
    return {
      amount: 0 as Cents,
      percent: '0',
      relief: 'MARRIED_COUPLE_FIRST_HOME',
      note: `Remitted (${charged} otherwise): IRAS remits the additional buyer's stamp duty of a married couple with at least one Singapore citizen buying their first home together, on condition that the flat is in both your names only, you are married when you sign, and neither of you owns another residential property. Your lawyer asks for the remission when the purchase is stamped.`,
      sources,
    };
  }
  if (buyers.maritalStatus === 'MARRIED') {
    const months = remission.value.secondHomeSellWithinMonths;
    const clock =
      buyers.flatType === 'NEW'
        ? `of the new flat's Temporary Occupation Permit (about when you get its keys)`
        : buyers.flatType === 'RESALE'
          ? 'of buying this one'
          : 'of buying this one (of its Temporary Occupation Permit, about when you get the keys, for a flat still being built)';
    return {
      amount,
      percent,
      relief: 'MARRIED_COUPLE_SECOND_HOME_REFUND',
      note: `Paid upfront (${charged}), then refunded: IRAS refunds it to a married couple with at least one Singapore citizen who bought this home together in both names only, if you sell your first home within ${months} months ${clock} and stay married.`,
      sources,
    };
  }
  // Not said whether married (a plan from before the question): the relief in the words it always had.
  if (buyers.maritalStatus === null || buyers.maritalStatus === undefined) {
    const note =
      buyers.propertiesOwned === 0
        ? 'If you are a married couple buying your first home together and at least one of you is a citizen, IRAS remits this duty: ask for the remission when the purchase is stamped.'
        : 'If you are a married couple and at least one of you is a citizen, IRAS refunds this duty when you sell your first home within 6 months of buying this one (of getting its keys, for a flat still being built).';
    return { amount, percent, relief: null, note, sources };
  }
  const note =
    buyers.maritalStatus === 'ENGAGED' && buyers.propertiesOwned === 0
      ? `Charged (${charged}): IRAS's remission for a couple's first home needs you to be married when you sign. Married first, a couple with a Singapore citizen buying together pays none.`
      : null;
  return { amount, percent, relief: null, note, sources: note ? sources : [row.source] };
}

/** S$50,000: whole dollars (the duty is already rounded down to the dollar). */
const dollarsText = (cents: Cents) => `S$${groupThousands(String(Math.round(cents / 100)))}`;

export interface LegalFee extends WorkedOut {
  /** the fee before GST, after rounding up to the dollar and the minimum */
  feeBeforeGst: Cents;
  gst: Cents;
  /** the GST percent on the purchase date */
  gstPercent: string;
}

/**
 * HDB's legal (conveyancing) fee on `amount` (the price for the purchase, the loan for the HDB loan): the scale's
 * marginal bands, rounded up to the next dollar, at least the minimum, then GST at the rate on `purchaseDate`
 * (half up to the cent). HDB's example: S$345,000 -> 27 + 21.60 + 171 = 219.60 -> 220 -> S$239.80 with 9 % GST.
 * Nothing is charged on 0 (no loan, no fee).
 */
export function hdbLegalFee(amount: Cents, purchaseDate: string): LegalFee {
  const scale = rowOn(HDB_LEGAL_FEES, purchaseDate);
  const gstRow = rowOn(GST_RATE, purchaseDate);
  const sources = [scale.source, gstRow.source];
  if (amount <= 0) return { amount: 0 as Cents, feeBeforeGst: 0 as Cents, gst: 0 as Cents, gstPercent: gstRow.value, sources };
  const bands = scale.value.bands.map((band) => ({ upTo: band.upTo, percent: dec(band.centsPerThousandDollars).div(dec(1_000)).toString() }));
  // cents per 1,000 dollars is a percent of (cents per 100,000 cents): 90 cents per 1,000 dollars = 0.09 %.
  const scaled = banded(amount, bands);
  const upToDollar = Number(scaled.div(dec(DOLLAR)).round(0, ROUND_UP).times(dec(DOLLAR)).toString());
  const feeBeforeGst = Math.max(upToDollar, scale.value.minimumFee) as Cents;
  const gst = Number(dec(feeBeforeGst).times(dec(gstRow.value)).div(dec(100)).round(0, ROUND_HALF_UP).toString()) as Cents;
  return { amount: (feeBeforeGst + gst) as Cents, feeBeforeGst, gst, gstPercent: gstRow.value, sources };
}
