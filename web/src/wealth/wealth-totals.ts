/**
 * The completed page's totals (spec 2 §3 "Finances"): every asset and the CPF balances, every liability, and net
 * worth, in SGD cents, converted at the latest stored rates (shared-kernel fx: through SGD, rounded half up once).
 */
import { convert, type FxRates } from '../../../src/shared-kernel/fx.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { ownedValueCents } from './home-value';
import type { AssetDto, CpfAssetDto, FxRateDto, LiabilityDto } from './wealth.types';

export function fxRatesOf(rates: readonly FxRateDto[]): FxRates {
  const table: Record<string, string> = { SGD: '1' };
  for (const rate of rates) table[rate.currencyCode] = rate.exchangeRate;
  return table;
}

export interface WealthTotals {
  totalAssets: number;
  totalLiabilities: number;
  netWorth: number;
  /** currencies held without a rate (left out of the totals rather than guessed) */
  unconverted: string[];
}

export function wealthTotals(
  assets: readonly AssetDto[],
  cpf: CpfAssetDto | null,
  liabilities: readonly LiabilityDto[],
  rates: FxRates,
): WealthTotals {
  const unconverted = new Set<string>();
  const toSgd = (cents: number, currency: string): number => {
    try {
      return convert(cents as Cents, currency, 'SGD', rates);
    } catch {
      unconverted.add(currency);
      return 0;
    }
  };
  const cpfTotal = cpf ? cpf.oa + cpf.sa + cpf.ma + (cpf.ra ?? 0) : 0;
  // A home counts at the resident's share of it (decisions.md "The home as an asset").
  const totalAssets = assets.reduce((sum, a) => sum + toSgd(ownedValueCents(a), a.currency), cpfTotal);
  const totalLiabilities = liabilities.reduce((sum, l) => sum + toSgd(l.amount, l.ccy), 0);
  return { totalAssets, totalLiabilities, netWorth: totalAssets - totalLiabilities, unconverted: [...unconverted].sort() };
}

/** The SGD value of an amount for a subtext ('≈ S$1,350.00'), or null when it is SGD or no rate is known. */
export function sgdEquivalent(cents: number, currency: string, rates: FxRates): number | null {
  if (currency === 'SGD') return null;
  try {
    return convert(cents as Cents, currency, 'SGD', rates);
  } catch {
    return null;
  }
}
