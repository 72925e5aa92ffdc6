/**
 * Turning the assets the resident edited into calls (spec 2 §4 "Synced lists": assets send only changed fields).
 * Stored assets and edits are both brought to the request shape first, so a field counts as changed only when
 * what would be sent differs: a quantity x unit price asset never sends a total (the server works it out), only
 * insurance assets carry policy details, and `lastUpdatedAt` is never sent.
 */
import { planListSync, type ListSyncPlan } from '../shared/synced-list';
import type { AssetDto, AssetInput, AssetKindPath, InsuranceDetails } from './wealth.types';

/** An asset as the page holds it while editing: a stored id or a 'local-…' one. */
export type AssetDraft = AssetInput & { id: string };

/** The fields a PATCH may carry (the request shape's keys). */
export const ASSET_SYNC_FIELDS: readonly (keyof AssetDraft)[] = [
  'name',
  'totalValueAmount',
  'currency',
  'investmentSource',
  'enterOption',
  'quantity',
  'unitPrice',
  'estimatedGrowthRate',
  'insurance',
  'property',
];

export const EMPTY_INSURANCE: InsuranceDetails = {
  insurer: null,
  providerCode: null,
  policyType: null,
  productType: null,
  coverageClass: null,
  riderOrBasic: null,
  premiumAmount: null,
  premiumFrequency: null,
  paymentMethod: null,
  sumAssured: null,
  accidentalDeathSumAssured: null,
  totalPermanentDisabilitySumAssured: null,
  criticalIllnessSumAssured: null,
};

/** The request shape of an asset of `kind`, whether it came from the server or the panel. */
export function toAssetDraft(kind: AssetKindPath, asset: AssetDto | AssetDraft): AssetDraft {
  const byQuantity = asset.enterOption === 'UNIT_PRICE';
  const draft: AssetDraft = {
    id: asset.id,
    name: asset.name,
    currency: asset.currency,
    investmentSource: asset.investmentSource,
    enterOption: asset.enterOption,
    quantity: byQuantity ? asset.quantity : null,
    unitPrice: byQuantity ? asset.unitPrice : null,
    estimatedGrowthRate: asset.estimatedGrowthRate,
  };
  if (!byQuantity && asset.totalValueAmount !== undefined) draft.totalValueAmount = asset.totalValueAmount;
  if (kind === 'insurance') draft.insurance = { ...EMPTY_INSURANCE, ...(asset.insurance ?? {}) };
  // A home's details as sent: the value source is the server's (a changed value or date makes it the resident's).
  if (kind === 'property' && asset.property) {
    const { propertyType, hdbFlatType = null, address = null, ownershipShare, valuationDate, securedLiabilityId = null } = asset.property;
    draft.property = { propertyType, hdbFlatType, address, ownershipShare, valuationDate, securedLiabilityId };
  }
  return draft;
}

/** The calls that turn the stored assets of one kind into the edited ones. */
export function planAssetSync(kind: AssetKindPath, stored: readonly AssetDto[], edited: readonly AssetDraft[]): ListSyncPlan<AssetDraft> {
  return planListSync(
    stored.map((a) => toAssetDraft(kind, a)),
    edited.map((a) => toAssetDraft(kind, a)),
    ASSET_SYNC_FIELDS,
  );
}

/** The response key of a kind: 'cash-balance' answers `{ cashBalanceAsset }`. */
export function assetResponseKey(kindName: string): string {
  return `${kindName}Asset`;
}
