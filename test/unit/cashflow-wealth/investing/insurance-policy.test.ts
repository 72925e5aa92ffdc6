import { expect } from 'chai';
import { ValidationFailed } from '../../../../src/shared-kernel/errors.js';
import {
  annualPremiumCents,
  settleInsurancePolicy,
} from '../../../../src/cashflow-wealth/domain/investing/insurance-policy.js';
import {
  BENEFIT_TYPES,
  BENEFIT_TYPE_LABELS,
  INSURANCE_LABELS,
  PAYMENT_METHODS,
  PROVIDER_CODES,
  SUM_ASSURED_FIELDS,
} from '../../../../src/cashflow-wealth/domain/insurance-vocabulary.js';

const problemsOf = (draft: Parameters<typeof settleInsurancePolicy>[0]) => {
  try {
    settleInsurancePolicy(draft);
  } catch (error) {
    if (error instanceof ValidationFailed) return error.details;
    throw error;
  }
  return [];
};

describe('Insurance vocabulary (spec 2 §9, spec 3 §3)', () => {
  it('lists the spec’s provider codes and payment methods in full', () => {
    expect(PROVIDER_CODES).to.deep.equal(['I566C', 'I518C', 'I544C', 'I516L', 'I522L', 'I808C', 'I527L']);
    expect(PAYMENT_METHODS).to.deep.equal(['AUTOPAY_GIRO', 'CREDIT_CARD', 'OTHER', 'CPF_ORDINARY', 'CPF_SPECIAL', 'CPF_MEDISAVE', 'SRS', 'CASH']);
  });

  it('has a plain-English label for every value of every enumeration, and no label for a value it does not have', () => {
    for (const [name, labels] of Object.entries(INSURANCE_LABELS)) {
      for (const [value, label] of Object.entries(labels)) expect(label, `${name}.${value}`).to.be.a('string').and.not.equal('');
    }
    expect(Object.keys(INSURANCE_LABELS.providerCode)).to.deep.equal([...PROVIDER_CODES]);
    expect(Object.keys(INSURANCE_LABELS.paymentMethod)).to.deep.equal([...PAYMENT_METHODS]);
    expect(INSURANCE_LABELS.paymentMethod.CPF_MEDISAVE).to.equal('CPF MediSave Account');
  });

  it('keeps a sum assured per benefit type, the death benefit where the asset always kept it', () => {
    expect(BENEFIT_TYPES.map((benefit) => [BENEFIT_TYPE_LABELS[benefit], SUM_ASSURED_FIELDS[benefit]])).to.deep.equal([
      ['Death', 'sumAssured'],
      ['Accidental death', 'accidentalDeathSumAssured'],
      ['Total permanent disability', 'totalPermanentDisabilitySumAssured'],
      ['Critical illness', 'criticalIllnessSumAssured'],
    ]);
  });
});

describe('Insurance list: a policy', () => {
  it('a name alone is a policy, every detail null', () => {
    const settled = settleInsurancePolicy({ policyName: 'Shield plan' });
    expect(settled.policyName).to.equal('Shield plan');
    expect(Object.entries(settled).filter(([key]) => key !== 'policyName').every(([, value]) => value === null)).to.equal(true);
  });

  it('needs a name without surrounding space, at most 100 characters', () => {
    expect(problemsOf({ policyName: '' })).to.deep.equal([{ field: 'insurance.policyName', message: 'Please enter a value' }]);
    expect(problemsOf({ policyName: 'Term ' })).to.deep.equal([{ field: 'insurance.policyName', message: 'Cannot have space as first and last character' }]);
    expect(problemsOf({ policyName: 'x'.repeat(100) })).to.deep.equal([]);
    expect(problemsOf({ policyName: 'x'.repeat(101) })).to.deep.equal([{ field: 'insurance.policyName', message: 'Must be at most 100 characters' }]);
  });

  it('holds money to whole SGD cents from 0 to the money cap (300,000,000,000), inclusive', () => {
    expect(problemsOf({ policyName: 'A', sumAssured: 0, criticalIllnessSumAssured: 30_000_000_000_000 })).to.deep.equal([]);
    expect(problemsOf({ policyName: 'A', criticalIllnessSumAssured: 30_000_000_000_001 })).to.deep.equal([
      { field: 'insurance.criticalIllnessSumAssured', message: 'Must be less than or equal to 300,000,000,000' },
    ]);
    expect(problemsOf({ policyName: 'A', premiumAmount: -1 })).to.deep.equal([{ field: 'insurance.premiumAmount', message: 'Must be more than or equal to 0' }]);
    expect(problemsOf({ policyName: 'A', accidentalDeathSumAssured: 0.5 })).to.deep.equal([{ field: 'insurance.accidentalDeathSumAssured', message: 'Must be a whole number' }]);
  });

  it('refuses a value outside the vocabulary, naming every field at once', () => {
    const wrong = { policyName: 'A', providerCode: 'I000X', paymentMethod: 'CHEQUE' } as unknown as Parameters<typeof settleInsurancePolicy>[0];
    expect(problemsOf(wrong)).to.deep.equal([
      { field: 'insurance.providerCode', message: 'Invalid format' },
      { field: 'insurance.paymentMethod', message: 'Invalid format' },
    ]);
  });

  it('works out the premium a year from a regular frequency only', () => {
    expect(annualPremiumCents({ premiumAmount: 10_000, premiumFrequency: 'MONTHLY' })).to.equal(120_000);
    expect(annualPremiumCents({ premiumAmount: 10_000, premiumFrequency: 'QUARTERLY' })).to.equal(40_000);
    expect(annualPremiumCents({ premiumAmount: 10_000, premiumFrequency: 'SEMI_ANNUALLY' })).to.equal(20_000);
    expect(annualPremiumCents({ premiumAmount: 10_000, premiumFrequency: 'ANNUALLY' })).to.equal(10_000);
    expect(annualPremiumCents({ premiumAmount: 10_000, premiumFrequency: 'SINGLE_PREMIUM' })).to.equal(null);
    expect(annualPremiumCents({ premiumAmount: 10_000, premiumFrequency: 'OTHERS' })).to.equal(null);
    expect(annualPremiumCents({ premiumAmount: null, premiumFrequency: 'MONTHLY' })).to.equal(null);
  });
});
