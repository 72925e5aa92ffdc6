/**
 * One insurance list (docs/decisions.md "Links and feeds"): the kinds of insurance with their names, in one order,
 * and the resident's policies from both places they are entered (the wealth's insurance assets and the investing
 * guide's insurance list) as ONE list in that order. The protection page and the guide read this module, so a
 * policy has the same kind, name and place on both. Pure.
 */
import type { InsurancePolicyEntry } from '../../../src/cashflow-wealth/adapters/http/investing.contract.js';
import { PRODUCT_TYPES, PRODUCT_TYPE_LABELS, insurerName, type ProductType } from '../../../src/cashflow-wealth/domain/insurance-vocabulary.js';
import type { AssetDto } from './wealth.types';

/** The kinds of insurance (spec 2 §9 product types), in the order both pages list them, with their names. */
export const INSURANCE_KINDS: ReadonlyArray<{ kind: ProductType; name: string }> = PRODUCT_TYPES.map((kind) => ({ kind, name: PRODUCT_TYPE_LABELS[kind] }));

export const KIND_NOT_GIVEN = 'Kind not given';

/** A kind's name ('Term'), or 'Kind not given'. */
export function insuranceKindName(kind: string | null | undefined): string {
  return INSURANCE_KINDS.find((entry) => entry.kind === kind)?.name ?? KIND_NOT_GIVEN;
}

export interface InsuranceListRow {
  id: string;
  name: string;
  kind: ProductType | null;
  kindName: string;
  insurer: string | null;
  /** sum assured on death, cents of `currency`; null when not given */
  sumAssured: number | null;
  currency: string;
  /** where the resident entered it: the wealth's insurance assets, or the guide's insurance list */
  source: 'WEALTH' | 'INSURANCE_LIST';
}

/** The insurer the resident wrote, else the name of the SGFinDex insurer code they chose (never the bare code). */
export function insurerOf(details: { insurer?: string | null; providerCode?: string | null } | null | undefined): string | null {
  return details?.insurer ?? (details?.providerCode ? insurerName(details.providerCode) : null);
}

const rank = (kind: ProductType | null) => (kind === null ? INSURANCE_KINDS.length : INSURANCE_KINDS.findIndex((entry) => entry.kind === kind));

/** Both places' policies as one list: by kind in {@link INSURANCE_KINDS} order (kind not given last), then by name. */
export function insuranceList(wealthPolicies: readonly AssetDto[], guidePolicies: readonly InsurancePolicyEntry[]): InsuranceListRow[] {
  const rows: InsuranceListRow[] = [
    ...wealthPolicies.map((asset) => ({
      id: asset.id,
      name: asset.name,
      kind: asset.insurance?.productType ?? null,
      kindName: insuranceKindName(asset.insurance?.productType),
      insurer: insurerOf(asset.insurance),
      sumAssured: asset.insurance?.sumAssured ?? null,
      currency: asset.currency,
      source: 'WEALTH' as const,
    })),
    ...guidePolicies.map((entry) => ({
      id: entry.id,
      name: entry.insurance.policyName,
      kind: entry.insurance.productType ?? null,
      kindName: insuranceKindName(entry.insurance.productType),
      insurer: insurerOf(entry.insurance),
      sumAssured: entry.insurance.sumAssured ?? null,
      currency: 'SGD',
      source: 'INSURANCE_LIST' as const,
    })),
  ];
  return rows.sort((a, b) => rank(a.kind) - rank(b.kind) || a.name.localeCompare(b.name));
}
