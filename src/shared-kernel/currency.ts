/**
 * Currencies are ISO 4217-style three-letter codes. The spec also uses market codes that are not ISO
 * (CNH, the offshore yuan; XAU-style gold codes), so the type is an open string rather than a closed union.
 */
export type CurrencyCode = string;

/** Spec 1 §9: default currency SGD; it is also the base of every exchange rate (SGD = 1.0). */
export const BASE_CURRENCY = 'SGD' as const;
export const DEFAULT_CURRENCY = BASE_CURRENCY;

/** Spec 1 §9 / spec 2: popular currencies, in the order the currency pickers list them first. */
export const POPULAR_CURRENCIES = ['SGD', 'USD', 'EUR', 'JPY', 'GBP', 'AUD', 'CNH', 'HKD'] as const;

export type PopularCurrency = (typeof POPULAR_CURRENCIES)[number];

/** Upper-cases and trims a currency code ('usd ' -> 'USD') so lookups in rate tables are consistent. */
export function normaliseCurrency(code: string): CurrencyCode {
  return code.trim().toUpperCase();
}
