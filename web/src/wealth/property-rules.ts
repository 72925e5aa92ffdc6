/**
 * The home's fields in the asset panel (decisions.md "The home as an asset"): the same rules and messages as the
 * server's (src/cashflow-wealth/domain/property-details.ts), so the panel refuses what the server would. Pure.
 */
import { dec } from '../../../src/shared-kernel/decimal.js';
import { LocalDate } from '../../../src/shared-kernel/local-date.js';
import { messages } from '../../../src/shared-kernel/validation/messages.js';
import { decimalPlaces } from '../../../src/shared-kernel/validation/values.js';
import type { PropertyDetails } from './wealth.types';

export type PropertyType = PropertyDetails['propertyType'];
export type HdbFlatType = NonNullable<PropertyDetails['hdbFlatType']>;

export const PROPERTY_TYPE_OPTIONS: readonly { value: PropertyType; label: string }[] = [
  { value: 'HDB', label: 'HDB flat' },
  { value: 'CONDOMINIUM', label: 'Condominium or apartment' },
  { value: 'LANDED', label: 'Landed house' },
];

export const HDB_FLAT_TYPE_OPTIONS: readonly { value: HdbFlatType; label: string }[] = [
  { value: 'STUDIO', label: 'Studio apartment' },
  { value: '1_ROOM', label: '1-room' },
  { value: '2_ROOM', label: '2-room' },
  { value: '3_ROOM', label: '3-room' },
  { value: '4_ROOM', label: '4-room' },
  { value: '5_ROOM', label: '5-room' },
  { value: 'EXECUTIVE', label: 'Executive' },
  { value: 'MULTI_GENERATION', label: 'Multi-generation' },
];

export const MAX_ADDRESS_LENGTH = 200;
export const VALUATION_IN_FUTURE = 'The valuation date cannot be in the future';

/** Your share of the home in %, as typed: 1 to 100 with at most 2 decimals. */
export function parseOwnershipShare(input: string): { ok: true; share: number } | { ok: false; message: string } {
  const text = input.trim().replace(/%$/, '').trim();
  if (text === '') return { ok: false, message: messages.required };
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, message: /^-/.test(text) ? messages.minInclusive('1') : messages.numericText };
  const value = dec(text.replace(/\.$/, ''));
  if (decimalPlaces(value) > 2) return { ok: false, message: messages.maxDecimals('2') };
  if (value.lt(1n)) return { ok: false, message: messages.minInclusive('1') };
  if (value.gt(100n)) return { ok: false, message: messages.maxInclusive('100') };
  return { ok: true, share: Number(value.toString()) };
}

/** The day the value was estimated: a real date, not after today (Singapore). */
export function validateValuationDate(text: string, today: string): string | null {
  if (text.trim() === '') return messages.required;
  if (!LocalDate.isValid(text)) return messages.invalidFormat;
  return text > today ? VALUATION_IN_FUTURE : null;
}

/** The address is optional; when typed, no space at either end and at most 200 characters. */
export function validateAddress(text: string): string | null {
  if (text === '') return null;
  if (text.trim() === '') return messages.required;
  if (text !== text.trim()) return messages.surroundingSpace;
  return text.length > MAX_ADDRESS_LENGTH ? messages.maxLength(String(MAX_ADDRESS_LENGTH)) : null;
}

/** Where the value came from, for the panel and the list ('Purchase price from Myinfo, 15 Nov 2018'). */
export function valueSourceNote(details: Pick<PropertyDetails, 'valueSource' | 'valuationDate'>, formatDate: (date: string) => string): string {
  switch (details.valueSource) {
    case 'MYINFO_PURCHASE_PRICE':
      return `Purchase price from Myinfo, ${formatDate(details.valuationDate)}`;
    case 'MYINFO_NO_PRICE':
      return 'Myinfo gave no price for this flat: add your estimate';
    default:
      return `Your estimate, ${formatDate(details.valuationDate)}`;
  }
}
