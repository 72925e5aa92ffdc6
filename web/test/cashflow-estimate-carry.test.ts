/// <reference types="mocha" />
import { expect } from 'chai';
import { ESTIMATE_CATEGORY, estimateLine, estimateToOffer } from '../src/cashflow/setup/estimate-carry';

describe('cashflow setup: the quick-snapshot estimate carried into the expenses step', () => {
  it('offers the estimate while no expense is entered', () => {
    expect(estimateToOffer({ amount: 250_000 }, [])).to.deep.equal({ amount: 250_000 });
  });

  it('offers nothing once an expense is in the list, or without an estimate', () => {
    expect(estimateToOffer({ amount: 250_000 }, [{ id: 'local-1' }])).to.equal(null);
    expect(estimateToOffer(null, [])).to.equal(null);
    expect(estimateToOffer({ amount: 0 }, [])).to.equal(null);
  });

  it('becomes one monthly line of the whole estimate, without a budget, to rename or split', () => {
    expect(estimateLine({ amount: 250_000 }, '#123456')).to.deep.equal({
      id: '',
      category: ESTIMATE_CATEGORY,
      amount: 250_000,
      timeInterval: 'MONTHLY',
      budgetAmount: null,
      budgetTimeInterval: null,
      colour: '#123456',
    });
  });
});
