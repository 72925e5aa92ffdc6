/**
 * What an asset adds to what the resident owns: its value, or for a home the resident's share of it, rounded half
 * up to the cent as the server counts it (decisions.md "The home as an asset").
 */
import { ROUND_HALF_UP, dec } from '../../../src/shared-kernel/decimal.js';
import type { AssetDto } from './wealth.types';

export function ownedValueCents(asset: Pick<AssetDto, 'totalValueAmount'> & { property?: AssetDto['property'] }): number {
  const share = asset.property?.ownershipShare;
  if (share === undefined || share === null) return asset.totalValueAmount;
  return Number(dec(asset.totalValueAmount).times(dec(share)).div(dec(100)).round(0, ROUND_HALF_UP).toFixed(0));
}
