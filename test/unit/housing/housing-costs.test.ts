import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { loanTotals, monthlyInstalment, percentage } from '../../../src/housing/domain/housing-costs.js';

const c = (n: number) => n as Cents;

describe('housing costs: the loan (the duties and fees are in purchase-duties.test.ts)', () => {
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
