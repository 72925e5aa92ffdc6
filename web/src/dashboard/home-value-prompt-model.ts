/**
 * A home without a value (docs/decisions.md "Imports ask before they add"): Myinfo's flat comes without a price, and
 * until the resident says what it is worth, net worth leaves it out with the loan it secures. What the dashboard
 * asks and says about it, as pure functions of GET /finances.
 */
import type { AssetDto, FullFinancesResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { formatMoney, type Cents } from '../shared/format/money';
import { formatDisplayDate } from '../shared/format/date-time';

type Finances = Pick<FullFinancesResponse, 'propertyAssets' | 'totals'>;

/** The first home with no value yet (0): the one the dashboard asks about; null when every home has one. */
export function unvaluedHome(finances: Finances | null): AssetDto | null {
  return finances?.propertyAssets.find((home) => home.totalValueAmount <= 0 && home.property !== null) ?? null;
}

/** What the resident is asked about: '3-room HDB flat at 102 BEDOK NORTH AVENUE 4 …' or its name alone. */
export function homeLabel(home: Pick<AssetDto, 'name' | 'property'>): string {
  const address = home.property?.address;
  return address ? `${home.name}, ${address}` : home.name;
}

/** Where a home's value came from, as the net-worth card says it ('your estimate, 2 Dec 2026'). */
export function valueSourceText(home: Pick<AssetDto, 'property'>): string {
  const details = home.property;
  if (!details) return 'your estimate';
  switch (details.valueSource) {
    case 'MYINFO_PURCHASE_PRICE':
      return `purchase price from Myinfo, ${formatDisplayDate(details.valuationDate)}`;
    case 'MYINFO_NO_PRICE':
      return 'not valued yet';
    default:
      return `your estimate, ${formatDisplayDate(details.valuationDate)}`;
  }
}

/** Where the homes' values came from, each once ('your estimate, 02 Dec 2026'). */
export function homeValueSources(finances: Pick<Finances, 'propertyAssets'>): string {
  return [...new Set(finances.propertyAssets.map(valueSourceText))].join('; ');
}

/**
 * What the net-worth card says under the figure about the home: 'Home not valued yet' with what is left out, or the
 * homes' value with its source; null without a home.
 */
export function homeNetWorthNote(finances: Finances | null): { notValued: boolean; text: string } | null {
  if (!finances || finances.propertyAssets.length === 0) return null;
  const debt = finances.totals.debtLeftOut ?? 0;
  if (finances.totals.homeNotValued) {
    const leftOut = debt > 0 ? `your home and the ${formatMoney(debt as Cents)} loan it secures are` : 'your home is';
    return { notValued: true, text: `${leftOut[0]!.toUpperCase()}${leftOut.slice(1)} left out of your net worth until you add what it is worth.` };
  }
  const sources = homeValueSources(finances);
  return { notValued: false, text: `Your home counts at ${formatMoney(finances.totals.homeValue as Cents)}, your share (${sources}).` };
}
