import type { FieldError } from '../../shared-kernel/errors.js';
import { ROUND_HALF_UP, dec } from '../../shared-kernel/decimal.js';
import { LocalDate } from '../../shared-kernel/local-date.js';
import type { Cents } from '../../shared-kernel/money.js';
import { messages } from '../../shared-kernel/validation/messages.js';

/**
 * A home the resident owns (decisions.md "The home as an asset"): an HDB flat, a condominium or a landed house.
 * The asset's total value is the whole home's estimated value; the resident's share of it counts in net worth.
 */
export const PROPERTY_TYPES = ['HDB', 'CONDOMINIUM', 'LANDED'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const HDB_FLAT_TYPES = ['STUDIO', '1_ROOM', '2_ROOM', '3_ROOM', '4_ROOM', '5_ROOM', 'EXECUTIVE', 'MULTI_GENERATION'] as const;
export type HdbFlatType = (typeof HDB_FLAT_TYPES)[number];
/**
 * Where the value came from: typed by the resident, or Myinfo's purchase price, or nothing (Myinfo brought the flat
 * without a price: 0 until the resident adds an estimate). Myinfo's stand until the resident sends a value.
 */
export const VALUE_SOURCES = ['TYPED', 'MYINFO_PURCHASE_PRICE', 'MYINFO_NO_PRICE'] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];
export const MAX_ADDRESS_LENGTH = 200;

export interface PropertyDetails {
  propertyType: PropertyType;
  /** HDB flats only; null when unknown or not an HDB flat */
  hdbFlatType: HdbFlatType | null;
  address: string | null;
  /** the resident's share of the home, % (1 to 100, up to 2 decimals) */
  ownershipShare: number;
  /** the day the value was estimated ('YYYY-MM-DD'), never after today */
  valuationDate: LocalDate;
  valueSource: ValueSource;
  /** the liability (mortgage) this home secures, one of the resident's; null when none */
  securedLiabilityId: string | null;
  /**
   * The imported liability the home secures, as '<source>:<source ref>' ('MYINFO:hdb:1'): an import replaces its
   * liabilities with new rows, and the import store links the home to the new row again. Never on the wire.
   */
  importedMortgageRef?: string | null;
}

export const propertyMessages = {
  propertyOnly: 'Only a home has property details',
  detailsRequired: 'Please enter the details of your home',
  flatTypeOnlyHdb: 'Only an HDB flat has a flat type',
  valuationInFuture: 'The valuation date cannot be in the future',
  notYourLiability: 'Choose one of your liabilities',
} as const;

const oneOf = (values: readonly string[], value: unknown): boolean => typeof value === 'string' && values.includes(value);

/**
 * Checks a home's details (decisions.md "The home as an asset"): a known property type; a flat type for HDB flats
 * only; an optional trimmed address of at most 200 characters; a share from 1 to 100 % with 2 decimals; a real
 * valuation date not after `today`. Whether the secured liability is the resident's is the use case's question.
 */
export function checkPropertyDetails(problems: FieldError[], details: Partial<PropertyDetails>, today: LocalDate | null): void {
  const field = (name: keyof PropertyDetails) => `property.${name}`;
  if (!oneOf(PROPERTY_TYPES, details.propertyType)) problems.push({ field: field('propertyType'), message: details.propertyType == null ? messages.required : messages.invalidFormat });
  if (details.hdbFlatType != null) {
    if (!oneOf(HDB_FLAT_TYPES, details.hdbFlatType)) problems.push({ field: field('hdbFlatType'), message: messages.invalidFormat });
    else if (details.propertyType !== 'HDB') problems.push({ field: field('hdbFlatType'), message: propertyMessages.flatTypeOnlyHdb });
  }
  const { address } = details;
  if (address != null) {
    if (address.trim() === '') problems.push({ field: field('address'), message: messages.required });
    else if (address !== address.trim()) problems.push({ field: field('address'), message: messages.surroundingSpace });
    else if (address.length > MAX_ADDRESS_LENGTH) problems.push({ field: field('address'), message: messages.maxLength(String(MAX_ADDRESS_LENGTH)) });
  }
  const share = details.ownershipShare;
  if (share === null || share === undefined) problems.push({ field: field('ownershipShare'), message: messages.required });
  else if (!Number.isFinite(share)) problems.push({ field: field('ownershipShare'), message: messages.numericText });
  else if (share < 1) problems.push({ field: field('ownershipShare'), message: messages.minInclusive('1') });
  else if (share > 100) problems.push({ field: field('ownershipShare'), message: messages.maxInclusive('100') });
  else if (!dec(share).round(2).eq(dec(share))) problems.push({ field: field('ownershipShare'), message: messages.maxDecimals('2') });
  const date = details.valuationDate;
  if (date === null || date === undefined) problems.push({ field: field('valuationDate'), message: messages.required });
  else if (!LocalDate.isValid(date)) problems.push({ field: field('valuationDate'), message: messages.invalidFormat });
  else if (today !== null && LocalDate.compare(date, today) > 0) problems.push({ field: field('valuationDate'), message: propertyMessages.valuationInFuture });
  if (details.valueSource !== undefined && !oneOf(VALUE_SOURCES, details.valueSource)) problems.push({ field: field('valueSource'), message: messages.invalidFormat });
}

/** The resident's share of a home's value: value x share / 100, rounded half up to the cent. */
export function shareOfValue(value: Cents, ownershipShare: number): Cents {
  return Number(dec(value).times(dec(ownershipShare)).div(dec(100)).round(0, ROUND_HALF_UP).toFixed(0)) as Cents;
}
