import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { affordability, loanForInstalment, oneTimeCostsAt } from '../../../src/housing/domain/affordability.js';
import { monthlyInstalment } from '../../../src/housing/domain/housing-costs.js';

const c = (n: number) => n as Cents;
const TODAY = '2026-11-26';

describe('recommended plan: what the household can afford', () => {
  it('the largest loan an instalment carries: its instalment fits, a cent more does not', () => {
    const loan = loanForInstalment(c(240_000), 2.6, 25);
    expect(monthlyInstalment(loan, 2.6, 25)).to.be.at.most(240_000);
    expect(monthlyInstalment(c(loan + 1), 2.6, 25)).to.be.above(240_000);
    expect(loan).to.equal(52_902_056); // about 2,400 / 1,361.0085 x 300,000
  });

  it("one-time costs: the stamp duty and HDB's legal fee for the purchase at the price, and the fixed fees (S$249.81: not the option fee, part of the downpayment), renovation left out", () => {
    expect(oneTimeCostsAt(c(0), TODAY)).to.equal(24_981);
    // S$587,000: stamp duty S$12,210; legal fee 27 + 21.60 + 316.20 = 364.80, up to S$365, with 9 % GST S$397.85
    expect(oneTimeCostsAt(c(58_700_000), TODAY)).to.equal(1_221_000 + 39_785 + 24_981);
  });

  it('savings limit: S$80,000 of CPF and cash with S$80,000 of grants buys S$588,000 on an income of S$8,000 (S$589,000 would need S$80,168.75)', () => {
    const result = affordability({ monthlyHouseholdIncome: c(800_000), cpfOABalance: c(3_000_000), cashSavings: c(5_000_000), grants: c(8_000_000), interestRate: 2.6, loanPeriod: 25, purchaseDate: TODAY });
    expect(result).to.include({ affordablePrice: 58_800_000, loan: 44_100_000, upfrontPayment: 6_700_000, limitedBy: 'SAVINGS' });
    expect(result.oneTimeCosts).to.equal(oneTimeCostsAt(c(58_800_000), TODAY));
    expect(result.monthlyInstalment).to.equal(monthlyInstalment(c(44_100_000), 2.6, 25));
  });

  it("income limit: S$3,000 a month carries S$189,789 sized at HDB's 3.0 % floor (S$198,383 at 2.6 % before 30 Sep 2022), so S$200,000 of savings buys S$383,000", () => {
    const inputs = { monthlyHouseholdIncome: c(300_000), cpfOABalance: c(15_000_000), cashSavings: c(5_000_000), grants: c(0), interestRate: 2.6, loanPeriod: 25 };
    const result = affordability({ ...inputs, purchaseDate: TODAY });
    expect(result).to.include({ affordablePrice: 38_300_000, maxLoanByIncome: 18_978_986, loan: 18_978_986, limitedBy: 'INCOME' });
    // at 3.0 % the instalment is exactly within 30 % of the income; the loan is repaid at 2.6 %, so less
    expect(monthlyInstalment(c(18_978_986), 3, 25)).to.be.at.most(90_000);
    expect(result.monthlyInstalment).to.equal(monthlyInstalment(c(18_978_986), 2.6, 25));
    const before = affordability({ ...inputs, purchaseDate: '2022-09-29' });
    expect(before).to.include({ affordablePrice: 39_100_000, maxLoanByIncome: 19_838_340, limitedBy: 'INCOME' });
  });

  it('nothing saved and no grants: nothing is affordable', () => {
    expect(affordability({ monthlyHouseholdIncome: c(500_000), cpfOABalance: c(0), cashSavings: c(0), grants: c(0), interestRate: 2.6, loanPeriod: 25, purchaseDate: TODAY }).affordablePrice).to.equal(0);
  });
});
