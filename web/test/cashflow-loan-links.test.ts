/// <reference types="mocha" />
import { expect } from 'chai';
import { liabilityOfLoan, liabilityPrefillFor, loanOfLiability, loanPrefillFor, offerForLoan, type LinkableLiability, type LinkableLoan } from '../src/cashflow/setup/loan-links';

const hdbLoan: LinkableLoan = { id: 'l1', name: 'HDB loan', type: 'MORTGAGE', ccy: 'SGD', liabilityId: null };
const carLoan: LinkableLoan = { id: 'l2', name: 'Car loan', type: 'NON_MORTGAGE', ccy: 'SGD', liabilityId: null };
const hdbOwed: LinkableLiability = { id: 'd1', name: 'hdb loan ', category: 'MORTGAGE', ccy: 'SGD' };

describe('cashflow and wealth: a loan repayment and its liability are entered once', () => {
  it('offers to add the liability for a loan repayment with none', () => {
    expect(offerForLoan(carLoan, [carLoan], [])).to.deep.equal({ kind: 'ADD' });
  });

  it('offers to link to an unlinked liability of the same name and type instead of adding a second one', () => {
    expect(offerForLoan(hdbLoan, [hdbLoan], [hdbOwed])).to.deep.equal({ kind: 'LINK', liability: hdbOwed });
    // Another type is another loan.
    expect(offerForLoan({ ...hdbLoan, type: 'NON_MORTGAGE' }, [], [hdbOwed])).to.deep.equal({ kind: 'ADD' });
  });

  it('offers nothing once linked, and again when the linked liability is gone', () => {
    const linked = { ...hdbLoan, liabilityId: 'd1' };
    expect(offerForLoan(linked, [linked], [hdbOwed])).to.equal(null);
    expect(liabilityOfLoan(linked, [hdbOwed])).to.equal(hdbOwed);
    expect(offerForLoan(linked, [linked], [])).to.deep.equal({ kind: 'ADD' });
  });

  it('does not offer a liability another loan repayment already repays', () => {
    const other = { ...carLoan, name: 'HDB loan', type: 'MORTGAGE' as const, liabilityId: 'd1' };
    expect(offerForLoan(hdbLoan, [hdbLoan, other], [hdbOwed])).to.deep.equal({ kind: 'ADD' });
  });

  it('finds the loan repayment of a liability, or none', () => {
    const linked = { ...hdbLoan, liabilityId: 'd1' };
    expect(loanOfLiability(hdbOwed, [carLoan, linked])).to.equal(linked);
    expect(loanOfLiability(hdbOwed, [carLoan])).to.equal(null);
  });

  it('prefills each side from the other: name, type and currency, never an amount', () => {
    expect(liabilityPrefillFor({ name: 'Car loan', type: 'NON_MORTGAGE', ccy: 'USD' })).to.deep.equal({ name: 'Car loan', category: 'NON_MORTGAGE', amount: '', ccy: 'USD' });
    expect(loanPrefillFor({ name: 'HDB loan', category: 'MORTGAGE', ccy: 'SGD' })).to.deep.equal({ name: 'HDB loan', type: 'MORTGAGE', amount: '', cash: '', cpf: '', currency: 'SGD' });
  });
});
