import { BASE_CURRENCY, type CurrencyCode } from '../../shared-kernel/currency.js';
import { ROUND_HALF_UP, dec } from '../../shared-kernel/decimal.js';
import { ValidationFailed, type FieldError } from '../../shared-kernel/errors.js';
import { maxMoneyInputCents } from '../../shared-kernel/money-input.js';
import type { Cents } from '../../shared-kernel/money.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { decimalPlaces, formatLimit } from '../../shared-kernel/validation/values.js';
import { displayWidth, tooWideMessage } from './display-width.js';
import { checkInsuranceDetails, emptyInsuranceDetails, type InsuranceDetails } from './insurance-details.js';
import { unknownCurrencyMessage, type RatesToSgd } from './income.js';
import type { LocalDate } from '../../shared-kernel/local-date.js';
import { checkPropertyDetails, propertyMessages, type PropertyDetails } from './property-details.js';
import { ASSET_KINDS, type AssetKind, type AssetKindPath } from './asset-kinds.js';

/** Spec 2 §3 "Assets": the kinds live on their own (asset-kinds.ts) so the wire's list does not pull these rules in. */
export { ASSET_KINDS, ASSET_KIND_LIST, type AssetKind, type AssetKindPath } from './asset-kinds.js';

/** The kind a path names, or null for anything else ('cpf' is not a manual kind). */
export function assetKindOfPath(path: string): AssetKind | null {
  return Object.hasOwn(ASSET_KINDS, path) ? ASSET_KINDS[path as AssetKindPath] : null;
}

export const INVESTMENT_SOURCES = ['CASH', 'CPFIS', 'SRS'] as const;
export type InvestmentSource = (typeof INVESTMENT_SOURCES)[number];
export const ENTER_OPTIONS = ['TOTAL_VALUE', 'UNIT_PRICE'] as const;
export type EnterOption = (typeof ENTER_OPTIONS)[number];

/** Kinds that are not investments: held in cash and entered as a total value only. */
export const CASH_ONLY_KINDS: ReadonlySet<AssetKind> = new Set<AssetKind>(['cashBalance', 'cashSavings', 'fixedDeposit', 'insurance', 'otherNonInvestment', 'property']);

/** Spec 2 §5 "Manual investment" limits. */
export const MAX_ASSET_NAME_WIDTH = 24;
/** 999,999,999 in cents: the largest total value, whatever the currency (the money cap may be lower). */
export const MAX_ASSET_VALUE_CENTS = 99_999_999_900;
export const MAX_ASSET_QUANTITY = 99_999_999;
/** Gold is counted in troy ounces to 3 decimals; every other kind in whole units. */
export const quantityDecimalsOf = (kind: AssetKind): number => (kind === 'gold' ? 3 : 0);
export const MAX_GROWTH_RATE = 100;
export const GROWTH_RATE_DECIMALS = 2;
export const MAX_ASSETS_PER_KIND = 100;

export const assetMessages = {
  nameTooWide: tooWideMessage(MAX_ASSET_NAME_WIDTH),
  investedInSgd: 'Investments through CPFIS or SRS are in SGD',
  cashOnly: 'This kind of asset is held in CASH',
  totalValueOnly: 'This kind of asset is entered as a total value (TOTAL_VALUE)',
  insuranceOnly: 'Only insurance assets have policy details',
  tooMany: `You can add at most ${MAX_ASSETS_PER_KIND} assets of one kind`,
  notFound: 'Asset not found',
  unknownKind: 'Unknown asset kind',
} as const;

/** A checked asset's fields; `totalValueAmount` is cents of `currency`. */
export interface AssetFields {
  name: string;
  totalValueAmount: Cents;
  currency: CurrencyCode;
  investmentSource: InvestmentSource;
  enterOption: EnterOption;
  /** UNIT_PRICE only: units (gold: troy ounces) */
  quantity: number | null;
  /** UNIT_PRICE only: cents of `currency` per unit */
  unitPrice: Cents | null;
  /** % a year, null when unknown */
  estimatedGrowthRate: number | null;
  /** insurance assets only (all fields null when none were given); null for every other kind */
  insurance: InsuranceDetails | null;
  /** the home's details (property assets only; null for every other kind) */
  property: PropertyDetails | null;
}

/** A stored asset. */
export interface Asset extends AssetFields {
  id: string;
  kind: AssetKind;
  /** set by the server on every create and update */
  lastUpdatedAt: Date;
}

/** An asset as sent (POST), or the stored one with the changed fields (PATCH), before its rules are checked. */
export interface AssetDraft {
  name: string;
  totalValueAmount?: number | null;
  currency: CurrencyCode;
  investmentSource: InvestmentSource;
  enterOption: EnterOption;
  quantity?: number | null;
  unitPrice?: number | null;
  estimatedGrowthRate?: number | null;
  insurance?: Partial<InsuranceDetails> | null;
  property?: Partial<PropertyDetails> | null;
}

/** PATCH body: changed fields only. */
export type AssetChange = Partial<AssetDraft>;

/** 'Must be less than or equal to 999,999,999' for a cents limit. */
const atMost = (limitCents: number): string => messages.maxInclusive(formatLimit(dec(limitCents).div(100n)));

function checkName(problems: FieldError[], name: string): void {
  if (name.trim() === '') problems.push({ field: 'name', message: messages.required });
  else if (name !== name.trim()) problems.push({ field: 'name', message: messages.surroundingSpace });
  else if (displayWidth(name) > MAX_ASSET_NAME_WIDTH) problems.push({ field: 'name', message: assetMessages.nameTooWide });
}

/** Integer cents from 0 to `max`; 'Please enter a value' when missing. */
function checkCentsField(problems: FieldError[], field: string, value: number | null | undefined, max: number): value is number {
  const before = problems.length;
  if (value === null || value === undefined) problems.push({ field, message: messages.required });
  else if (!Number.isSafeInteger(value)) problems.push({ field, message: messages.wholeNumber });
  else if (value < 0) problems.push({ field, message: messages.minInclusive('0') });
  else if (value > max) problems.push({ field, message: atMost(max) });
  return problems.length === before;
}

/** Spec 2 §5: quantity > 0, at most 99,999,999, with the kind's decimals (gold 3, others whole units). */
export function quantityProblem(kind: AssetKind, quantity: number | null | undefined): string | null {
  if (quantity === null || quantity === undefined) return messages.required;
  if (!Number.isFinite(quantity)) return messages.numericText;
  if (quantity <= 0) return messages.minExclusive('0');
  if (quantity > MAX_ASSET_QUANTITY) return messages.maxInclusive(formatLimit(MAX_ASSET_QUANTITY));
  const places = quantityDecimalsOf(kind);
  if (decimalPlaces(dec(quantity)) > places) return places === 0 ? messages.wholeNumber : messages.maxDecimals(String(places));
  return null;
}

/** A yearly growth rate in %: null, or -100 to 100 with at most 2 decimals. */
export function growthRateProblem(rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined) return null;
  if (!Number.isFinite(rate)) return messages.numericText;
  if (rate < -MAX_GROWTH_RATE) return messages.minInclusive(`-${MAX_GROWTH_RATE}`);
  if (rate > MAX_GROWTH_RATE) return messages.maxInclusive(String(MAX_GROWTH_RATE));
  if (decimalPlaces(dec(rate)) > GROWTH_RATE_DECIMALS) return messages.maxDecimals(String(GROWTH_RATE_DECIMALS));
  return null;
}

/** round_half_up(quantity x unit price) in cents, exactly (big.js): 1.5 oz x 265033 cents -> 397550 cents. */
export function totalOfUnits(quantity: number, unitPriceCents: number): number {
  return Number(dec(quantity).times(dec(unitPriceCents)).round(0, ROUND_HALF_UP).toFixed(0));
}

/**
 * Checks an asset of `kind` as a whole and answers its stored fields (spec 2 §3, §5):
 * name required, trimmed, at most 24 columns wide; the currency has a stored rate, and is SGD unless the source is
 * CASH; non-investment kinds are CASH and TOTAL_VALUE only; TOTAL_VALUE needs a total, UNIT_PRICE a quantity and a
 * unit price from which the server works the total out; the total is at most 999,999,999 and at most the money
 * cap in the currency; the growth rate is -100..100 with 2 decimals; only insurance carries policy details.
 * @throws ValidationFailed (400) listing every problem, fields named as in the request ('insurance.sumAssured').
 */
export function settleAsset(kind: AssetKind, draft: AssetDraft, rates: RatesToSgd, today: LocalDate | null = null): AssetFields {
  const problems: FieldError[] = [];
  checkName(problems, draft.name);

  if (CASH_ONLY_KINDS.has(kind)) {
    if (draft.investmentSource !== 'CASH') problems.push({ field: 'investmentSource', message: assetMessages.cashOnly });
    if (draft.enterOption !== 'TOTAL_VALUE') problems.push({ field: 'enterOption', message: assetMessages.totalValueOnly });
  } else if (!INVESTMENT_SOURCES.includes(draft.investmentSource)) {
    problems.push({ field: 'investmentSource', message: messages.invalidFormat });
  } else if (!ENTER_OPTIONS.includes(draft.enterOption)) {
    problems.push({ field: 'enterOption', message: messages.invalidFormat });
  }

  const rate = draft.currency === BASE_CURRENCY ? '1' : rates.get(draft.currency);
  if (draft.investmentSource !== 'CASH' && draft.currency !== BASE_CURRENCY) problems.push({ field: 'currency', message: assetMessages.investedInSgd });
  else if (rate === undefined) problems.push({ field: 'currency', message: unknownCurrencyMessage(draft.currency) });
  const moneyCap = rate === undefined ? Number.MAX_SAFE_INTEGER : maxMoneyInputCents(draft.currency, rate);
  const valueCap = Math.min(MAX_ASSET_VALUE_CENTS, moneyCap);

  let totalValueAmount = 0;
  let quantity: number | null = null;
  let unitPrice: number | null = null;
  if (draft.enterOption === 'UNIT_PRICE') {
    const quantityMessage = quantityProblem(kind, draft.quantity);
    if (quantityMessage !== null) problems.push({ field: 'quantity', message: quantityMessage });
    const priceOk = checkCentsField(problems, 'unitPrice', draft.unitPrice, Number.MAX_SAFE_INTEGER);
    if (quantityMessage === null && priceOk) {
      quantity = draft.quantity!;
      unitPrice = draft.unitPrice!;
      totalValueAmount = totalOfUnits(quantity, unitPrice);
      if (totalValueAmount > valueCap) problems.push({ field: 'totalValueAmount', message: atMost(valueCap) });
    }
  } else if (checkCentsField(problems, 'totalValueAmount', draft.totalValueAmount, valueCap)) {
    totalValueAmount = draft.totalValueAmount!;
  }

  const growthMessage = growthRateProblem(draft.estimatedGrowthRate);
  if (growthMessage !== null) problems.push({ field: 'estimatedGrowthRate', message: growthMessage });

  let insurance: InsuranceDetails | null = null;
  if (kind === 'insurance') {
    insurance = { ...emptyInsuranceDetails(), ...draft.insurance };
    checkInsuranceDetails(problems, insurance, moneyCap);
  } else if (draft.insurance !== null && draft.insurance !== undefined) {
    problems.push({ field: 'insurance', message: assetMessages.insuranceOnly });
  }

  let property: PropertyDetails | null = null;
  if (kind === 'property') {
    if (draft.property === null || draft.property === undefined) problems.push({ field: 'property', message: propertyMessages.detailsRequired });
    else {
      checkPropertyDetails(problems, draft.property, today);
      const given = draft.property;
      property = {
        propertyType: given.propertyType!,
        hdbFlatType: given.hdbFlatType ?? null,
        address: given.address ?? null,
        ownershipShare: given.ownershipShare!,
        valuationDate: given.valuationDate!,
        valueSource: given.valueSource ?? 'TYPED',
        securedLiabilityId: given.securedLiabilityId ?? null,
        importedMortgageRef: given.importedMortgageRef ?? null,
      };
    }
  } else if (draft.property !== null && draft.property !== undefined) {
    problems.push({ field: 'property', message: propertyMessages.propertyOnly });
  }

  if (problems.length > 0) throw new ValidationFailed(problems);
  return {
    name: draft.name,
    totalValueAmount: totalValueAmount as Cents,
    currency: draft.currency,
    investmentSource: draft.investmentSource,
    enterOption: draft.enterOption,
    quantity,
    unitPrice: unitPrice as Cents | null,
    estimatedGrowthRate: draft.estimatedGrowthRate ?? null,
    insurance,
    property,
  };
}

/**
 * PATCH: the stored asset with the fields that were sent (undefined ones left as stored). Policy and home details
 * merge field by field; `insurance: null` clears them. A home's value or valuation date sent by the resident makes
 * the value theirs ('TYPED'): Myinfo's purchase price stands only until then.
 */
export function mergeAssetChange(stored: AssetFields, change: AssetChange): AssetDraft {
  const sent = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as AssetChange;
  const insurance = sent.insurance === undefined ? stored.insurance : sent.insurance === null ? null : { ...(stored.insurance ?? {}), ...sent.insurance };
  let property = sent.property === undefined ? stored.property : sent.property === null ? null : { ...(stored.property ?? {}), ...sent.property };
  // Only a value or date that differs from the stored one counts: the web sends a home's details whole.
  const newValue = sent.totalValueAmount !== undefined && sent.totalValueAmount !== stored.totalValueAmount;
  const newDate = sent.property?.valuationDate !== undefined && sent.property.valuationDate !== stored.property?.valuationDate;
  if (property && (newValue || newDate)) property = { ...property, valueSource: 'TYPED' };
  // The resident's own link (or unlinking) wins over the one an import keeps up to date.
  const newLink = sent.property?.securedLiabilityId !== undefined && sent.property.securedLiabilityId !== stored.property?.securedLiabilityId;
  if (property && newLink) property = { ...property, importedMortgageRef: null };
  return { ...stored, ...sent, insurance, property };
}
