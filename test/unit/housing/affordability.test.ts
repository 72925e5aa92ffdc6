import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { affordability, loanForInstalment, oneTimeCostsAt } from '../../../src/housing/domain/affordability.js';
import { monthlyInstalment } from '../../../src/housing/domain/housing-costs.js';

const c = (n: number) => n as Cents;

describe('recommended plan: what the household can afford', () => {
  it('the largest loan an instalment carries: its instalment fits, a hundred dollars more does not', () => {
    const loan = loanForInstalment(c(240_000), 2.6, 25);
    expect(monthlyInstalment(loan, 2.6, 25)).to.be.at.most(240_000);
    expect(monthlyInstalment(c(loan + 10_000), 2.6, 25)).to.be.above(240_000);
    expect(loan).to.be.within(52_901_000, 52_902_000); // 2,400 / 1,361.0085 x 300,000
  });

  it('one-time costs: the stamp duty at the price and the fixed fees (S$769.81), renovation left out', () => {
    expect(oneTimeCostsAt(c(0))).to.equal(76_981);
    expect(oneTimeCostsAt(c(58_700_000))).to.equal(1_221_000 + 76_981);
  });

  it('savings limit: S$80,000 of CPF and cash with S$80,000 of grants buys S$587,000 on an income of S$8,000', () => {
    const result = affordability({ monthlyHouseholdIncome: c(800_000), cpfOABalance: c(3_000_000), cashSavings: c(5_000_000), grants: c(8_000_000), interestRate: 2.6, loanPeriod: 25 });
    expect(result).to.include({ affordablePrice: 58_700_000, loan: 44_025_000, upfrontPayment: 6_675_000, limitedBy: 'SAVINGS' });
    expect(result.oneTimeCosts).to.equal(1_221_000 + 76_981);
    expect(result.monthlyInstalment).to.equal(monthlyInstalment(c(44_025_000), 2.6, 25));
  });

  it('income limit: S$3,000 a month carries a loan of about S$198,000, so S$200,000 of savings buys S$391,000', () => {
    const result = affordability({ monthlyHouseholdIncome: c(300_000), cpfOABalance: c(15_000_000), cashSavings: c(5_000_000), grants: c(0), interestRate: 2.6, loanPeriod: 25 });
    expect(result.affordablePrice).to.equal(39_100_000);
    expect(result.limitedBy).to.equal('INCOME');
    expect(result.loan).to.equal(result.maxLoanByIncome);
    expect(result.monthlyInstalment).to.be.at.most(90_000);
  });

  it('nothing saved and no grants: nothing is affordable', () => {
    expect(affordability({ monthlyHouseholdIncome: c(500_000), cpfOABalance: c(0), cashSavings: c(0), grants: c(0), interestRate: 2.6, loanPeriod: 25 }).affordablePrice).to.equal(0);
  });
});
