import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { monthlyInstalment } from '../../../src/housing/domain/housing-costs.js';
import {
  averageAge,
  eligibilityRate,
  loanForInstalment,
  maxHdbTenure,
  maxInstalment,
  maxLoanByIncome,
  maxLoanByLtv,
  minimumCashPercent,
  withinServicingLimit,
} from '../../../src/housing/domain/loan-limits.js';

const c = (n: number) => n as Cents;
const TODAY = '2026-11-26';

describe('Loan limits (docs/decisions.md "Housing loans and CPF limits")', () => {
  it('LTV: an HDB loan covers 80 % of S$500,000 up to 19 Aug 2024 and 75 % from 20 Aug 2024; a bank loan 75 % with 5 % cash', () => {
    expect(maxLoanByLtv('HDB', c(50_000_000), '2024-08-19')).to.equal(40_000_000);
    expect(maxLoanByLtv('HDB', c(50_000_000), '2024-08-20')).to.equal(37_500_000);
    expect(maxLoanByLtv('BANK', c(50_000_000), '2024-08-19')).to.equal(37_500_000);
    expect(maxLoanByLtv('HDB', c(33_333), TODAY)).to.equal(24_999); // 249.9975 dollars: rounded down, never over the limit
    expect(minimumCashPercent('BANK', TODAY)).to.equal(5);
    expect(minimumCashPercent('HDB', TODAY)).to.equal(0);
  });

  it('eligibility rate: HDB sizes at the higher of 3.0 % and the plan rate from 30 Sep 2022; banks at the higher of 4 % and the plan rate', () => {
    expect(eligibilityRate('HDB', 2.6, TODAY)).to.equal(3);
    expect(eligibilityRate('HDB', 3.25, TODAY)).to.equal(3.25);
    expect(eligibilityRate('HDB', 2.6, '2022-09-29')).to.equal(2.6);
    expect(eligibilityRate('BANK', 2.6, TODAY)).to.equal(4);
    expect(eligibilityRate('BANK', 4.5, TODAY)).to.equal(4.5);
    expect(eligibilityRate('BANK', 2.6, '2022-09-29')).to.equal(3.5);
  });

  it("max loan by income at the 3.0 % floor: S$4,000 a month gives S$253,052 over 25 years, not S$264,510 at 2.6 %", () => {
    const limit = maxLoanByIncome(c(400_000), 'HDB', 2.6, 25, TODAY);
    expect(limit).to.deep.equal({ maxLoan: 25_305_279, rate: 3, ratio: 'MSR', maxPercent: 30 });
    // the largest loan: its instalment at 3.0 % is within S$1,200, a cent more is not
    expect(monthlyInstalment(c(25_305_279), 3, 25)).to.be.at.most(120_000);
    expect(monthlyInstalment(c(25_305_280), 3, 25)).to.be.above(120_000);
    // before the floor, the same income was sized at the plan's own rate
    expect(maxLoanByIncome(c(400_000), 'HDB', 2.6, 25, '2022-09-29').maxLoan).to.equal(26_451_083);
    expect(loanForInstalment(c(120_000), 2.6, 25)).to.equal(26_451_083);
    // a bank loan for an HDB flat: still the MSR's 30 %, at the 4 % floor
    expect(maxLoanByIncome(c(400_000), 'BANK', 2.6, 25, TODAY)).to.include({ rate: 4, ratio: 'MSR', maxPercent: 30 });
  });

  it('the largest loan for an instalment, to the cent, at any rate and term: its instalment fits, a cent more does not', () => {
    for (const rate of [0, 0.5, 2.6, 3, 4.25, 7.9]) {
      for (const years of [1, 5, 25, 30, 35]) {
        for (const instalment of [1, 99, 12_345, 120_000, 987_654, 50_000_000]) {
          const loan = loanForInstalment(c(instalment), rate, years);
          const label = `S$${instalment / 100} a month at ${rate} % over ${years} years: ${loan}`;
          expect(monthlyInstalment(c(loan), rate, years), label).to.be.at.most(instalment);
          expect(monthlyInstalment(c(loan + 1), rate, years), label).to.be.above(instalment);
        }
      }
    }
    expect(loanForInstalment(c(0), 2.6, 25)).to.equal(0);
    expect(loanForInstalment(c(120_000), 2.6, 0)).to.equal(0);
  });

  it('MSR compares the exact ratio: 30 % exactly is within, 30.04 % is over', () => {
    expect(withinServicingLimit(c(120_000), c(400_000), 30)).to.equal(true);
    expect(withinServicingLimit(c(120_160), c(400_000), 30)).to.equal(false); // 30.04 %, 30.0 % when rounded
    expect(withinServicingLimit(c(120_001), c(400_000), 30)).to.equal(false);
    expect(withinServicingLimit(c(220_000), c(400_000), 55)).to.equal(true);
    expect(withinServicingLimit(c(220_001), c(400_000), 55)).to.equal(false);
    expect(maxInstalment(c(333_333), 30)).to.equal(99_999); // 99,999.9 cents: down to the cent
  });

  it('HDB tenure: the shortest of 25 years, 65 less the average age (rounded up) and the lease less 20', () => {
    expect(maxHdbTenure(TODAY, 30, 99)).to.deep.equal({ years: 25, limitedBy: 'MAXIMUM' });
    expect(maxHdbTenure(TODAY, 45, 99)).to.deep.equal({ years: 20, limitedBy: 'AGE' });
    expect(maxHdbTenure(TODAY, 30, 38)).to.deep.equal({ years: 18, limitedBy: 'LEASE' });
    expect(maxHdbTenure(TODAY, 70, 99)).to.deep.equal({ years: 0, limitedBy: 'AGE' });
    expect(maxHdbTenure(TODAY, null, null)).to.deep.equal({ years: 25, limitedBy: 'MAXIMUM' });
    expect(averageAge([40, 41])).to.equal(41); // 40.5 rounded up
    expect(averageAge([30, 35, 40])).to.equal(35);
    expect(averageAge([])).to.equal(null);
  });
});
