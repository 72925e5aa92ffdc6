/// <reference types="mocha" />
import { expect } from 'chai';
import { flatAdjustmentOf, flatFormOf, SHARE_MESSAGE, validateShare } from '../src/data-import/flat-adjustment';

describe('data import: adjusting a flat', () => {
  it('shows the stored figures in dollars and the share as a number', () => {
    const flat = { id: '1', description: 'x', outstandingLoanBalance: 1, monthlyLoanInstalment: 180_000, monthlyCashLoanInstalment: 30_000, monthlyCPFLoanInstalment: 150_000, percentageShare: 50, lastUpdatedAt: null };
    expect(flatFormOf(flat)).to.deep.equal({ share: '50', cash: '300.00', cpf: '1,500.00' });
  });

  it('a share from 0 to 100 with at most 2 decimals', () => {
    for (const ok of ['0', '50', '33.33', '100', ' 60 ']) expect(validateShare(ok), ok).to.equal(null);
    for (const bad of ['', '-1', '100.01', '101', '12.345', 'half']) expect(validateShare(bad), bad).to.equal(SHARE_MESSAGE);
  });

  it('turns a valid form into the PATCH body in cents, and gives nothing while a field is wrong', () => {
    expect(flatAdjustmentOf({ share: '60', cash: '300', cpf: '1,500.50' })).to.deep.equal({ percentageShare: 60, monthlyCashLoanInstalment: 30_000, monthlyCPFLoanInstalment: 150_050 });
    expect(flatAdjustmentOf({ share: '160', cash: '300', cpf: '0' })).to.equal(null);
    expect(flatAdjustmentOf({ share: '60', cash: '-3', cpf: '0' })).to.equal(null);
  });
});
