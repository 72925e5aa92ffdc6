/**
 * A Myinfo v3 person (guide §6: items `{ value | code, lastupdated, ... }` or `{ unavailable: true }`) read into
 * the personal-data record (spec 2 §3). Dollars become cents. What Myinfo does not say, we default and the
 * resident may adjust (PATCH /myinfo/hdb/ownership/{id}):
 * - a flat's share is 100 / number of owners (Myinfo gives the owner count, not the share);
 * - the instalment is paid from CPF in full (Myinfo has no cash/CPF split; most HDB loans are serviced from the
 *   CPF Ordinary Account). Both are written down in docs/decisions.md.
 */
import { ROUND_HALF_UP, dec } from '../../../shared-kernel/decimal.js';
import type { CpfBalances, HdbOwnership, NoticeOfAssessment, PersonalData, PersonBasic } from '../../domain/personal-data.js';

type Item = { value?: unknown; code?: unknown; desc?: unknown; lastupdated?: unknown; unavailable?: unknown } | undefined;
type Person = Record<string, unknown>;

const isAvailable = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null && (item as Item)!.unavailable !== true;
const valueOf = (item: unknown): unknown => (isAvailable(item) ? (item as Item)!.value : undefined);
const textOf = (item: unknown): string | null => {
  const value = valueOf(item);
  return typeof value === 'string' && value !== '' ? value : null;
};
/** Myinfo amounts are dollars (with cents as decimals): to whole cents, half up. */
const centsOf = (item: unknown): number => {
  const value = valueOf(item);
  if (typeof value !== 'number' && typeof value !== 'string') return 0;
  try {
    return Number(dec(value).times(dec(100)).round(0, ROUND_HALF_UP).toFixed(0));
  } catch {
    return 0;
  }
};
const updatedOf = (item: unknown): string | null => (isAvailable(item) && typeof item.lastupdated === 'string' && item.lastupdated !== '' ? item.lastupdated : null);

export function noaOf(person: Person): NoticeOfAssessment | null {
  const noa = person.noa;
  if (!isAvailable(noa) || valueOf(noa.yearofassessment) === undefined) return null;
  return {
    amount: centsOf(noa.amount),
    employment: centsOf(noa.employment),
    trade: centsOf(noa.trade),
    interest: centsOf(noa.interest),
    rent: centsOf(noa.rent),
    yearOfAssessment: String(valueOf(noa.yearofassessment)),
    category: textOf(noa.category),
    taxClearance: textOf(noa.taxclearance),
    lastUpdatedAt: updatedOf(noa),
  };
}

export function cpfOf(person: Person): CpfBalances | null {
  const cpf = person.cpfbalances;
  if (!isAvailable(cpf)) return null;
  return { oa: centsOf(cpf.oa), sa: centsOf(cpf.sa), ma: centsOf(cpf.ma), ra: cpf.ra === undefined ? null : centsOf(cpf.ra) };
}

function flatDescription(flat: Record<string, unknown>): string {
  const type = isAvailable(flat.hdbtype) && typeof flat.hdbtype.desc === 'string' ? flat.hdbtype.desc : 'HDB flat';
  const address = isAvailable(flat.address) ? flat.address : {};
  const street = [textOf(address.block), textOf(address.street)].filter(Boolean).join(' ');
  return street ? `${type}, ${street}` : type;
}

/** The flat's address on one line: block and street, #floor-unit, building, SINGAPORE postal code. */
function flatAddress(flat: Record<string, unknown>): string | null {
  const address = isAvailable(flat.address) ? flat.address : {};
  const floor = textOf(address.floor);
  const unit = textOf(address.unit);
  const postal = textOf(address.postal);
  const parts = [
    [textOf(address.block), textOf(address.street)].filter(Boolean).join(' '),
    floor && unit ? `#${floor}-${unit}` : '',
    textOf(address.building) ?? '',
    postal ? `SINGAPORE ${postal}` : '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(' ').slice(0, 200);
}

const moneyOrNull = (item: unknown): number | null => (valueOf(item) === undefined || valueOf(item) === '' ? null : centsOf(item));

export function hdbOwnershipOf(person: Person): HdbOwnership[] {
  const flats = Array.isArray(person.hdbownership) ? person.hdbownership : [];
  return flats.filter(isAvailable).map((flat, index) => {
    const owners = Number(valueOf(flat.noofowners));
    const instalment = centsOf(flat.monthlyloaninstalment);
    return {
      id: String(index + 1),
      description: flatDescription(flat),
      outstandingLoanBalance: centsOf(flat.outstandingloanbalance),
      monthlyLoanInstalment: instalment,
      monthlyCashLoanInstalment: 0,
      monthlyCPFLoanInstalment: instalment,
      percentageShare: Number.isInteger(owners) && owners > 1 ? Number((100 / owners).toFixed(2)) : 100,
      lastUpdatedAt: updatedOf(flat),
      hdbType: isAvailable(flat.hdbtype) && typeof flat.hdbtype.desc === 'string' ? flat.hdbtype.desc : null,
      address: flatAddress(flat),
      purchasePrice: moneyOrNull(flat.purchaseprice),
      dateOfPurchase: textOf(flat.dateofpurchase),
    };
  });
}

/** The record of a Myinfo person, consented to at `consentedAt` (ISO). */
export function personalDataOf(person: Person, consentedAt: string): PersonalData {
  return { noa: noaOf(person), cpf: cpfOf(person), hdbOwnership: hdbOwnershipOf(person), latestConsentAt: consentedAt };
}

const codeOf = (item: unknown): string | null => (isAvailable(item) && typeof item.code === 'string' && item.code !== '' ? item.code : null);

export function personBasicOf(person: Person): PersonBasic {
  return {
    name: textOf(person.name),
    dob: textOf(person.dob),
    sex: codeOf(person.sex),
    maritalStatus: codeOf(person.marital),
    residentialStatus: codeOf(person.residentialstatus),
    email: textOf(person.email),
  };
}
