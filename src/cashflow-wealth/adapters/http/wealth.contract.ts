/**
 * Wire types of the wealth side of the cashflow-wealth API (spec 2 §3): liabilities and the home they secure, the
 * eleven manual asset kinds (with a home's and an insurance policy's details) and the CPF asset. One part of the
 * cashflow-wealth contract (cashflow-wealth.contract.ts re-exports it), so each resource's shapes sit together.
 * Amounts are integer cents of the item's own currency unless a name says SGD.
 */
import type { AssetKind } from '../../domain/asset-kinds.js';
import type { InsuranceDetails } from '../../domain/insurance-details.js';

export type LiabilityCategory = 'MORTGAGE' | 'NON_MORTGAGE';
/** Spec 2 §3 "Liability": an outstanding balance. */
export interface LiabilityDto {
  id: string;
  name: string;
  amount: number;
  ccy: string;
  category: LiabilityCategory;
}
export type LiabilityInput = Omit<LiabilityDto, 'id'>;
/** POST /api/v1/liability, PATCH /api/v1/liability/{id} answer `{ liability }`; DELETE answers `{ id }`. */
export interface LiabilityResponse {
  liability: LiabilityDto;
}

/**
 * PUT /api/v1/liability/{id}/home body: the home this mortgage is on (docs/decisions.md "Links and feeds"). Answers
 * the home with its `property.securedLiabilityId` set; DELETE /api/v1/liability/{id}/home answers the homes unlinked.
 */
export interface HomeLinkRequest {
  homeId: string;
}
export interface HomeLinkResponse {
  propertyAsset: AssetDto;
}
export interface HomeUnlinkResponse {
  propertyAssets: AssetDto[];
}

/** DELETE answers of single items. */
export interface DeletedIdResponse {
  id: string;
}

/**
 * Spec 2 §3 "Assets": the eleven manual kinds and the home as they appear in paths, and their camelCase names (the
 * answers' `{name}Asset` / `{name}Assets` keys): the domain's one list, so the wire and the rules cannot differ.
 */
export { ASSET_KINDS as ASSET_KIND_NAMES, type AssetKindPath } from '../../domain/asset-kinds.js';
export type AssetKindName = AssetKind;

export type InvestmentSource = 'CASH' | 'CPFIS' | 'SRS';
export type EnterOption = 'TOTAL_VALUE' | 'UNIT_PRICE';

/**
 * Insurance policy details (spec 2 §9 enumerations, one vocabulary with the investing-for-beginners insurance list:
 * insurance-vocabulary.ts); only insurance assets carry them, every field optional (null when not known).
 */
export type { InsuranceDetails };

/**
 * A home's details (decisions.md "The home as an asset"): `ownershipShare` is the resident's share in % (1 to 100,
 * 2 decimals); the asset's `totalValueAmount` is the whole home's estimated value on `valuationDate` (YYYY-MM-DD,
 * not in the future); `valueSource` says where the value came from (set by the server: 'TYPED' once the resident
 * sends a value or a valuation date; 'MYINFO_NO_PRICE': Myinfo had no price, the value is 0 until the resident
 * adds one); `securedLiabilityId` is the resident's liability (mortgage) the home secures.
 */
export interface PropertyDetails {
  propertyType: 'HDB' | 'CONDOMINIUM' | 'LANDED';
  hdbFlatType: 'STUDIO' | '1_ROOM' | '2_ROOM' | '3_ROOM' | '4_ROOM' | '5_ROOM' | 'EXECUTIVE' | 'MULTI_GENERATION' | null;
  address: string | null;
  ownershipShare: number;
  valuationDate: string;
  valueSource: 'TYPED' | 'MYINFO_PURCHASE_PRICE' | 'MYINFO_NO_PRICE';
  securedLiabilityId: string | null;
}

/**
 * One manual asset (spec 2 §3). `totalValueAmount` is cents of `currency`; with enterOption UNIT_PRICE the server
 * works it out as round(quantity x unitPrice). `quantity` is a decimal number (whole units; gold in oz to 3 decimals),
 * `unitPrice` cents. `lastUpdatedAt` (ISO instant) is set by the server, never sent. `estimatedGrowthRate` is a
 * percentage with up to 2 decimals (12.34 = 12.34 % a year), null when unknown.
 */
export interface AssetDto {
  id: string;
  name: string;
  totalValueAmount: number;
  currency: string;
  investmentSource: InvestmentSource;
  enterOption: EnterOption;
  quantity: number | null;
  unitPrice: number | null;
  estimatedGrowthRate: number | null;
  lastUpdatedAt: string;
  /** insurance assets only; null for every other kind */
  insurance: InsuranceDetails | null;
  /** property assets (the home) only; null for every other kind */
  property: PropertyDetails | null;
}

/** POST /api/v1/asset/{kind} body: the fields without id and lastUpdatedAt (totalValueAmount omitted for UNIT_PRICE). */
export type AssetInput = Omit<AssetDto, 'id' | 'lastUpdatedAt' | 'totalValueAmount' | 'insurance' | 'property'> & {
  totalValueAmount?: number;
  insurance?: Partial<InsuranceDetails> | null;
  /** property assets only; `valueSource` is the server's */
  property?: Partial<Omit<PropertyDetails, 'valueSource'>> | null;
};
/**
 * POST /api/v1/asset/{kind} and PATCH /api/v1/asset/{kind}/{id} (changed fields only) answer the asset keyed by its
 * kind's name + 'Asset', e.g. `{ "cashBalanceAsset": {...} }`; DELETE answers `{ id }`.
 */
export type AssetResponse = { [K in `${AssetKindName}Asset`]?: AssetDto };

/** Spec 2 §3 CPF asset: account balances in SGD cents; `ra` is left out for residents younger than 55. */
export interface CpfAssetDto {
  id: string;
  type: 'CPF';
  oa: number;
  sa: number;
  ma: number;
  ra?: number;
}
/** PATCH /api/v1/asset/cpf body (`ra` only from 55) and answer `{ cpfAsset }`. */
export interface UpdateCpfAssetRequest {
  oa: number;
  sa: number;
  ma: number;
  ra?: number;
}
export interface CpfAssetResponse {
  cpfAsset: CpfAssetDto;
}

