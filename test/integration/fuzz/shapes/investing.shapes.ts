import fc from 'fast-check';
import { GUIDE_ITEMS } from '../../../../src/cashflow-wealth/domain/investing/guide.js';
import {
  COVERAGE_CLASSES,
  PAYMENT_METHODS,
  POLICY_TYPES,
  PREMIUM_FREQUENCIES,
  PRODUCT_TYPES,
  PROVIDER_CODES,
  RIDER_OR_BASIC,
} from '../../../../src/cashflow-wealth/domain/insurance-vocabulary.js';
import { SGD_CAP_CENTS } from './cashflow-wealth.shapes.js';
import { cents, text } from './primitives.js';

/** POST /investing-for-beginners/guide: a step of the guide, ticked or unticked (or the item alone: ticked). */
export const guideItemBody = () => fc.record({ item: fc.constantFrom(...GUIDE_ITEMS), completed: fc.boolean() }, { requiredKeys: ['item'] });

const money = () => fc.option(cents(0, SGD_CAP_CENTS), { nil: null });
const oneOf = <T extends string>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { nil: null });

/** POST /investing-for-beginners/insurance: a name and any of the spec 2 §9 details, SGD cents up to the money cap. */
export const insurancePolicyBody = () =>
  fc.record({
    insurance: fc.record(
      {
        policyName: text(100),
        insurer: fc.option(text(100), { nil: null }),
        providerCode: oneOf(PROVIDER_CODES),
        policyType: oneOf(POLICY_TYPES),
        productType: oneOf(PRODUCT_TYPES),
        coverageClass: oneOf(COVERAGE_CLASSES),
        riderOrBasic: oneOf(RIDER_OR_BASIC),
        premiumAmount: money(),
        premiumFrequency: oneOf(PREMIUM_FREQUENCIES),
        paymentMethod: oneOf(PAYMENT_METHODS),
        sumAssured: money(),
        accidentalDeathSumAssured: money(),
        totalPermanentDisabilitySumAssured: money(),
        criticalIllnessSumAssured: money(),
      },
      { requiredKeys: ['policyName'] },
    ),
  });
