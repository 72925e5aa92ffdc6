/**
 * How currencies read to a resident (docs/decisions.md "Rough edges smoothed"): a picker names each one ('Singapore
 * dollar (SGD)'), never a bare code such as CNH; amount labels carry the unit one way everywhere, 'S$' for
 * Singapore dollars (the UI guide's "Numbers" and the amounts shown, spec 1 §9) and the code for any other
 * currency ('Total value (USD)'). Gold (XAU) and the other precious metals are priced as currencies in the rate
 * table but are no currency to hold money in: only the gold panel reads them. Pure.
 */

/** Names of the currencies the rate table carries, as a Singapore resident would say them. */
const NAMES: Readonly<Record<string, string>> = {
  SGD: 'Singapore dollar',
  USD: 'US dollar',
  EUR: 'Euro',
  JPY: 'Japanese yen',
  GBP: 'British pound',
  AUD: 'Australian dollar',
  CNH: 'Chinese yuan (offshore)',
  CNY: 'Chinese yuan',
  HKD: 'Hong Kong dollar',
  MYR: 'Malaysian ringgit',
  IDR: 'Indonesian rupiah',
  THB: 'Thai baht',
  PHP: 'Philippine peso',
  INR: 'Indian rupee',
  KRW: 'South Korean won',
  TWD: 'New Taiwan dollar',
  VND: 'Vietnamese dong',
  NZD: 'New Zealand dollar',
  CAD: 'Canadian dollar',
  CHF: 'Swiss franc',
  SEK: 'Swedish krona',
  NOK: 'Norwegian krone',
  DKK: 'Danish krone',
  AED: 'UAE dirham',
  SAR: 'Saudi riyal',
  BND: 'Brunei dollar',
};

/** Precious metals: in the rate table (spec 2 §4: gold is priced from the XAU rate), never a currency to pick. */
export const METAL_CODES: ReadonlySet<string> = new Set(['XAU', 'XAG', 'XPT', 'XPD']);

/** A currency's name: the table's, else the browser's own (Intl), else the code itself. */
export function currencyName(code: string): string {
  const known = NAMES[code];
  if (known) return known;
  try {
    const name = new Intl.DisplayNames(['en-SG'], { type: 'currency' }).of(code);
    if (name && name !== code) return name.charAt(0).toUpperCase() + name.slice(1);
  } catch {
    // Not a code Intl knows: the code is all there is.
  }
  return code;
}

/** What a currency picker shows: 'Singapore dollar (SGD)'; a code without a name stays the code. */
export function currencyOptionLabel(code: string): string {
  const name = currencyName(code);
  return name === code ? code : `${name} (${code})`;
}

/** The unit an amount label ends with: 'S$' for Singapore dollars, the code otherwise ('Total value (USD)'). */
export function amountUnit(code: string): string {
  return code === 'SGD' ? 'S$' : code;
}

/** `label (unit)`: 'Total value (S$)', 'Outstanding amount (USD)'. */
export function amountLabel(label: string, code: string): string {
  return `${label} (${amountUnit(code)})`;
}
