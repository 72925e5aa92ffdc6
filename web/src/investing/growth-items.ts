/**
 * The estimated-growth-rate page's rows (spec 3 "Investing for beginners": estimated-growth-rate): the resident's
 * investments from GET /finances (the six investment kinds, typed or imported) with their SGD value, the rate the
 * page uses for each and how a changed rate is saved: a typed asset through PATCH /asset/{kind}/{id}, a
 * bank-imported one through the PATCH /apim/... call of the account or holding its origin names (`sourceRef`),
 * because the import derives the asset again from the bank record (docs/decisions.md "Estimated growth rate").
 * Pure, so the rules are unit-tested without React.
 */
import type { AssetDto, FullFinancesResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { FpData } from '../../../src/data-import/adapters/http/data-import.contract.js';
import { INVESTMENT_KINDS, rateOf, type GrowthHolding, type InvestmentKind, type PortfolioProjection } from '../../../src/cashflow-wealth/domain/investing/growth.js';
import type { FxRates } from '../../../src/shared-kernel/fx.js';
import { toSgd } from '../dashboard/area-breakdowns';
import { formatMoney, type Cents } from '../shared/format/money';

type Origin = FullFinancesResponse['origins'][string];

/** How a new rate reaches the server; null when it cannot be saved from here (the bank record is not loaded). */
export type RateSave = { via: 'asset'; kind: InvestmentKind; id: string } | { via: 'bank'; path: string } | null;

export interface GrowthItem {
  id: string;
  kind: InvestmentKind;
  name: string;
  /** SGD cents; null when the asset's currency has no exchange rate yet (left out of the sums, and said so) */
  valueCents: number | null;
  /** the source's name for an imported item ('DBS Bank', 'The Central Depository (CDP)'); null when typed */
  sourceName: string | null;
  /** the month or date an imported figure is as of */
  asOf: string | null;
  /** the resident's own rate (null: the default for the kind) */
  estimatedGrowthRate: number | null;
  ratePercent: number;
  isDefault: boolean;
  save: RateSave;
}

export const KIND_LABELS: Readonly<Record<InvestmentKind, string>> = {
  stock: 'Stocks',
  bond: 'Bonds',
  'unit-trust': 'Unit trusts',
  gold: 'Gold',
  'structured-product': 'Structured products',
  'other-investment': 'Other investments',
};

/** The kind's name as the page's lists say it, singular ('a unit trust'). */
export const KIND_SINGULAR: Readonly<Record<InvestmentKind, string>> = {
  stock: 'stock',
  bond: 'bond',
  'unit-trust': 'unit trust',
  gold: 'gold',
  'structured-product': 'structured product',
  'other-investment': 'other investment',
};

/**
 * The PATCH /apim/... path that changes the growth rate of the bank record's account or holding `sourceRef`
 * (spec 2 §7): a depository holding, a holding of a CPFIS / SRS / unit trust account, or such an account's own
 * amounts; null when the record does not hold it (or is not loaded).
 */
export function bankRatePath(sourceRef: string, fpdata: FpData | null): string | null {
  if (!fpdata) return null;
  const id = encodeURIComponent(sourceRef);
  if (fpdata.cdp.some((h) => h.id === sourceRef)) return `/apim/sgx/holding/${id}`;
  const accounts = [...fpdata.cpfis, ...fpdata.srs, ...fpdata.unitTrust];
  if (accounts.some((a) => a.holdings.some((h) => h.assetHoldingId === sourceRef))) return `/apim/asset-holding/${id}`;
  if (accounts.some((a) => a.id === sourceRef)) return `/apim/asset-amount/${id}`;
  return null;
}

/** Every investment of the six kinds (the wealth store's lists by kind path), typed ones first within a kind. */
export function growthItems(assets: Readonly<Partial<Record<string, readonly AssetDto[]>>>, origins: Readonly<Record<string, Origin>>, rates: FxRates, fpdata: FpData | null): GrowthItem[] {
  return INVESTMENT_KINDS.flatMap((kind) => {
    const list = assets[kind] ?? [];
    const items = list.map((asset): GrowthItem => {
      const origin = origins[asset.id];
      const { ratePercent, isDefault } = rateOf({ kind, estimatedGrowthRate: asset.estimatedGrowthRate });
      let save: RateSave = { via: 'asset', kind, id: asset.id };
      if (origin) {
        const path = origin.sourceRef ? bankRatePath(origin.sourceRef, fpdata) : null;
        save = path ? { via: 'bank', path } : null;
      }
      return {
        id: asset.id,
        kind,
        name: asset.name,
        valueCents: toSgd(asset.totalValueAmount, asset.currency, rates),
        sourceName: origin?.sourceName ?? null,
        asOf: origin?.asOf ?? null,
        estimatedGrowthRate: asset.estimatedGrowthRate,
        ratePercent,
        isDefault,
        save,
      };
    });
    return [...items.filter((i) => i.sourceName === null), ...items.filter((i) => i.sourceName !== null)];
  });
}

/** The items the sums can use (those with an SGD value), as the domain's holdings. */
export function holdingsOf(items: readonly GrowthItem[]): GrowthHolding[] {
  return items.filter((i) => i.valueCents !== null).map((i) => ({ kind: i.kind, valueCents: i.valueCents!, estimatedGrowthRate: i.estimatedGrowthRate }));
}

/** The asset's rate rule (spec 2 §3, docs/api.md): -100 to 100 % a year, at most 2 decimals; empty for the default. */
export const RATE_MESSAGE = 'Enter a yearly rate from -100 to 100, with at most 2 decimals, or leave it empty to use our default';

/** The typed rate: null for empty (use the default), a number, or the message. */
export function parseRate(text: string): { ok: true; rate: number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, rate: null };
  if (!/^-?\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return { ok: false, message: RATE_MESSAGE };
  const rate = Number(trimmed);
  return Math.abs(rate) <= 100 ? { ok: true, rate: rate === 0 ? 0 : rate } : { ok: false, message: RATE_MESSAGE };
}

/** '6 %', '4.25 %', '-2.5 %': a rate as the page writes it (no trailing zeros). */
export function formatRate(ratePercent: number): string {
  return `${ratePercent} %`;
}

const money = (cents: number) => formatMoney(cents as Cents);

/** "How we worked this out" for the weighted rate: each value times its rate, over the total value. */
export function weightedRateExplanation(items: readonly GrowthItem[], ratePercent: number): string {
  const counted = items.filter((i) => i.valueCents !== null);
  const total = counted.reduce((sum, i) => sum + i.valueCents!, 0);
  const terms = counted.map((i) => `${money(i.valueCents!)} × ${formatRate(i.ratePercent)}`).join(' + ');
  const left = items.length - counted.length;
  const note = left > 0 ? ` ${left === 1 ? 'One investment is' : `${left} investments are`} left out: we have no exchange rate for its currency yet.` : '';
  return `Each investment's value in Singapore dollars times its rate, added up and divided by the total value: (${terms}) ÷ ${money(total)} = ${formatRate(ratePercent)} a year, rounded to 2 decimals.${note}`;
}

/** "How we worked this out" for the two figures of one horizon. */
export function horizonExplanation(projection: PortfolioProjection, year: number): { without: string; withMonthly: string | null } {
  const point = projection.points[year]!;
  const months = year * 12;
  const rate = formatRate(projection.ratePercent);
  const without = `${money(projection.startCents)} growing at ${rate} a year, compounded monthly (${projection.ratePercent} ÷ 12 % each month) for ${months} months: ${money(projection.startCents)} × (1 + ${projection.ratePercent} ÷ 1,200)^${months} = ${money(point.withoutMonthlyCents)}.`;
  if (projection.monthlyCents === 0) return { without, withMonthly: null };
  const added = point.withMonthlyCents - point.withoutMonthlyCents;
  const withMonthly = `The same, plus ${money(projection.monthlyCents)} invested at the end of every month, each growing at the same rate from then on: the ${months} monthly investments come to ${money(added)}, so ${money(point.withMonthlyCents)} in all. You would have put in ${money(point.paidInCents)} (${money(projection.startCents)} today and ${months} × ${money(projection.monthlyCents)}).`;
  return { without, withMonthly };
}
