/// <reference types="mocha" />
import { expect } from 'chai';
import {
  emptyInsuranceForm,
  formFieldOf,
  insuranceDraft,
  insuranceFormErrors,
  OTHER_INSURER,
  type InsuranceForm,
} from '../src/investing/guide/insurance-form';

const form = (change: Partial<InsuranceForm> = {}): InsuranceForm => ({ ...emptyInsuranceForm(), policyName: 'Term life', ...change });

describe('the guide\'s insurance form (spec 3 §3 insurance list, spec 2 §9)', () => {
  it('needs only a policy name; everything else unknown is sent as null', () => {
    expect(insuranceFormErrors(form())).to.deep.equal({});
    expect(insuranceDraft(form())).to.deep.equal({
      policyName: 'Term life',
      providerCode: null,
      insurer: null,
      policyType: null,
      productType: null,
      coverageClass: null,
      riderOrBasic: null,
      premiumAmount: null,
      premiumFrequency: null,
      paymentMethod: null,
      sumAssured: null,
      accidentalDeathSumAssured: null,
      totalPermanentDisabilitySumAssured: null,
      criticalIllnessSumAssured: null,
    });
  });

  it('the policy name: required, no space first or last, at most 100 characters', () => {
    expect(insuranceFormErrors(form({ policyName: '' })).policyName).to.equal('Please enter a value');
    expect(insuranceFormErrors(form({ policyName: ' Term' })).policyName).to.equal('Cannot have space as first and last character');
    expect(insuranceFormErrors(form({ policyName: 'x'.repeat(100) })).policyName).to.equal(undefined);
    expect(insuranceFormErrors(form({ policyName: 'x'.repeat(101) })).policyName).to.equal('Must be at most 100 characters');
  });

  it('a provider is sent as its code; another insurer by its name, which is then required', () => {
    expect(insuranceDraft(form({ insurer: 'I566C' }))).to.include({ providerCode: 'I566C', insurer: null });
    expect(insuranceFormErrors(form({ insurer: OTHER_INSURER })).insurerName).to.equal('Please enter a value');
    expect(insuranceDraft(form({ insurer: OTHER_INSURER, insurerName: 'Acme Life' }))).to.include({ providerCode: null, insurer: 'Acme Life' });
    // A name typed, then a provider picked: the name is not sent.
    expect(insuranceDraft(form({ insurer: 'I808C', insurerName: 'Acme Life' }))).to.include({ providerCode: 'I808C', insurer: null });
  });

  it('amounts in dollars become cents; a bad amount says why, on its own field', () => {
    const draft = insuranceDraft(
      form({ premiumAmount: '1,234.50', premiumFrequency: 'MONTHLY', paymentMethod: 'CPF_MEDISAVE', sums: { DEATH: '500000', ACCIDENTAL_DEATH: '', TOTAL_PERMANENT_DISABILITY: '500,000', CRITICAL_ILLNESS: '200000.01' } }),
    );
    expect(draft).to.include({
      premiumAmount: 123_450,
      premiumFrequency: 'MONTHLY',
      paymentMethod: 'CPF_MEDISAVE',
      sumAssured: 50_000_000,
      accidentalDeathSumAssured: null,
      totalPermanentDisabilitySumAssured: 50_000_000,
      criticalIllnessSumAssured: 20_000_001,
    });
    const errors = insuranceFormErrors(form({ premiumAmount: '12.345', sums: { ...emptyInsuranceForm().sums, CRITICAL_ILLNESS: 'abc' } }));
    expect(errors).to.have.keys('premiumAmount', 'sums.CRITICAL_ILLNESS');
  });

  it("maps the server's field names back onto the form", () => {
    expect(formFieldOf('insurance.policyName')).to.equal('policyName');
    expect(formFieldOf('insurance.sumAssured')).to.equal('sums.DEATH');
    expect(formFieldOf('insurance.criticalIllnessSumAssured')).to.equal('sums.CRITICAL_ILLNESS');
    expect(formFieldOf('insurance.insurer')).to.equal('insurerName');
    expect(formFieldOf('insurance.premiumFrequency')).to.equal('premiumFrequency');
  });
});
