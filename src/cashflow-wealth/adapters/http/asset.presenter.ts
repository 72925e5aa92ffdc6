import { ASSET_KIND_LIST, type Asset } from '../../domain/asset.js';
import type { VisibleCpfAsset } from '../../domain/cpf-asset.js';
import type { AssetLists } from '../../application/asset-lists.js';
import type { PropertyDetails } from '../../domain/property-details.js';
import type { AssetDto, AssetKindName, CpfAssetDto, FullFinancesResponse, PropertyDetails as PropertyDetailsDto } from './cashflow-wealth.contract.js';

/** A home's details without the import store's own bookkeeping (`importedMortgageRef`). */
const presentProperty = ({ importedMortgageRef: _ref, ...details }: PropertyDetails): PropertyDetailsDto => details;

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
  property: asset.property === null ? null : presentProperty(asset.property),
});

/** The CPF asset with its type; `ra` only when the resident is 55 or older. */
export const toCpfAssetDto = (cpf: VisibleCpfAsset): CpfAssetDto => ({ id: cpf.id, type: 'CPF', oa: cpf.oa, sa: cpf.sa, ma: cpf.ma, ...(cpf.ra === undefined ? {} : { ra: cpf.ra }) });

/** The asset part of GET /finances: `cpfAsset` and the twelve `<kindName>Assets` lists (the home's included). */
export type AssetListsResponse = Pick<FullFinancesResponse, 'cpfAsset' | `${AssetKindName}Assets`>;

export function presentAssetLists(lists: AssetLists): AssetListsResponse {
  // Only the kinds' lists: the object handed in may carry the other parts of the finances too.
  const presented = Object.fromEntries(ASSET_KIND_LIST.map((kind) => [`${kind}Assets`, lists[`${kind}Assets`].map(toAssetDto)])) as Omit<AssetListsResponse, 'cpfAsset'>;
  return { cpfAsset: lists.cpfAsset === null ? null : toCpfAssetDto(lists.cpfAsset), ...presented };
}
