/**
 * How the kinds of the bank-data record become the product's asset kinds (spec 2 §4 "How imported data becomes
 * assets and liabilities"). The record's own codes are not all spelt out in the spec; the ones used here are those
 * of `amountType` (spec 2 §3) plus the product and holding types it names, and are written down in
 * docs/decisions.md. A code we do not know is an error of the data, never silently a guess.
 */
import { DomainError } from '../../shared-kernel/errors.js';

/** The product's asset kinds an import can produce (the cashflow-wealth context's kinds, by their path names). */
export type ImportedAssetKind =
  | 'cash-balance'
  | 'cash-savings'
  | 'fixed-deposit'
  | 'structured-product'
  | 'bond'
  | 'unit-trust'
  | 'insurance'
  | 'stock'
  | 'gold'
  | 'other-investment'
  | 'other-non-investment';

export class InvalidBankData extends DomainError {
  constructor(message: 'invalid AmountType' | 'invalid holdingType' | 'invalid securityType', readonly value: string) {
    super('DATA_IMPORT.INVALID_BANK_DATA', message, 'unavailable');
  }
}

/**
 * amountType -> asset kind: fixed deposit to fixed deposit; structured deposits or products to structured
 * product; bonds (Singapore Savings Bonds) to bond; fund management to unit trust; insurance (premiums paid) to
 * insurance; cash to cash.
 */
const AMOUNT_TYPES: Readonly<Record<string, ImportedAssetKind>> = {
  balance: 'cash-savings',
  balanceCash: 'cash-balance',
  balanceFD: 'fixed-deposit',
  balanceSD: 'structured-product',
  balanceSP: 'structured-product',
  balanceSSB: 'bond',
  balanceFM: 'unit-trust',
  premiumPaid: 'insurance',
};

export function assetKindOfAmountType(amountType: string): ImportedAssetKind {
  const kind = Object.hasOwn(AMOUNT_TYPES, amountType) ? AMOUNT_TYPES[amountType] : undefined;
  if (!kind) throw new InvalidBankData('invalid AmountType', amountType);
  return kind;
}

/** holdingType (unit trust, SRS and CPFIS holdings) -> asset kind: equity to stock, others to other assets. */
const HOLDING_TYPES: Readonly<Record<string, ImportedAssetKind>> = {
  equity: 'stock',
  unitTrust: 'unit-trust',
  bond: 'bond',
  gold: 'gold',
  structuredProduct: 'structured-product',
  others: 'other-non-investment',
};

export function assetKindOfHoldingType(holdingType: string): ImportedAssetKind {
  const kind = Object.hasOwn(HOLDING_TYPES, holdingType) ? HOLDING_TYPES[holdingType] : undefined;
  if (!kind) throw new InvalidBankData('invalid holdingType', holdingType);
  return kind;
}

/**
 * Depository (CDP) security types, numeric codes of our sandbox (the spec names the types, not their numbers):
 * shares to stock; corporate debt, treasury bills and bonds to bond; exchange-traded funds to unit trust (a fund);
 * warrants to structured product (a derivative); anything else to other investment.
 */
export const SECURITY_TYPES = {
  1: { name: 'Corporate debt', kind: 'bond' },
  2: { name: 'Treasury bill', kind: 'bond' },
  3: { name: 'Treasury bond', kind: 'bond' },
  4: { name: 'Warrants', kind: 'structured-product' },
  5: { name: 'Shares', kind: 'stock' },
  6: { name: 'Exchange-traded fund', kind: 'unit-trust' },
  7: { name: 'Others', kind: 'other-investment' },
} as const satisfies Readonly<Record<number, { name: string; kind: ImportedAssetKind }>>;

export function assetKindOfSecurityType(securityType: number): ImportedAssetKind {
  const entry = (SECURITY_TYPES as Readonly<Record<number, { kind: ImportedAssetKind }>>)[securityType];
  if (!entry) throw new InvalidBankData('invalid securityType', String(securityType));
  return entry.kind;
}
