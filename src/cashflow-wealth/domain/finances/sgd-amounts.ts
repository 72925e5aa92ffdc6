import { BASE_CURRENCY, normaliseCurrency, type CurrencyCode } from '../../../shared-kernel/currency.js';
import type { Decimal } from '../../../shared-kernel/decimal.js';
import { InvalidRate, UnknownCurrency, rateToSgd, type FxRates } from '../../../shared-kernel/fx.js';
import { centsToDecimal, roundToCents, type Cents } from '../../../shared-kernel/money.js';

/** Converts cents of a currency to SGD cents. */
export type ToSgd = (amount: Cents, currency: CurrencyCode) => Cents;

/**
 * A converter to SGD cents at the stored rates (SGD per unit): amount x rate, rounded half-up per item (the amount
 * the resident sees next to the item), the same arithmetic as the shared kernel's `convert`. Each currency's rate
 * is parsed once per converter (a dashboard read converts hundreds of items).
 *
 * A currency without a usable rate counts as 0: every write checks that the currency has a rate, so this only
 * happens when rates were removed afterwards, and a dashboard that still answers (without that item) is better
 * than one that fails. docs/decisions.md "Totals and the health check in SGD".
 */
export function sgdConverter(rates: FxRates): ToSgd {
  const parsed = new Map<CurrencyCode, Decimal | null>();
  const rateOf = (currency: CurrencyCode): Decimal | null => {
    let rate = parsed.get(currency);
    if (rate === undefined) {
      try {
        rate = rateToSgd(currency, rates);
      } catch (error) {
        if (!(error instanceof UnknownCurrency || error instanceof InvalidRate)) throw error;
        rate = null;
      }
      parsed.set(currency, rate);
    }
    return rate;
  };
  return (amount, currency) => {
    if (currency === BASE_CURRENCY || normaliseCurrency(currency) === BASE_CURRENCY) return amount;
    const rate = rateOf(currency);
    return rate === null ? (0 as Cents) : roundToCents(centsToDecimal(amount).times(rate));
  };
}

