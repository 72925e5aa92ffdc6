/**
 * The asset panel's form as text fields, and the asset it makes (spec 2 §2): pure, so what the panel saves is
 * tested without React. Amounts are typed in dollars and stored in cents; a quantity x unit price asset carries
 * no total (the server works it out), a total-value asset no quantity or price.
 */
import { formatDecimal, dec } from '../../../src/shared-kernel/decimal.js';
import { formatMoneyInput } from '../../../src/shared-kernel/money-format.js';
import { parseMoneyInput } from '../../../src/shared-kernel/money-input.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { newLocalId } from '../shared/synced-list';
import { panelFields, quantityDecimals } from './asset-kinds';
import { effectiveCurrency, parseQuantity, parseTotalValue, totalFromQuantity, validateAssetName, validateUnitPrice } from './asset-rules';
import { EMPTY_INSURANCE, type AssetDraft } from './asset-sync';
import { parseOwnershipShare, validateAddress, validateValuationDate, type HdbFlatType, type PropertyType } from './property-rules';
import type { AssetKindPath, EnterOption, InsuranceDetails, InvestmentSource } from './wealth.types';

export interface AssetForm {
  kind: AssetKindPath;
  name: string;
  investmentSource: InvestmentSource;
  currency: string;
  enterOption: EnterOption;
  totalValue: string;
  quantity: string;
  unitPrice: string;
  insurer: string;
  providerCode: InsuranceDetails['providerCode'] | '';
  policyType: InsuranceDetails['policyType'] | '';
  productType: InsuranceDetails['productType'] | '';
  coverageClass: InsuranceDetails['coverageClass'] | '';
  riderOrBasic: InsuranceDetails['riderOrBasic'] | '';
  premiumAmount: string;
  premiumFrequency: InsuranceDetails['premiumFrequency'] | '';
  paymentMethod: InsuranceDetails['paymentMethod'] | '';
  /** the sum assured per benefit type (spec 2 §9): death, accidental death, total permanent disability, critical illness */
  sumAssured: string;
  accidentalDeathSumAssured: string;
  totalPermanentDisabilitySumAssured: string;
  criticalIllnessSumAssured: string;
  /** the home's fields (decisions.md "The home as an asset") */
  propertyType: PropertyType | '';
  hdbFlatType: HdbFlatType | '';
  address: string;
  ownershipShare: string;
  valuationDate: string;
  /** '' when the home secures no liability */
  securedLiabilityId: string;
}

/** '1,500' or '1.5' (gold): separators, and no trailing zeros after the point. */
export function quantityText(quantity: number, decimals: number): string {
  const text = formatDecimal(dec(quantity), decimals);
  return decimals === 0 ? text : text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/** The money fields of a policy's details, each typed in the policy's currency. */
export const INSURANCE_MONEY_FIELDS = ['premiumAmount', 'sumAssured', 'accidentalDeathSumAssured', 'totalPermanentDisabilitySumAssured', 'criticalIllnessSumAssured'] as const;

const moneyText = (cents: number | null | undefined): string => (cents == null ? '' : formatMoneyInput(cents as Cents));

/** The form for a new asset of `kind`, or for editing `draft`; a new home is yours in full, valued today. */
export function assetFormOf(kind: AssetKindPath, draft?: AssetDraft, today = ''): AssetForm {
  const insurance = draft?.insurance ?? EMPTY_INSURANCE;
  const home = draft?.property ?? null;
  return {
    kind,
    name: draft?.name ?? '',
    investmentSource: draft?.investmentSource ?? 'CASH',
    currency: draft?.currency ?? 'SGD',
    enterOption: draft?.enterOption ?? 'TOTAL_VALUE',
    totalValue: draft?.enterOption === 'TOTAL_VALUE' ? moneyText(draft.totalValueAmount) : '',
    quantity: draft?.quantity == null ? '' : quantityText(draft.quantity, quantityDecimals(kind)),
    unitPrice: moneyText(draft?.unitPrice),
    insurer: insurance.insurer ?? '',
    providerCode: insurance.providerCode ?? '',
    policyType: insurance.policyType ?? '',
    productType: insurance.productType ?? '',
    coverageClass: insurance.coverageClass ?? '',
    riderOrBasic: insurance.riderOrBasic ?? '',
    premiumAmount: moneyText(insurance.premiumAmount),
    premiumFrequency: insurance.premiumFrequency ?? '',
    paymentMethod: insurance.paymentMethod ?? '',
    sumAssured: moneyText(insurance.sumAssured),
    accidentalDeathSumAssured: moneyText(insurance.accidentalDeathSumAssured),
    totalPermanentDisabilitySumAssured: moneyText(insurance.totalPermanentDisabilitySumAssured),
    criticalIllnessSumAssured: moneyText(insurance.criticalIllnessSumAssured),
    propertyType: home?.propertyType ?? '',
    hdbFlatType: home?.hdbFlatType ?? '',
    address: home?.address ?? '',
    ownershipShare: home?.ownershipShare == null ? (draft ? '' : '100') : String(home.ownershipShare),
    valuationDate: home?.valuationDate ?? today,
    securedLiabilityId: home?.securedLiabilityId ?? '',
  };
}

/** Whether the form asks quantity x unit price (investments only). */
export function usesQuantity(form: AssetForm): boolean {
  return panelFields(form.kind).enterBy && form.enterOption === 'UNIT_PRICE';
}

const optionalMoney = (text: string): string | null => {
  if (text.trim() === '') return null;
  const parsed = parseMoneyInput(text);
  return parsed.ok ? null : parsed.message;
};

/** Each field's message (only the fields the kind shows), or an empty object when the form may be saved. */
export function assetFormErrors(form: AssetForm, today = '9999-12-31'): Partial<Record<keyof AssetForm, string>> {
  const errors: Partial<Record<keyof AssetForm, string>> = {};
  const put = (field: keyof AssetForm, message: string | null) => {
    if (message !== null) errors[field] = message;
  };
  put('name', validateAssetName(form.name));
  if (usesQuantity(form)) {
    const decimals = quantityDecimals(form.kind);
    const quantity = parseQuantity(form.quantity, decimals);
    put('quantity', quantity.ok ? null : quantity.message);
    put('unitPrice', validateUnitPrice(form.unitPrice, form.quantity, decimals));
  } else {
    const total = parseTotalValue(form.totalValue);
    put('totalValue', total.ok ? null : total.message);
  }
  if (panelFields(form.kind).insuranceDetails) {
    for (const field of INSURANCE_MONEY_FIELDS) put(field, optionalMoney(form[field]));
  }
  if (panelFields(form.kind).propertyDetails) {
    put('propertyType', form.propertyType === '' ? 'Please enter a value' : null);
    const share = parseOwnershipShare(form.ownershipShare);
    put('ownershipShare', share.ok ? null : share.message);
    put('valuationDate', validateValuationDate(form.valuationDate, today));
    put('address', validateAddress(form.address));
  }
  return errors;
}

const centsOrNull = (text: string): number | null => {
  const parsed = parseMoneyInput(text);
  return text.trim() !== '' && parsed.ok ? parsed.cents : null;
};

/**
 * The asset the form describes, keeping the id (or a new local one) and what the panel does not show (the growth
 * rate). Call only when {@link assetFormErrors} is empty.
 */
export function assetDraftOf(form: AssetForm, before?: AssetDraft): AssetDraft {
  const fields = panelFields(form.kind);
  const source: InvestmentSource = fields.investmentSource ? form.investmentSource : 'CASH';
  const byQuantity = usesQuantity(form);
  const draft: AssetDraft = {
    id: before?.id ?? newLocalId(),
    name: form.name,
    currency: effectiveCurrency(source, form.currency),
    investmentSource: source,
    enterOption: byQuantity ? 'UNIT_PRICE' : 'TOTAL_VALUE',
    quantity: null,
    unitPrice: null,
    estimatedGrowthRate: before?.estimatedGrowthRate ?? null,
  };
  if (byQuantity) {
    const quantity = parseQuantity(form.quantity, quantityDecimals(form.kind));
    draft.quantity = quantity.ok ? quantity.quantity : null;
    draft.unitPrice = centsOrNull(form.unitPrice);
  } else {
    const total = parseTotalValue(form.totalValue);
    draft.totalValueAmount = total.ok ? total.cents : 0;
  }
  if (fields.insuranceDetails) {
    draft.insurance = {
      insurer: form.insurer.trim() || null,
      providerCode: form.providerCode || null,
      policyType: form.policyType || null,
      productType: form.productType || null,
      coverageClass: form.coverageClass || null,
      riderOrBasic: form.riderOrBasic || null,
      premiumAmount: centsOrNull(form.premiumAmount),
      premiumFrequency: form.premiumFrequency || null,
      paymentMethod: form.paymentMethod || null,
      sumAssured: centsOrNull(form.sumAssured),
      accidentalDeathSumAssured: centsOrNull(form.accidentalDeathSumAssured),
      totalPermanentDisabilitySumAssured: centsOrNull(form.totalPermanentDisabilitySumAssured),
      criticalIllnessSumAssured: centsOrNull(form.criticalIllnessSumAssured),
    };
  }
  if (fields.propertyDetails) {
    const share = parseOwnershipShare(form.ownershipShare);
    draft.property = {
      propertyType: form.propertyType || 'HDB',
      // Only an HDB flat has a flat type (the server refuses one on any other home).
      hdbFlatType: form.propertyType === 'HDB' && form.hdbFlatType !== '' ? form.hdbFlatType : null,
      address: form.address.trim() === '' ? null : form.address,
      ownershipShare: share.ok ? share.share : 100,
      valuationDate: form.valuationDate,
      securedLiabilityId: form.securedLiabilityId === '' ? null : form.securedLiabilityId,
    };
  }
  return draft;
}

/** The value an item shows in its list: its total, or quantity x unit price worked out as the server will. */
export function draftTotalCents(draft: AssetDraft): number {
  if (draft.enterOption === 'UNIT_PRICE' && draft.quantity !== null && draft.unitPrice !== null) {
    return totalFromQuantity(draft.quantity, draft.unitPrice);
  }
  return draft.totalValueAmount ?? 0;
}
