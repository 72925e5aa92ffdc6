/**
 * The resident's wealth in the app (spec 2 §3): manual assets by kind, the CPF balances and liabilities, loaded
 * from GET /finances, plus the latest exchange rates. Saving compares the page's edits with what the server last
 * answered (spec 2 §4): new items are POSTed, changed ones PATCHed with only their changed fields, removed ones
 * DELETEd, and local state is then taken from the server's answers, never from the edit itself.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { FxRates } from '../../../src/shared-kernel/fx.js';
import { planAssetSync, type AssetDraft } from './asset-sync';
import { ALL_ASSET_KINDS } from './asset-kinds';
import { planLiabilitySync, type LiabilityDraft } from './liability-sync';
import { fxRatesOf } from './wealth-totals';
import type { WealthApi } from './wealth.api';
import {
  ASSET_KIND_NAMES,
  type AssetDto,
  type AssetKindPath,
  type CpfAssetDto,
  type FullFinancesResponse,
  type FinanceTotals,
  type FxRateDto,
  type LatestFxRatesResponse,
  type LiabilityDto,
  type UpdateCpfAssetRequest,
} from './wealth.types';

export type AssetsByKind = Record<AssetKindPath, AssetDto[]>;
export type AssetDraftsByKind = Record<AssetKindPath, AssetDraft[]>;

export function emptyByKind<T>(): Record<AssetKindPath, T[]> {
  return Object.fromEntries(ALL_ASSET_KINDS.map((k) => [k, []])) as unknown as Record<AssetKindPath, T[]>;
}

/** The eleven lists of GET /finances, by kind path (a list the server has not sent yet reads as empty). */
export function assetsFromFinances(finances: Partial<FullFinancesResponse>): AssetsByKind {
  const byKind = emptyByKind<AssetDto>();
  for (const kind of ALL_ASSET_KINDS) {
    const list = (finances as Record<string, unknown>)[`${ASSET_KIND_NAMES[kind]}Assets`];
    byKind[kind] = Array.isArray(list) ? (list as AssetDto[]) : [];
  }
  return byKind;
}

export class WealthStore {
  assets: AssetsByKind = emptyByKind<AssetDto>();
  cpfAsset: CpfAssetDto | null = null;
  liabilities: LiabilityDto[] = [];
  /** Items an import wrote, by id (spec 2 §4): shown with their source and date. */
  origins: Record<string, { sourceName: string; asOf: string }> = {};
  fxRateList: FxRateDto[] = [];
  /** GET /finances' totals as last read (net worth without the home: docs/decisions.md "The home as an asset") */
  totals: FinanceTotals | null = null;
  loaded = false;
  loadFailed = false;
  /**
   * Local ids of items created by a save that then stopped on a failed call, mapped to their new server ids, so
   * the page's edit (which still holds the local id) updates them next time instead of creating them twice.
   */
  private readonly createdIds = new Map<string, string>();

  constructor(private readonly api: WealthApi) {
    makeAutoObservable<WealthStore, 'api' | 'createdIds'>(this, {
      api: false,
      createdIds: false,
      load: flow,
      saveAssets: flow,
      saveCpf: flow,
      saveLiabilities: flow,
      saveGrowthRate: flow,
      linkHome: flow,
    });
  }

  get fxRates(): FxRates {
    return fxRatesOf(this.fxRateList);
  }

  /** Every manual asset, whatever its kind. */
  get allAssets(): AssetDto[] {
    return ALL_ASSET_KINDS.flatMap((k) => this.assets[k]);
  }

  /** GET /finances and GET /fx-rates/latest. A failed finances read sets `loadFailed`; failed rates leave none. */
  *load(): Generator<Promise<unknown>, void, unknown> {
    this.loadFailed = false;
    const [finances, rates] = (yield Promise.allSettled([this.api.getFinances(), this.api.getLatestFxRates()])) as [
      PromiseSettledResult<FullFinancesResponse>,
      PromiseSettledResult<LatestFxRatesResponse>,
    ];
    if (rates.status === 'fulfilled') this.fxRateList = rates.value;
    if (finances.status === 'rejected') {
      this.loadFailed = true;
      return;
    }
    this.assets = assetsFromFinances(finances.value);
    this.cpfAsset = finances.value.cpfAsset ?? null;
    this.liabilities = finances.value.liabilities ?? [];
    this.origins = finances.value.origins ?? {};
    this.totals = finances.value.totals ?? null;
    this.loaded = true;
  }

  /** The edit with the ids of items an interrupted save already created (see `createdIds`). */
  withServerIds<T extends { id: string }>(items: readonly T[]): T[] {
    return items.map((item) => {
      const id = this.createdIds.get(item.id);
      return id ? { ...item, id } : item;
    });
  }

  /** Saves the assets of every kind. Rejects with the first failed call; what was saved before it stays saved. */
  *saveAssets(edited: Record<AssetKindPath, readonly AssetDraft[]>): Generator<Promise<unknown>, void, unknown> {
    for (const kind of ALL_ASSET_KINDS) {
      const drafts = this.withServerIds(edited[kind]);
      const plan = planAssetSync(kind, this.assets[kind], drafts);
      const news = drafts.filter((d) => !this.assets[kind].some((s) => s.id === d.id));
      for (const [index, item] of plan.created.entries()) {
        const created = (yield this.api.createAsset(kind, item)) as AssetDto;
        this.assets[kind] = [...this.assets[kind], created];
        const localId = news[index]?.id;
        if (localId) this.createdIds.set(localId, created.id);
      }
      for (const { id, ...changes } of plan.updated) {
        const updated = (yield this.api.updateAsset(kind, id, changes)) as AssetDto;
        this.assets[kind] = this.assets[kind].map((a) => (a.id === id ? updated : a));
      }
      for (const id of plan.deleted) {
        yield this.api.deleteAsset(kind, id);
        this.assets[kind] = this.assets[kind].filter((a) => a.id !== id);
      }
    }
    this.createdIds.clear();
  }

  /**
   * PATCH /asset/{kind}/{id} with the estimated growth rate only (the growth-rate tool; null: the default for the
   * kind); the answer replaces the asset. Rejects with the API error.
   */
  *saveGrowthRate(kind: AssetKindPath, id: string, rate: number | null): Generator<Promise<AssetDto>, void, AssetDto> {
    const updated = yield this.api.updateAsset(kind, id, { estimatedGrowthRate: rate });
    this.assets[kind] = this.assets[kind].map((a) => (a.id === id ? updated : a));
  }

  /** PUT /liability/{id}/home: the mortgage is the one on this home; the answer replaces the home. Rejects with the API error. */
  *linkHome(liabilityId: string, homeId: string): Generator<Promise<AssetDto>, void, AssetDto> {
    const home = yield this.api.linkHome(liabilityId, homeId);
    this.assets.property = this.assets.property.map((a) => (a.id === homeId ? home : a));
  }

  /** PATCH /asset/cpf; the answer becomes the CPF asset. Rejects with the API error. */
  *saveCpf(body: UpdateCpfAssetRequest): Generator<Promise<CpfAssetDto>, void, CpfAssetDto> {
    this.cpfAsset = yield this.api.updateCpf(body);
  }

  /** Saves the liabilities as a synced list. Rejects with the first failed call. */
  *saveLiabilities(edited: readonly LiabilityDraft[]): Generator<Promise<unknown>, void, unknown> {
    const drafts = this.withServerIds(edited);
    const plan = planLiabilitySync(this.liabilities, drafts);
    const news = drafts.filter((d) => !this.liabilities.some((s) => s.id === d.id));
    for (const [index, item] of plan.created.entries()) {
      const created = (yield this.api.createLiability(item)) as LiabilityDto;
      this.liabilities = [...this.liabilities, created];
      const localId = news[index]?.id;
      if (localId) this.createdIds.set(localId, created.id);
    }
    for (const { id, ...changes } of plan.updated) {
      const updated = (yield this.api.updateLiability(id, changes)) as LiabilityDto;
      this.liabilities = this.liabilities.map((l) => (l.id === id ? updated : l));
    }
    for (const id of plan.deleted) {
      yield this.api.deleteLiability(id);
      this.liabilities = this.liabilities.filter((l) => l.id !== id);
    }
    this.createdIds.clear();
  }

  /** Forget everything (sign-out). */
  clear(): void {
    this.assets = emptyByKind<AssetDto>();
    this.cpfAsset = null;
    this.liabilities = [];
    this.loaded = false;
    this.loadFailed = false;
  }
}
