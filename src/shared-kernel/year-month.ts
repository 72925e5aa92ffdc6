import { DomainError } from './errors.js';
import { LocalDate } from './local-date.js';

declare const yearMonthBrand: unique symbol;

/** A calendar month, 'YYYY-MM' (e.g. a budget month, a target month). Build with {@link YearMonth.parse}. */
export type YearMonth = string & { readonly [yearMonthBrand]: 'YearMonth' };

const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** Months since year 0, so month arithmetic is plain integer arithmetic. */
function toIndex(value: YearMonth): number {
  const [, year = '0', month = '1'] = YEAR_MONTH.exec(value) ?? [];
  return Number(year) * 12 + Number(month) - 1;
}

function fromIndex(index: number): YearMonth {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  if (year < 0 || year > 9999) {
    throw new DomainError('DATE.INVALID_YEAR_MONTH', `Month out of range: year ${year}`, 'validation');
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}` as YearMonth;
}

/** Operations on {@link YearMonth} values; the values themselves stay plain strings, safe in JSON. */
export const YearMonth = {
  /** True for 'YYYY-MM' text with a month 01 to 12. */
  isValid(text: unknown): text is YearMonth {
    if (typeof text !== 'string') {
      return false;
    }
    const month = Number(YEAR_MONTH.exec(text)?.[2] ?? NaN);
    return month >= 1 && month <= 12;
  },

  /**
   * Reads 'YYYY-MM' text.
   * @throws DomainError `DATE.INVALID_YEAR_MONTH` (kind 'validation') for any other text.
   */
  parse(text: string): YearMonth {
    if (!YearMonth.isValid(text)) {
      throw new DomainError('DATE.INVALID_YEAR_MONTH', `Not a calendar month (YYYY-MM): ${text}`, 'validation');
    }
    return text;
  },

  /** -1, 0 or 1 as `a` is before, the same as or after `b`. */
  compare(a: YearMonth, b: YearMonth): -1 | 0 | 1 {
    return a < b ? -1 : a > b ? 1 : 0;
  },

  /** The month `months` later (negative: earlier): 2026-11 + 3 = 2027-02. */
  addMonths(value: YearMonth, months: number): YearMonth {
    if (!Number.isInteger(months)) {
      throw new DomainError('DATE.INVALID_YEAR_MONTH', `Not a whole number of months: ${months}`, 'validation');
    }
    return fromIndex(toIndex(value) + months);
  },

  /** Months from `from` to `to`: 2026-01 -> 2026-12 is 11; negative when `to` is earlier. */
  monthsBetween(from: YearMonth, to: YearMonth): number {
    return toIndex(to) - toIndex(from);
  },

  /** The month a day falls in: 2026-01-15 -> 2026-01. */
  fromLocalDate(date: LocalDate): YearMonth {
    return date.slice(0, 7) as YearMonth;
  },

  /** The first day of the month: 2026-02 -> 2026-02-01. */
  firstDay(value: YearMonth): LocalDate {
    return LocalDate.parse(`${value}-01`);
  },

  /** The last day of the month: 2028-02 -> 2028-02-29 (leap year). */
  lastDay(value: YearMonth): LocalDate {
    return LocalDate.addDays(LocalDate.parse(`${YearMonth.addMonths(value, 1)}-01`), -1);
  },
} as const;
