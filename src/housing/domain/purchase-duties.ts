/**
 * The duties and legal fees of a purchase, worked out from the dated tables in force on the purchase date
 * (docs/decisions.md "Housing rules as dated tables"): buyer's stamp duty and additional buyer's stamp duty (IRAS)
 * on the dutiable value, and HDB's legal fees with GST. Each answer carries the rows it used, so the summary can
 * list its sources. Pure: no clock, no I/O.
 */
import { dec, ROUND_DOWN, ROUND_HALF_UP, ROUND_UP } from '../../shared-kernel/decimal.js';
import type { Cents } from '../../shared-kernel/money.js';
import type { HouseholdType, Residency } from './housing-plan.js';
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
}

export interface AdditionalBuyerStampDuty extends WorkedOut {
  /** the percent charged: the highest of the buyers' rates */
  percent: string;
  /** a relief the household may have, in words, when it may apply; null otherwise */
  note: string | null;
}

function rateFor(rates: AbsdRates, residency: Residency, propertiesOwned: number): string {
  if (residency === 'FOREIGNER') return rates.FOREIGNER;
  const byCount = rates[residency];
  return byCount[Math.min(propertiesOwned, byCount.length - 1)]!;
}

/**
 * Additional buyer's stamp duty: the dutiable value at the highest rate any buyer's residency and the household's
 * count give (IRAS: a joint purchase pays the highest applicable rate), rounded down to the dollar. IRAS's reliefs
 * for married couples depend on facts the plan does not ask (being married, selling the first home in time), so
 * they are not taken off: the duty is charged and the note says when the money comes back or is not due.
 */
export function additionalBuyerStampDuty(value: Cents, buyers: AbsdBuyers, purchaseDate: string): AdditionalBuyerStampDuty {
  const row = rowOn(ADDITIONAL_BUYERS_STAMP_DUTY, purchaseDate);
  const residencies = buyers.buyerResidencies.length > 0 ? buyers.buyerResidencies : (['CITIZEN'] as const);
  const percent = residencies
    .map((residency) => rateFor(row.value, residency, buyers.propertiesOwned))
    .reduce((highest, rate) => (dec(rate).gt(dec(highest)) ? rate : highest), '0');
  const amount = downToDollar(dec(value).times(dec(percent)).div(dec(100)));
  return { amount, percent, note: amount > 0 ? reliefNote(buyers) : null, sources: [row.source] };
}

/** IRAS's reliefs for a married couple with at least one citizen, when the plan's buyers could be one. */
function reliefNote({ householdType, buyerResidencies, propertiesOwned }: AbsdBuyers): string | null {
  const couple = householdType === 'FAMILY' && buyerResidencies.length >= 2 && buyerResidencies.includes('CITIZEN');
  if (!couple) return null;
  if (propertiesOwned === 0) {
    return 'If you are a married couple buying your first home together and at least one of you is a citizen, IRAS remits this duty: ask for the remission when the purchase is stamped.';
  }
  if (propertiesOwned === 1) {
    return 'If you are a married couple and at least one of you is a citizen, IRAS refunds this duty when you sell your first home within 6 months of buying this one (of getting its keys, for a flat still being built).';
  }
  return null;
}

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
