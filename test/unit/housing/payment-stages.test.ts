import { expect } from 'chai';
import { ANNUAL_FEES, FEE_ITEMS, MONTHLY_FEES } from '../../../src/housing/domain/housing-plan.js';
import { FEE_LABELS, FEE_PERIODS, FEE_WHEN, NEW_FLAT_FEE_STAGES, RESALE_FEE_STAGES, STAGES, feeLabelWithPeriod } from '../../../src/housing/domain/payment-stages.js';

const NEW_FLAT_STAGES = ['APPLICATION', 'BOOKING', 'AGREEMENT_FOR_LEASE', 'KEY_COLLECTION'];
const RESALE_STAGES = ['OPTION_TO_PURCHASE', 'EXERCISE', 'COMPLETION'];

describe('Where each fee falls (docs/decisions.md "Housing payment timeline")', () => {
  it("places a new flat's fees only in a new flat's stages, and a resale flat's only in a resale flat's", () => {
    expect(Object.values(NEW_FLAT_FEE_STAGES).every((stage) => NEW_FLAT_STAGES.includes(stage!))).to.equal(true);
    expect(Object.values(RESALE_FEE_STAGES).every((stage) => RESALE_STAGES.includes(stage!))).to.equal(true);
  });

  it('places the same fee items for both flat types, each with its label and why it falls there', () => {
    expect(Object.keys(RESALE_FEE_STAGES).sort()).to.deep.equal(Object.keys(NEW_FLAT_FEE_STAGES).sort());
    for (const name of Object.keys(NEW_FLAT_FEE_STAGES) as Array<keyof typeof FEE_LABELS>) {
      expect(FEE_LABELS[name], name).to.be.a('string').and.not.equal('');
      expect(FEE_WHEN[name], name).to.be.a('string').and.not.equal('');
    }
  });

  it('stamp duty with the purchase (agreement for lease, exercise); renovation at the keys or completion, never at signing', () => {
    expect(NEW_FLAT_FEE_STAGES.buyerStampDuty).to.equal('AGREEMENT_FOR_LEASE');
    expect(RESALE_FEE_STAGES.buyerStampDuty).to.equal('EXERCISE');
    expect(NEW_FLAT_FEE_STAGES.renovationCost).to.equal('KEY_COLLECTION');
    expect(RESALE_FEE_STAGES.renovationCost).to.equal('COMPLETION');
  });

  it('says when every stage falls due', () => {
    expect(Object.keys(STAGES).sort()).to.deep.equal([...NEW_FLAT_STAGES, ...RESALE_STAGES].sort());
    expect(STAGES.EXERCISE.when).to.equal('Within 21 days of the option; stamp duty within 14 days of exercising');
  });

  it('labels every fee item once, and gives a period to the running costs and to nothing else', () => {
    expect(Object.keys(FEE_LABELS).sort()).to.deep.equal([...FEE_ITEMS].sort());
    for (const name of FEE_ITEMS) expect(FEE_LABELS[name], name).to.be.a('string').and.not.equal('');
    expect(Object.keys(FEE_PERIODS).sort()).to.deep.equal([...MONTHLY_FEES, ...ANNUAL_FEES].sort());
    for (const name of MONTHLY_FEES) expect(FEE_PERIODS[name], name).to.equal('a month');
    for (const name of ANNUAL_FEES) expect(FEE_PERIODS[name], name).to.match(/^a year\b/);
  });

  it("puts a running cost's period after its label, and leaves a one-time fee's label as it is", () => {
    expect(feeLabelWithPeriod('serviceAndConservancyCharges')).to.equal('Service and conservancy charges (a month)');
    expect(feeLabelWithPeriod('annualPropertyTax')).to.equal('Property tax (a year)');
    expect(feeLabelWithPeriod('homeProtectionPremium')).to.equal('Home Protection Scheme premium (a year, estimate)');
    expect(feeLabelWithPeriod('optionFee')).to.equal('Option fee');
  });
});
