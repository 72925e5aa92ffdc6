/**
 * The insurance enumerations of spec 2 §9 with the words the panel shows: the one vocabulary the insurance asset
 * and the investing-for-beginners insurance list share (insurance-vocabulary.ts).
 */
import {
  COVERAGE_CLASSES,
  INSURANCE_LABELS,
  PAYMENT_METHODS,
  POLICY_TYPES,
  PREMIUM_FREQUENCIES,
  PROVIDER_CODES,
  RIDER_OR_BASIC,
} from '../../../src/cashflow-wealth/domain/insurance-vocabulary.js';
import { INSURANCE_KINDS } from './insurance-list';

export type InsuranceOption<T extends string> = { value: T; label: string };

const optionsOf = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): ReadonlyArray<InsuranceOption<T>> =>
  values.map((value) => ({ value, label: labels[value] }));

export const INSURANCE_OPTIONS = {
  providerCode: optionsOf(PROVIDER_CODES, INSURANCE_LABELS.providerCode),
  policyType: optionsOf(POLICY_TYPES, INSURANCE_LABELS.policyType),
  // The kinds in the one insurance list's order and words (insurance-list.ts).
  productType: INSURANCE_KINDS.map(({ kind, name }) => ({ value: kind, label: name })),
  coverageClass: optionsOf(COVERAGE_CLASSES, INSURANCE_LABELS.coverageClass),
  riderOrBasic: optionsOf(RIDER_OR_BASIC, INSURANCE_LABELS.riderOrBasic),
  premiumFrequency: optionsOf(PREMIUM_FREQUENCIES, INSURANCE_LABELS.premiumFrequency),
  paymentMethod: optionsOf(PAYMENT_METHODS, INSURANCE_LABELS.paymentMethod),
} as const;
