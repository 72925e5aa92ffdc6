import { expect } from 'chai';
import { emergencyFundMoney, emergencyFundMonths, formatFundMonths } from '../../../src/shared-kernel/emergency-fund-months.js';
import type { Cents } from '../../../src/shared-kernel/money.js';

const c = (n: number) => n as Cents;

describe('shared kernel: the emergency fund in months (one function, one rounding)', () => {
  it('S$38,387.81 allocated over a S$6,397.97 monthly outflow is 6.0 months (5.999998…, rounded once)', () => {
    expect(emergencyFundMonths(c(3_838_781), c(639_797))).to.equal(6);
  });
  it('all cash of S$116,387.81 over S$6,397.97 is 18.2 months (18.1914…)', () => {
    expect(emergencyFundMonths(c(11_638_781), c(639_797))).to.equal(18.2);
  });
  it('rounds half up once: 1.25 is 1.3, 1.2499… is 1.2', () => {
    expect(emergencyFundMonths(c(500), c(400))).to.equal(1.3);
    expect(emergencyFundMonths(c(499_999), c(400_000))).to.equal(1.2);
  });
  it('divides by at least 1 cent (spec 2 §5)', () => {
    expect(emergencyFundMonths(c(100), c(0))).to.equal(100);
  });
  it('counts the allocation once there is a fund target, else all the cash', () => {
    expect(emergencyFundMoney(c(3_838_781), c(11_638_781))).to.equal(3_838_781);
    expect(emergencyFundMoney(c(0), c(11_638_781))).to.equal(0);
    expect(emergencyFundMoney(null, c(11_638_781))).to.equal(11_638_781);
  });
  it('writes months one way', () => {
    expect([formatFundMonths(18.2), formatFundMonths(1), formatFundMonths(0), formatFundMonths(null)]).to.deep.equal(['18.2 months', '1.0 month', '0.0 months', 'Not available yet']);
  });
});
