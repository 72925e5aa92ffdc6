/**
 * How the report writes its figures and their sources, the same in every section: amounts in S$ (never a bare
 * minus), "Not available yet", and where a figure came from (worked out, typed in, or imported from Myinfo or a bank,
 * with the date). Kept in one place so every section words a source the same way.
 */
import type { FullFinancesResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { FxRates } from '../../../src/shared-kernel/fx.js';
import { toSgd } from '../dashboard/area-breakdowns';
import { formatDisplayDate } from '../shared/format/date-time';
import { formatMoney, type Cents } from '../shared/format/money';
import { originText, type OriginLabel } from '../shared/format/origin';

/** An amount in S$, rounded to the cent. */
export const money = (cents: number) => formatMoney(Math.round(cents) as Cents);
/** 'S$300.00' or 'S$2,647.40 short': never a bare minus (as the dashboard words it). */
export const leftMoney = (cents: number) => (cents < 0 ? `${money(-cents)} short` : money(cents));
/** What stands in for a figure the resident has not given yet. */
export const NOT_AVAILABLE = 'Not available yet';

/** The source of a figure worked out from the resident's figures on the report's day. */
export const workedOut = (today: string) => `Worked out from your figures, as of ${formatDisplayDate(today)}`;
/** An item the resident typed in: as held on the report's day, or on the day it was last changed when known. */
export const typedIn = (today: string, updatedAt?: string | null) => (updatedAt ? `Typed in by you, updated ${formatDisplayDate(updatedAt)}` : `Typed in by you, as held on ${formatDisplayDate(today)}`);

/** Where an item came from: its import's source and date (Myinfo, a bank), else typed in. */
export function itemSource(finances: FullFinancesResponse, id: string, today: string, updatedAt?: string | null): string {
  const origin = finances.origins[id] as OriginLabel | undefined;
  return origin ? originText(origin) : typedIn(today, updatedAt);
}

/** A foreign-currency amount in S$, or what stands in when its currency has no rate (spec 2 §9: never guessed). */
export function sgdText(cents: number, currency: string, rates: FxRates | null): string {
  const sgd = rates ? toSgd(cents, currency, rates) : currency === 'SGD' ? cents : null;
  return sgd === null ? `${NOT_AVAILABLE} (no exchange rate for ${currency})` : money(sgd);
}
