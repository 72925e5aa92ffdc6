/**
 * Implausible growth rates on the resident's assets (docs/decisions.md "Links and feeds"): which assets the
 * plausibility table flags, how "use our default" reaches the server (a typed asset through PATCH /asset; a
 * bank-imported one through the PATCH /apim/... call of its account or holding, because the import derives the asset
 * again from the bank record), and the rates the resident chose to keep (remembered in this browser). Pure.
 */
import type { FpData } from '../../../src/data-import/adapters/http/data-import.contract.js';
import { growthRateFlag, type GrowthRateFlag } from '../../../src/cashflow-wealth/domain/investing/growth-plausibility.js';
import { bankRatePath } from '../investing/growth-items';
import type { AssetDto, AssetKindPath, FullFinancesResponse } from './wealth.types';

type Origin = FullFinancesResponse['origins'][string];
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface FlaggedAsset {
  asset: AssetDto;
  kind: AssetKindPath;
  flag: GrowthRateFlag;
  /** 'DBS Bank' for an imported asset; null when typed */
  sourceName: string | null;
  /** where "use our default" is saved; null when it cannot be from here (the bank record is not loaded) */
  save: { via: 'asset' } | { via: 'bank'; path: string } | null;
  /** the key a kept rate is remembered under: the bank record's id survives a re-import, a typed asset's id its edits */
  keepKey: string;
}

/** The PATCH /apim/... path of a bank account's or holding's growth rate; deposits too (casa, fixed deposits). */
export function bankGrowthRatePath(sourceRef: string, fpdata: FpData | null): string | null {
  if (!fpdata) return null;
  const id = encodeURIComponent(sourceRef);
  if (fpdata.casa.some((account) => account.id === sourceRef)) return `/apim/casa/${id}`;
  if (fpdata.fixedDeposit.some((account) => account.id === sourceRef)) return `/apim/fixed-deposit/${id}`;
  return bankRatePath(sourceRef, fpdata);
}

const keepKeyOf = (asset: AssetDto, origin: Origin | undefined) => (origin?.sourceRef ? `bank:${origin.sourceRef}` : `asset:${asset.id}`);

/** Every asset whose rate is implausible for its kind and not kept, in the order of `byKind`. */
export function flaggedAssets(
  byKind: Readonly<Partial<Record<AssetKindPath, readonly AssetDto[]>>>,
  origins: Readonly<Record<string, Origin>>,
  fpdata: FpData | null,
  kept: ReadonlyMap<string, number>,
): FlaggedAsset[] {
  return (Object.entries(byKind) as [AssetKindPath, readonly AssetDto[]][]).flatMap(([kind, assets]) =>
    assets.flatMap((asset) => {
      const origin = origins[asset.id];
      const keepKey = keepKeyOf(asset, origin);
      const flag = growthRateFlag({ kind, name: asset.name, estimatedGrowthRate: asset.estimatedGrowthRate, keptRatePercent: kept.get(keepKey) ?? null });
      if (!flag) return [];
      const bankPath = origin?.sourceRef ? bankGrowthRatePath(origin.sourceRef, fpdata) : null;
      const save: FlaggedAsset['save'] = origin ? (bankPath ? { via: 'bank', path: bankPath } : null) : { via: 'asset' };
      return [{ asset, kind, flag, sourceName: origin?.sourceName ?? null, save, keepKey }];
    }),
  );
}

const storageKey = (residentId: string) => `mymoneyplan.kept-growth-rates.${residentId}`;

/** The rates the resident kept, by {@link FlaggedAsset.keepKey}; empty when none or unreadable. */
export function loadKeptRates(storage: KeyValueStorage | null, residentId: string): Map<string, number> {
  try {
    const raw = storage?.getItem(storageKey(residentId));
    const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    return new Map(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return new Map();
  }
}

/** Remembers that the resident keeps `ratePercent` for `keepKey`; a later different rate is asked about again. */
export function keepRate(storage: KeyValueStorage | null, residentId: string, keepKey: string, ratePercent: number): Map<string, number> {
  const kept = loadKeptRates(storage, residentId);
  kept.set(keepKey, ratePercent);
  try {
    storage?.setItem(storageKey(residentId), JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A full or blocked storage only means the question comes back on the next visit.
  }
  return kept;
}
