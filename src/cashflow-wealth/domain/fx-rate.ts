import { BASE_CURRENCY, POPULAR_CURRENCIES, type CurrencyCode } from '../../shared-kernel/currency.js';
import { dec, type Decimal } from '../../shared-kernel/decimal.js';
import { DomainError, type FieldError } from '../../shared-kernel/errors.js';
import { LocalDate } from '../../shared-kernel/local-date.js';

/**
 * One exchange rate (spec 1 §3 "FX rate"): SGD per 1 unit of `currencyCode` on `retrievedDate`, the convention
 * of shared-kernel fx.ts. The rate is exact decimal text ('1.3045', '0.008371'), never a float.
 */
export interface FxRate {
  currencyCode: CurrencyCode;
  exchangeRate: string;
  retrievedDate: LocalDate;
}

/** What the table can hold: NUMERIC(20, 10). */
export const MAX_RATE_DECIMALS = 10;
export const MAX_RATE_INTEGER_DIGITS = 10;
const CODE = /^[A-Z]{3}$/;

export class InvalidFxRates extends DomainError {
  constructor(details: FieldError[]) {
    super('CASHFLOW_WEALTH.INVALID_FX_RATES', `These exchange rates cannot be used: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`, 'validation', details);
  }
}

/** Shortest exact text of a rate: '1.3045000000' -> '1.3045', '1.0' -> '1'. */
export function canonicalRate(rate: Decimal): string {
  return rate.toFixed(MAX_RATE_DECIMALS).replace(/\.?0+$/, '');
}

function rateProblem(raw: unknown): { rate?: Decimal; problem?: string } {
  if (typeof raw !== 'number' && typeof raw !== 'string') return { problem: 'exchangeRate must be a decimal number' };
  let rate: Decimal;
  try {
    rate = dec(raw);
  } catch {
    return { problem: 'exchangeRate must be a decimal number' };
  }
  if (rate.lte(0n)) return { problem: 'exchangeRate must be more than 0' };
  if (rate.round(MAX_RATE_DECIMALS, 0).cmp(rate) !== 0) return { problem: `exchangeRate can have at most ${MAX_RATE_DECIMALS} decimal places` };
  if (rate.gte(dec(10n ** BigInt(MAX_RATE_INTEGER_DIGITS)))) return { problem: `exchangeRate must be less than 10^${MAX_RATE_INTEGER_DIGITS}` };
  return { rate };
}

/**
 * Reads a list of rates from outside (a file, a provider): `[{ currencyCode, exchangeRate, retrievedDate }]`.
 * Codes are three capital letters; rates positive decimals (numbers or text) with at most 10 decimals; dates
 * 'YYYY-MM-DD' not after `today`; SGD, when listed, exactly 1; one rate per currency and day. Every problem is
 * reported at once, by position ('rates[3].exchangeRate').
 * @throws InvalidFxRates (`CASHFLOW_WEALTH.INVALID_FX_RATES`, validation).
 */
export function parseFxRates(raw: unknown, today: LocalDate): FxRate[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw new InvalidFxRates([{ field: 'rates', message: 'expected a non-empty list of { currencyCode, exchangeRate, retrievedDate }' }]);
  }
  const problems: FieldError[] = [];
  const rates: FxRate[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, index) => {
    const at = (field: string) => `rates[${index}]${field ? `.${field}` : ''}`;
    if (typeof entry !== 'object' || entry === null) {
      problems.push({ field: at(''), message: 'expected an object' });
      return;
    }
    const { currencyCode, exchangeRate, retrievedDate } = entry as Record<string, unknown>;
    const before = problems.length;
    if (typeof currencyCode !== 'string' || !CODE.test(currencyCode)) problems.push({ field: at('currencyCode'), message: 'currencyCode must be three capital letters, e.g. USD' });
    const { rate, problem } = rateProblem(exchangeRate);
    if (problem) problems.push({ field: at('exchangeRate'), message: problem });
    if (!LocalDate.isValid(retrievedDate)) problems.push({ field: at('retrievedDate'), message: 'retrievedDate must be a date YYYY-MM-DD' });
    else if (LocalDate.compare(retrievedDate, today) > 0) problems.push({ field: at('retrievedDate'), message: `retrievedDate cannot be after today (${today})` });
    if (problems.length > before) return;
    const code = currencyCode as string;
    if (code === BASE_CURRENCY && !rate!.eq(1n)) problems.push({ field: at('exchangeRate'), message: 'SGD is always 1' });
    const key = `${code} ${String(retrievedDate)}`;
    if (seen.has(key)) problems.push({ field: at(''), message: `${code} is listed twice for ${String(retrievedDate)}` });
    seen.add(key);
    rates.push({ currencyCode: code, exchangeRate: canonicalRate(rate!), retrievedDate: retrievedDate as LocalDate });
  });
  if (problems.length > 0) throw new InvalidFxRates(problems);
  return rates;
}

/** Popular currencies in spec 1 §9 order, then the others alphabetically. */
function currencyOrder(a: CurrencyCode, b: CurrencyCode): number {
  const rank = (code: CurrencyCode) => {
    const index = (POPULAR_CURRENCIES as readonly string[]).indexOf(code);
    return index === -1 ? POPULAR_CURRENCIES.length : index;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * GET /fx-rates/latest: the rates grouped per currency, each currency's latest retrieved date kept, listed popular
 * currencies first (SGD, USD, EUR, JPY, GBP, AUD, CNH, HKD) then the rest alphabetically. SGD is always present
 * at 1 (dated like the newest rate when the table does not list it), because every conversion goes through it.
 */
export function latestPerCurrency(rates: readonly FxRate[]): FxRate[] {
  const latest = new Map<CurrencyCode, FxRate>();
  for (const rate of rates) {
    const kept = latest.get(rate.currencyCode);
    if (!kept || LocalDate.compare(rate.retrievedDate, kept.retrievedDate) > 0) latest.set(rate.currencyCode, rate);
  }
  if (!latest.has(BASE_CURRENCY) && latest.size > 0) {
    const newest = [...latest.values()].map((r) => r.retrievedDate).reduce((a, b) => (LocalDate.compare(a, b) >= 0 ? a : b));
    latest.set(BASE_CURRENCY, { currencyCode: BASE_CURRENCY, exchangeRate: '1', retrievedDate: newest });
  }
  return [...latest.values()].sort((a, b) => currencyOrder(a.currencyCode, b.currencyCode));
}
