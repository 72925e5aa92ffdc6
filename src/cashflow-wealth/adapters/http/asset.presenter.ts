import { ASSET_KIND_LIST, type Asset } from '../../domain/asset.js';
import type { VisibleCpfAsset } from '../../domain/cpf-asset.js';
import type { AssetLists } from '../../application/asset-lists.js';
import type { AssetDto, AssetKindName, CpfAssetDto, FullFinancesResponse } from './cashflow-wealth.contract.js';

/** A stored asset as the wire carries it (lastUpdatedAt as an ISO instant). */
export const toAssetDto = (asset: Asset): AssetDto => ({
  id: asset.id,
  name: asset.name,
  totalValueAmount: asset.totalValueAmount,
  currency: asset.currency,
  investmentSource: asset.investmentSource,
  enterOption: asset.enterOption,
  quantity: asset.quantity,
  unitPrice: asset.unitPrice,
  estimatedGrowthRate: asset.estimatedGrowthRate,
  lastUpdatedAt: asset.lastUpdatedAt.toISOString(),
  insurance: asset.insurance,
});

/** The CPF asset with its type; `ra` only when the resident is 55 or older. */
export const toCpfAssetDto = (cpf: VisibleCpfAsset): CpfAssetDto => ({ id: cpf.id, type: 'CPF', oa: cpf.oa, sa: cpf.sa, ma: cpf.ma, ...(cpf.ra === undefined ? {} : { ra: cpf.ra }) });

/** The asset part of GET /finances: `cpfAsset` and the eleven `<kindName>Assets` lists. */
export type AssetListsResponse = Pick<FullFinancesResponse, 'cpfAsset' | `${AssetKindName}Assets`>;

export function presentAssetLists(lists: AssetLists): AssetListsResponse {
  // Only the eleven kinds' lists: the object handed in may carry the other parts of the finances too.
  const presented = Object.fromEntries(ASSET_KIND_LIST.map((kind) => [`${kind}Assets`, lists[`${kind}Assets`].map(toAssetDto)])) as Omit<AssetListsResponse, 'cpfAsset'>;
  return { cpfAsset: lists.cpfAsset === null ? null : toCpfAssetDto(lists.cpfAsset), ...presented };
}
