/**
 * The joi schema of an insurance policy's details (spec 2 §9 enumerations, insurance-vocabulary.ts), shared by the
 * manual insurance asset and the investing-for-beginners insurance list so both refuse the same way at the edge.
 */
import type { ObjectSchema, NumberSchema } from 'joi';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import {
  COVERAGE_CLASSES,
  MAX_INSURER_LENGTH,
  PAYMENT_METHODS,
  POLICY_TYPES,
  PREMIUM_FREQUENCIES,
  PRODUCT_TYPES,
  PROVIDER_CODES,
  RIDER_OR_BASIC,
} from '../../domain/insurance-details.js';

const oneOf = (values: readonly string[]) =>
  Joi.string()
    .valid(...values)
    .allow(null);

/**
 * Every details field optional (the domain fills the rest with null). `money` is the schema of one amount: any
 * currency's cents for an asset (the domain caps them in the asset's currency), SGD cents for the list.
 */
export function insuranceDetailsKeys(money: () => NumberSchema) {
  return {
    insurer: Joi.trimmedText().max(MAX_INSURER_LENGTH).allow(null),
    providerCode: oneOf(PROVIDER_CODES),
    policyType: oneOf(POLICY_TYPES),
    productType: oneOf(PRODUCT_TYPES),
    coverageClass: oneOf(COVERAGE_CLASSES),
    riderOrBasic: oneOf(RIDER_OR_BASIC),
    premiumAmount: money().allow(null),
    premiumFrequency: oneOf(PREMIUM_FREQUENCIES),
    paymentMethod: oneOf(PAYMENT_METHODS),
    sumAssured: money().allow(null),
    accidentalDeathSumAssured: money().allow(null),
    totalPermanentDisabilitySumAssured: money().allow(null),
    criticalIllnessSumAssured: money().allow(null),
  };
}

export const insuranceDetailsSchema = (money: () => NumberSchema): ObjectSchema => Joi.object(insuranceDetailsKeys(money));
