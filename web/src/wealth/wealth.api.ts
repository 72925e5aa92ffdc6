/** The wealth calls (spec 2 §7): assets by kind, the CPF balances, liabilities, and the latest exchange rates. */
import type { ApiClient } from '../app/api-client';
import type { AssetDraft } from './asset-sync';
import type { LiabilityDraft } from './liability-sync';
import {
  ASSET_KIND_NAMES,
  type AssetDto,
  type AssetKindPath,
  type AssetResponse,
  type CpfAssetDto,
  type CpfAssetResponse,
  type DeletedIdResponse,
  type FullFinancesResponse,
  type HomeLinkResponse,
  type LatestFxRatesResponse,
  type LiabilityDto,
  type LiabilityResponse,
  type UpdateCpfAssetRequest,
} from './wealth.types';

export interface WealthApi {
  getFinances(): Promise<FullFinancesResponse>;
  getLatestFxRates(): Promise<LatestFxRatesResponse>;
  createAsset(kind: AssetKindPath, asset: Omit<AssetDraft, 'id'>): Promise<AssetDto>;
  updateAsset(kind: AssetKindPath, id: string, changes: Partial<AssetDraft>): Promise<AssetDto>;
  deleteAsset(kind: AssetKindPath, id: string): Promise<string>;
  updateCpf(body: UpdateCpfAssetRequest): Promise<CpfAssetDto>;
  createLiability(liability: Omit<LiabilityDraft, 'id'>): Promise<LiabilityDto>;
  updateLiability(id: string, changes: Partial<LiabilityDraft>): Promise<LiabilityDto>;
  deleteLiability(id: string): Promise<string>;
  /** PUT /liability/{id}/home: the home with the link (docs/decisions.md "Links and feeds"). */
  linkHome(liabilityId: string, homeId: string): Promise<AssetDto>;
}

/** The asset inside an answer keyed by its kind's name ('stock' -> `{ stockAsset }`). */
function assetOf(kind: AssetKindPath, answer: AssetResponse): AssetDto {
  const asset = answer[`${ASSET_KIND_NAMES[kind]}Asset`];
  if (!asset) throw new Error(`The answer has no ${ASSET_KIND_NAMES[kind]}Asset`);
  return asset;
}

/**
 * Writes are quiet: the pages show a failed save themselves (a 401 or 440 still signs out). Reading the finances
 * uses the default error toast; a failed read of the rates only means no SGD subtext.
 */
export class HttpWealthApi implements WealthApi {
  constructor(private readonly api: ApiClient) {}

  getFinances(): Promise<FullFinancesResponse> {
    return this.api.get<FullFinancesResponse>('/finances');
  }

  getLatestFxRates(): Promise<LatestFxRatesResponse> {
    return this.api.get<LatestFxRatesResponse>('/fx-rates/latest', { quiet: true });
  }

  async createAsset(kind: AssetKindPath, asset: Omit<AssetDraft, 'id'>): Promise<AssetDto> {
    return assetOf(kind, await this.api.post<AssetResponse>(`/asset/${kind}`, asset, { quiet: true }));
  }

  async updateAsset(kind: AssetKindPath, id: string, changes: Partial<AssetDraft>): Promise<AssetDto> {
    const { id: _id, ...body } = changes;
    return assetOf(kind, await this.api.patch<AssetResponse>(`/asset/${kind}/${encodeURIComponent(id)}`, body, { quiet: true }));
  }

  async deleteAsset(kind: AssetKindPath, id: string): Promise<string> {
    return (await this.api.delete<DeletedIdResponse>(`/asset/${kind}/${encodeURIComponent(id)}`, { quiet: true })).id;
  }

  async updateCpf(body: UpdateCpfAssetRequest): Promise<CpfAssetDto> {
    return (await this.api.patch<CpfAssetResponse>('/asset/cpf', body, { quiet: true })).cpfAsset;
  }

  async createLiability(liability: Omit<LiabilityDraft, 'id'>): Promise<LiabilityDto> {
    return (await this.api.post<LiabilityResponse>('/liability', liability, { quiet: true })).liability;
  }

  async updateLiability(id: string, changes: Partial<LiabilityDraft>): Promise<LiabilityDto> {
    const { id: _id, ...body } = changes;
    return (await this.api.patch<LiabilityResponse>(`/liability/${encodeURIComponent(id)}`, body, { quiet: true })).liability;
  }

  async deleteLiability(id: string): Promise<string> {
    return (await this.api.delete<DeletedIdResponse>(`/liability/${encodeURIComponent(id)}`, { quiet: true })).id;
  }

  async linkHome(liabilityId: string, homeId: string): Promise<AssetDto> {
    return (await this.api.put<HomeLinkResponse>(`/liability/${encodeURIComponent(liabilityId)}/home`, { homeId }, { quiet: true })).propertyAsset;
  }
}
