import { ASSET_KIND_LIST, type Asset, type AssetKind } from '../domain/asset.js';
import type { VisibleCpfAsset } from '../domain/cpf-asset.js';

/** The asset part of GET /finances: the CPF asset (`ra` from 55 only) and one list per manual kind. */
export type AssetLists = { cpfAsset: VisibleCpfAsset | null } & { [K in `${AssetKind}Assets`]: Asset[] };

/** Groups assets into one list per kind (`cashBalanceAssets`, ...), every kind present, each in the order given. */
export function assetListsOf(assets: readonly Asset[]): Omit<AssetLists, 'cpfAsset'> {
  const lists = Object.fromEntries(ASSET_KIND_LIST.map((kind) => [`${kind}Assets`, [] as Asset[]])) as Omit<AssetLists, 'cpfAsset'>;
  for (const asset of assets) lists[`${asset.kind}Assets`].push(asset);
  return lists;
}
