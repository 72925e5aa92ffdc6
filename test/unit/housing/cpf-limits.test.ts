import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { cpfLimits, leaseFactor, type CpfLimitsInput } from '../../../src/housing/domain/cpf-limits.js';

const c = (n: number) => n as Cents;
const base: CpfLimitsInput = {
  purchaseDate: '2026-11-26',
  price: c(55_000_000),
  valuation: null,
  loanType: 'BANK',
  youngestAge: 25,
  remainingLease: 95,
  cpfUsedUpfront: c(0),
  cpfMonthlyInstalment: c(0),
  loanMonths: 300,
};

describe('CPF usage limits (docs/decisions.md "Housing loans and CPF limits")', () => {
  it("CPF's example: two 25-year-olds, 65 years of lease, S$550,000 -> S$495,000", () => {
    expect(leaseFactor('2026-11-26', 25, 65).toString()).to.equal('0.9');
    const limits = cpfLimits({ ...base, remainingLease: 65 });
    expect(limits.valuationLimit).to.equal(49_500_000);
    expect(limits.withdrawalLimit).to.equal(49_500_000);
    expect(limits.leaseFactor).to.equal('0.9');
    expect(limits.limitsApply).to.equal(true);
  });

  it('a lease to 95 or beyond is not pro-rated (capped at 1); under 20 years no CPF at all', () => {
    expect(leaseFactor('2026-11-26', 25, 70).toString()).to.equal('1');
    expect(leaseFactor('2026-11-26', 25, 90).toString()).to.equal('1');
    expect(leaseFactor('2026-11-26', 80, 20).toString()).to.equal('1');
    expect(leaseFactor('2026-11-26', 25, 19).toString()).to.equal('0');
    const short = cpfLimits({ ...base, remainingLease: 19, loanType: 'HDB' });
    expect(short.valuationLimit).to.equal(0);
    expect(short.warnings).to.deep.equal(['CPF cannot be used for a flat with less than 20 years of lease left: the price, the fees and the instalments are paid in cash.']);
  });

  it('valuation limit = the lower of price and valuation; withdrawal limit = 120 % of it', () => {
    const resale = cpfLimits({ ...base, price: c(60_000_000), valuation: c(58_000_000) });
    expect(resale.valuationLimit).to.equal(58_000_000);
    expect(resale.withdrawalLimit).to.equal(69_600_000);
    expect(cpfLimits({ ...base, price: c(60_000_000), valuation: c(62_000_000) }).valuationLimit).to.equal(60_000_000);
  });

  it('years and months of CPF instalments until the valuation limit, with a warning about the Basic Retirement Sum', () => {
    // S$550,000 limit, S$100,000 used at purchase, S$2,000 a month: 225 months = 18 years 9 months
    const limits = cpfLimits({ ...base, cpfUsedUpfront: c(10_000_000), cpfMonthlyInstalment: c(200_000) });
    expect(limits.noOfYearsToReachCpfUsageLimits).to.equal(18);
    expect(limits.noOfRemainingMonthsToReachCpf).to.equal(9);
    expect(limits.warnings).to.deep.equal([
      'Your CPF payments reach the valuation limit (S$550,000.00) after 18 years and 9 months of instalments. To go on paying from CPF you need the Basic Retirement Sum set aside, and CPF stops at the withdrawal limit (S$660,000.00): plan the rest in cash.',
    ]);
    // one cent more a month than needed still takes the 225th month (rounded up to the month that crosses)
    expect(cpfLimits({ ...base, cpfUsedUpfront: c(10_000_001), cpfMonthlyInstalment: c(200_000) }).noOfRemainingMonthsToReachCpf).to.equal(9);
    // not reached within a 15-year loan: no figures, no warning
    const shortLoan = cpfLimits({ ...base, cpfUsedUpfront: c(10_000_000), cpfMonthlyInstalment: c(200_000), loanMonths: 180 });
    expect(shortLoan.noOfYearsToReachCpfUsageLimits).to.equal(null);
    expect(shortLoan.warnings).to.deep.equal([]);
  });

  it('CPF used at purchase above the limit: a warning with the amount to pay in cash', () => {
    const limits = cpfLimits({ ...base, remainingLease: 65, cpfUsedUpfront: c(50_000_000) });
    expect(limits.noOfYearsToReachCpfUsageLimits).to.equal(0);
    expect(limits.warnings[0]).to.equal(
      'The CPF you plan to use at purchase (S$500,000.00) is more than what CPF may pay for this flat, as its lease does not last the youngest buyer to 95 (S$495,000.00): pay S$5,000.00 more in cash.',
    );
  });

  it('an HDB loan with a lease to 95: the limits are shown but do not bind, and the open question is carried', () => {
    const limits = cpfLimits({ ...base, loanType: 'HDB', cpfUsedUpfront: c(10_000_000), cpfMonthlyInstalment: c(200_000) });
    expect(limits.limitsApply).to.equal(false);
    expect(limits.valuationLimit).to.equal(55_000_000);
    expect(limits.noOfYearsToReachCpfUsageLimits).to.equal(null);
    expect(limits.warnings).to.deep.equal([]);
    expect(limits.toConfirm).to.match(/HDB loan/);
    expect(cpfLimits({ ...base, loanType: 'BANK' }).toConfirm).to.equal(null);
  });
});
