/**
 * The names a resident reads for what the banks shared (docs/decisions.md "Rough edges smoothed"): the record's
 * codes (an ISIN before a fund's name, `unitTrust`, a gold product code, an account number's digits) are for
 * machines; the lists and the bank summary show a product's or security's own name and its kind in words. Pure.
 */
import { GOLD_PRODUCTS } from './gold.js';

/** A holding type of the record (spec 2 §4) in words. */
export const HOLDING_TYPE_LABELS: Readonly<Record<string, string>> = {
  equity: 'Shares',
  unitTrust: 'Unit trust',
  bond: 'Bond',
  gold: 'Gold',
  structuredProduct: 'Structured product',
  others: 'Other',
};

export function holdingTypeLabel(holdingType: string): string {
  return Object.hasOwn(HOLDING_TYPE_LABELS, holdingType) ? HOLDING_TYPE_LABELS[holdingType]! : 'Other';
}

/** An ISIN: two letters, nine letters or digits, one check digit. */
const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

/**
 * A holding's name: a gold product's description, else its code without a leading ISIN ('SG9999004376 Fund' reads
 * 'Fund'), else, when the code is nothing but an ISIN, its kind ('Unit trust').
 */
export function holdingDisplayName(holdingCode: string, holdingType: string): string {
  const gold = Object.hasOwn(GOLD_PRODUCTS, holdingCode) ? GOLD_PRODUCTS[holdingCode] : undefined;
  if (gold) return gold.description;
  const words = holdingCode.trim().split(/\s+/);
  const rest = words.length > 0 && ISIN.test(words[0]!) ? words.slice(1).join(' ') : words.join(' ');
  return rest === '' ? holdingTypeLabel(holdingType) : rest;
}
