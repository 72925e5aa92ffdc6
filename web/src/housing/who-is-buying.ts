/**
 * "Who is buying", asked the same way by every housing tool (the public "What can I afford?" page, the recommended
 * plan, a custom plan's first step; docs/decisions.md "Who is buying"): per buyer the residency, the age, whether
 * they have had a housing subsidy and whether they own, or owned in the last 30 months, private property; for a family
 * the marital status; and whether this is the household's first home (the homes already owned, for IRAS). The
 * resident is buyer 1: their residency, age and marital status start from their profile, always editable. Pure.
 */
import type { HouseholdType, HousingPlanFields, MaritalStatus, Residency } from '../../../src/housing/adapters/http/housing.contract.js';
import { MAX_BUYERS } from '../../../src/housing/domain/housing-plan.js';
import { LocalDate } from '../../../src/shared-kernel/local-date.js';

export type YesNo = 'YES' | 'NO' | '';

/** The answers as the fields show them: text for numbers, '' for a question not answered. */
export interface WhoIsBuying {
  householdType: HouseholdType;
  maritalStatus: MaritalStatus | '';
  noOfBuyers: string;
  buyerResidencies: Residency[];
  buyerAges: string[];
  buyerHadSubsidy: YesNo[];
  buyerOwnedPrivateProperty: YesNo[];
  /** the residential properties the buyers own now, in Singapore or abroad ('0': this is their first home) */
  propertiesOwned: string;
}

export const yesNoOf = (answer: boolean | null | undefined): YesNo => (answer === true ? 'YES' : answer === false ? 'NO' : '');
export const booleanOf = (answer: YesNo | undefined): boolean | null => (answer === 'YES' ? true : answer === 'NO' ? false : null);

export function buyerCount(value: Pick<WhoIsBuying, 'noOfBuyers'>): number {
  const n = Number(value.noOfBuyers);
  return Number.isInteger(n) && n >= 1 && n <= MAX_BUYERS ? n : 1;
}

/** Each per-buyer list as long as the buyers: cut, or filled with a citizen and unanswered questions. */
export function withBuyers(value: WhoIsBuying, noOfBuyers: string): WhoIsBuying {
  const n = buyerCount({ noOfBuyers });
  const fill = <T,>(list: readonly T[], empty: T) => Array.from({ length: n }, (_, i) => list[i] ?? empty);
  return {
    ...value,
    noOfBuyers,
    buyerResidencies: fill(value.buyerResidencies, 'CITIZEN' as Residency),
    buyerAges: fill(value.buyerAges, ''),
    buyerHadSubsidy: fill(value.buyerHadSubsidy, '' as YesNo),
    buyerOwnedPrivateProperty: fill(value.buyerOwnedPrivateProperty, '' as YesNo),
  };
}

/** A plan's answers as the fields show them. */
export function whoIsBuyingOf(plan: Pick<HousingPlanFields, 'householdType' | 'maritalStatus' | 'noOfBuyers' | 'buyerResidencies' | 'buyerAges' | 'buyerHadSubsidy' | 'buyerOwnedPrivateProperty' | 'propertiesOwned'>): WhoIsBuying {
  const n = plan.noOfBuyers;
  return {
    householdType: plan.householdType,
    maritalStatus: plan.maritalStatus ?? '',
    noOfBuyers: String(n),
    buyerResidencies: Array.from({ length: n }, (_, i) => plan.buyerResidencies[i] ?? 'CITIZEN'),
    buyerAges: Array.from({ length: n }, (_, i) => (plan.buyerAges[i] === undefined ? '' : String(plan.buyerAges[i]))),
    buyerHadSubsidy: Array.from({ length: n }, (_, i) => yesNoOf(plan.buyerHadSubsidy?.[i])),
    buyerOwnedPrivateProperty: Array.from({ length: n }, (_, i) => yesNoOf(plan.buyerOwnedPrivateProperty?.[i])),
    propertiesOwned: String(plan.propertiesOwned),
  };
}

/** The plan fields these answers give (ages and the homes owned are the caller's: each page checks them its own way). */
export function whoIsBuyingChange(value: WhoIsBuying): Pick<HousingPlanFields, 'householdType' | 'maritalStatus' | 'noOfBuyers' | 'buyerResidencies' | 'buyerHadSubsidy' | 'buyerOwnedPrivateProperty'> {
  const full = withBuyers(value, value.noOfBuyers);
  return {
    householdType: value.householdType,
    // A single household has no marital status of its own (HDB's singles schemes).
    maritalStatus: value.householdType === 'FAMILY' && value.maritalStatus !== '' ? value.maritalStatus : null,
    noOfBuyers: buyerCount(value),
    buyerResidencies: full.buyerResidencies,
    buyerHadSubsidy: full.buyerHadSubsidy.map(booleanOf),
    buyerOwnedPrivateProperty: full.buyerOwnedPrivateProperty.map(booleanOf),
  };
}

/** What the resident's profile knows of buyer 1 (identity's profile: residency, date of birth, marital status). */
export interface ProfileFacts {
  residentialStatus: Residency | null;
  dob: string | null;
  maritalStatus: 'S' | 'M' | 'W' | 'D' | null;
}

/** Buyer 1's answers from the profile on the purchase date; a fact the profile does not know is left out. */
export function profileStart(profile: ProfileFacts | null | undefined, purchaseDate: string): { residency?: Residency; age?: number; maritalStatus?: MaritalStatus } {
  if (!profile) return {};
  const start: { residency?: Residency; age?: number; maritalStatus?: MaritalStatus } = {};
  if (profile.residentialStatus) start.residency = profile.residentialStatus;
  if (profile.dob && LocalDate.isValid(profile.dob) && LocalDate.isValid(purchaseDate)) {
    const age = LocalDate.wholeYearsBetween(profile.dob as LocalDate, purchaseDate as LocalDate);
    if (age >= 21 && age <= 99) start.age = age;
  }
  // Married in the profile; single, widowed or divorced may still be engaged, so that is left to answer.
  if (profile.maritalStatus === 'M') start.maritalStatus = 'MARRIED';
  return start;
}

/** The answers with buyer 1 started from the profile (only where not answered yet). */
export function withProfile(value: WhoIsBuying, profile: ProfileFacts | null | undefined, purchaseDate: string): WhoIsBuying {
  const start = profileStart(profile, purchaseDate);
  const next = withBuyers(value, value.noOfBuyers);
  if (start.residency) next.buyerResidencies = [start.residency, ...next.buyerResidencies.slice(1)];
  if (start.age !== undefined && (next.buyerAges[0] ?? '') === '') next.buyerAges = [String(start.age), ...next.buyerAges.slice(1)];
  if (start.maritalStatus && next.maritalStatus === '') next.maritalStatus = start.maritalStatus;
  return next;
}

/** The plan fields a new plan starts from for buyer 1 (a new plan has one buyer). */
export function profilePlanStart(profile: ProfileFacts | null | undefined, purchaseDate: string): Partial<Pick<HousingPlanFields, 'buyerResidencies' | 'buyerAges' | 'maritalStatus'>> {
  const start = profileStart(profile, purchaseDate);
  return {
    ...(start.residency ? { buyerResidencies: [start.residency] } : {}),
    ...(start.age !== undefined ? { buyerAges: [start.age] } : {}),
    ...(start.maritalStatus ? { maritalStatus: start.maritalStatus } : {}),
  };
}

export const MARITAL_OPTIONS: ReadonlyArray<{ value: MaritalStatus; label: string }> = [
  { value: 'MARRIED', label: 'Married' },
  { value: 'ENGAGED', label: 'Engaged (HDB’s fiancé/fiancée scheme)' },
  { value: 'NEITHER', label: 'Neither (for example parents and children)' },
];
