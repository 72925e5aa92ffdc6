/**
 * Gold in bank data (spec 2 §4): gold accounts hold the currency XAU, where 100 units are one troy ounce, priced
 * at the stored XAU rate (SGD per ounce); gold products held by quantity carry a product code whose multiplier
 * turns one unit into troy ounces (0 when the code is unknown: the holding is shown without a value rather than
 * a wrong one). 1 troy ounce = 31.103477 g; a tola is 1/2.666665 of an ounce.
 */
import { ROUND_HALF_UP, dec, type Decimal } from '../../shared-kernel/decimal.js';

export const GRAMS_PER_TROY_OUNCE = '31.103477';
export const TOLAS_PER_TROY_OUNCE = '2.666665';
/** 100 units of XAU are one ounce. */
export const XAU_UNITS_PER_OUNCE = 100;

const grams = (g: number): Decimal => dec(g).div(dec(GRAMS_PER_TROY_OUNCE));
const ounces = (oz: number | string): Decimal => dec(oz);
const tolas = (t: number): Decimal => dec(t).div(dec(TOLAS_PER_TROY_OUNCE));

/**
 * The gold products our bank sandbox knows (the spec counts about 40 and names none): bars and coins by weight,
 * in grams, ounces, tolas and kilograms, and the banks' gold savings accounts counted in grams or ounces.
 */
export const GOLD_PRODUCTS: Readonly<Record<string, { description: string; ouncesPerUnit: Decimal }>> = {
  GSA_G: { description: 'Gold savings account (grams)', ouncesPerUnit: grams(1) },
  GSA_OZ: { description: 'Gold savings account (ounces)', ouncesPerUnit: ounces(1) },
  BAR_1G: { description: 'Gold bar 1 g', ouncesPerUnit: grams(1) },
  BAR_2_5G: { description: 'Gold bar 2.5 g', ouncesPerUnit: grams(2.5) },
  BAR_5G: { description: 'Gold bar 5 g', ouncesPerUnit: grams(5) },
  BAR_10G: { description: 'Gold bar 10 g', ouncesPerUnit: grams(10) },
  BAR_20G: { description: 'Gold bar 20 g', ouncesPerUnit: grams(20) },
  BAR_50G: { description: 'Gold bar 50 g', ouncesPerUnit: grams(50) },
  BAR_100G: { description: 'Gold bar 100 g', ouncesPerUnit: grams(100) },
  BAR_250G: { description: 'Gold bar 250 g', ouncesPerUnit: grams(250) },
  BAR_500G: { description: 'Gold bar 500 g', ouncesPerUnit: grams(500) },
  BAR_1KG: { description: 'Gold bar 1 kg', ouncesPerUnit: grams(1000) },
  BAR_1OZ: { description: 'Gold bar 1 oz', ouncesPerUnit: ounces(1) },
  BAR_5OZ: { description: 'Gold bar 5 oz', ouncesPerUnit: ounces(5) },
  BAR_10OZ: { description: 'Gold bar 10 oz', ouncesPerUnit: ounces(10) },
  BAR_1TL: { description: 'Gold bar 1 tola', ouncesPerUnit: tolas(1) },
  BAR_10TL: { description: 'Gold bar 10 tola', ouncesPerUnit: tolas(10) },
  COIN_1_10OZ: { description: 'Gold coin 1/10 oz', ouncesPerUnit: ounces('0.1') },
  COIN_1_4OZ: { description: 'Gold coin 1/4 oz', ouncesPerUnit: ounces('0.25') },
  COIN_1_2OZ: { description: 'Gold coin 1/2 oz', ouncesPerUnit: ounces('0.5') },
  COIN_1OZ: { description: 'Gold coin 1 oz', ouncesPerUnit: ounces(1) },
};

/** Troy ounces per unit of a gold product; 0 for a code we do not know. */
export function ouncesPerUnit(productCode: string): Decimal {
  return Object.hasOwn(GOLD_PRODUCTS, productCode) ? GOLD_PRODUCTS[productCode]!.ouncesPerUnit : dec(0);
}

/** Ounces held, to 3 decimals (the gold quantity's precision, spec 2 §5). */
export function ouncesHeld(productCode: string, quantity: number): number {
  return Number(ouncesPerUnit(productCode).times(dec(quantity)).round(3, ROUND_HALF_UP).toFixed(3));
}

/** Ounces in a gold account amount given in XAU units (100 units = 1 oz), to 3 decimals. */
export function ouncesOfXauUnits(units: number): number {
  return Number(dec(units).div(dec(XAU_UNITS_PER_OUNCE)).round(3, ROUND_HALF_UP).toFixed(3));
}

/** SGD cents of `oz` troy ounces at `xauRate` (SGD per ounce), rounded half up to the cent. */
export function goldValueCents(oz: number, xauRate: number | string): number {
  return Number(dec(oz).times(dec(xauRate)).times(dec(100)).round(0, ROUND_HALF_UP).toFixed(0));
}
