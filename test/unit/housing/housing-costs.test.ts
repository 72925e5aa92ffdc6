import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { buyerStampDuty, loanTotals, monthlyInstalment, mortgageInsurancePremium, percentage } from '../../../src/housing/domain/housing-costs.js';

const c = (n: number) => n as Cents;

describe('housing costs (spec 3 §5 tiers)', () => {
  it('buyer stamp duty: 1 % to 180,000 dollars, 2 % to 360,000, 3 % to 1,000,000, 4 % beyond', () => {
    expect(buyerStampDuty(c(18_000_000))).to.equal(180_000);
    expect(buyerStampDuty(c(36_000_000))).to.equal(540_000);
    expect(buyerStampDuty(c(40_000_000))).to.equal(660_000);
    expect(buyerStampDuty(c(50_000_000))).to.equal(960_000);
    expect(buyerStampDuty(c(100_000_000))).to.equal(2_460_000);
    expect(buyerStampDuty(c(150_000_000))).to.equal(4_460_000);
    expect(buyerStampDuty(c(0))).to.equal(0);
  });

  it('mortgage insurance: the loan rounded up to 1,000 dollars, 0.09 % to 30,000, 0.072 % to 60,000, 0.06 % beyond', () => {
    expect(mortgageInsurancePremium(c(30_000_000))).to.equal(19_260);
    expect(mortgageInsurancePremium(c(27_750_050))).to.equal(17_940);
    expect(mortgageInsurancePremium(c(2_000_000))).to.equal(1_800);
    expect(mortgageInsurancePremium(c(1_999_901))).to.equal(1_800);
    expect(mortgageInsurancePremium(c(0))).to.equal(0);
  });

  it('the monthly instalment of an annuity loan, and without interest', () => {
    expect(monthlyInstalment(c(30_000_000), 2.6, 25)).to.equal(136_101);
    expect(monthlyInstalment(c(24_000_000), 2.6, 25)).to.equal(108_881);
    expect(monthlyInstalment(c(12_000_000), 0, 10)).to.equal(100_000);
    expect(monthlyInstalment(c(0), 2.6, 25)).to.equal(0);
  });

  it('totals every instalment and the interest in it', () => {
    expect(loanTotals(c(30_000_000), c(136_101), 25)).to.deep.equal({ totalLoanPayment: 40_830_300, totalInterest: 10_830_300 });
    expect(percentage(10_830_300, 40_830_300)).to.equal(26.5);
    expect(percentage(1, 0)).to.equal(null);
  });
});
