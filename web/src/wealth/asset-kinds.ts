/**
 * How the eleven manual asset kinds (spec 2 §3) are grouped on /wealth/assets and which panel fields each shows
 * (spec 2 §2 "Manual investment / asset panels"). Pure, so the rules are unit-tested without React.
 */
import type { AssetKindPath } from './wealth.types';

export type AssetGroupId = 'cash' | 'investments' | 'cpf' | 'home' | 'insurance' | 'other';

export interface AssetGroup {
  id: AssetGroupId;
  title: string;
  /** One line under the heading saying what belongs here. */
  description: string;
  /** The manual kinds listed in this group, in order; CPF has none (its balances are fields, not items). */
  kinds: readonly AssetKindPath[];
  /** The 'Add …' button's text. */
  addLabel: string;
}

/**
 * Cash is money you can reach at once; investments are what a market prices (they may come from CASH, CPFIS or
 * SRS money); CPF balances are one record; insurance is the cash or surrender value of policies; everything else
 * (a car, jewellery, a loan to family) is 'other'.
 */
export const ASSET_GROUPS: readonly AssetGroup[] = [
  {
    id: 'cash',
    title: 'Cash',
    description: 'Bank balances, savings accounts and fixed deposits',
    kinds: ['cash-balance', 'cash-savings', 'fixed-deposit'],
    addLabel: 'Add cash',
  },
  {
    id: 'investments',
    title: 'Investments',
    description: 'Stocks, bonds, unit trusts, gold, structured products and other investments',
    kinds: ['stock', 'bond', 'unit-trust', 'gold', 'structured-product', 'other-investment'],
    addLabel: 'Add investment',
  },
  { id: 'cpf', title: 'CPF', description: 'Your CPF account balances', kinds: [], addLabel: '' },
  {
    id: 'home',
    title: 'Your home',
    description: 'An HDB flat, condominium or landed house you own, at your estimate of its value',
    kinds: ['property'],
    addLabel: 'Add your home',
  },
  {
    id: 'insurance',
    title: 'Insurance',
    description: 'The cash or surrender value of your policies',
    kinds: ['insurance'],
    addLabel: 'Add insurance policy',
  },
  {
    id: 'other',
    title: 'Other assets',
    description: 'Anything else of value, such as a car or jewellery',
    kinds: ['other-non-investment'],
    addLabel: 'Add other asset',
  },
];

export const ASSET_KIND_LABELS: Readonly<Record<AssetKindPath, string>> = {
  'cash-balance': 'Cash balance',
  'cash-savings': 'Cash savings',
  'fixed-deposit': 'Fixed deposit',
  stock: 'Stocks',
  bond: 'Bonds',
  'unit-trust': 'Unit trusts',
  gold: 'Gold',
  'structured-product': 'Structured products',
  'other-investment': 'Other investments',
  insurance: 'Insurance',
  'other-non-investment': 'Other assets',
  property: 'Home',
};

export const ALL_ASSET_KINDS: readonly AssetKindPath[] = ASSET_GROUPS.flatMap((g) => g.kinds);

export function groupOfKind(kind: AssetKindPath): AssetGroup {
  return ASSET_GROUPS.find((g) => g.kinds.includes(kind))!;
}

export function isInvestmentKind(kind: AssetKindPath): boolean {
  return groupOfKind(kind).id === 'investments';
}

/** Kinds whose market price the resident can look up (the 'Where to find market prices' modal). */
export type MarketPriceKind = 'stock' | 'bond' | 'unit-trust';
export function marketPriceKind(kind: AssetKindPath): MarketPriceKind | null {
  return kind === 'stock' || kind === 'bond' || kind === 'unit-trust' ? kind : null;
}

/** Which fields the asset panel shows for a kind. */
export interface PanelFields {
  /** the kind picker (the investments group: stock, bond, …; the cash group: balance, savings, fixed deposit) */
  kindPicker: readonly AssetKindPath[] | null;
  investmentSource: boolean;
  /** 'Enter by' total value or quantity x unit price; otherwise total value only */
  enterBy: boolean;
  insuranceDetails: boolean;
  marketPriceInfo: boolean;
  /** the home's details: type, flat type, address, share, valuation date, the loan it secures */
  propertyDetails: boolean;
}

export function panelFields(kind: AssetKindPath): PanelFields {
  const group = groupOfKind(kind);
  const investment = group.id === 'investments';
  return {
    kindPicker: group.kinds.length > 1 ? group.kinds : null,
    investmentSource: investment,
    enterBy: investment,
    insuranceDetails: kind === 'insurance',
    marketPriceInfo: marketPriceKind(kind) !== null,
    propertyDetails: kind === 'property',
  };
}

/** Spec 2 §2: gold is counted in troy ounces with up to 3 decimals; everything else in whole units. */
export function quantityDecimals(kind: AssetKindPath): number {
  return kind === 'gold' ? 3 : 0;
}

export function quantityLabel(kind: AssetKindPath): string {
  return kind === 'gold' ? 'Quantity (oz)' : 'Quantity (units)';
}
