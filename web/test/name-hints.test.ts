/// <reference types="mocha" />
import { expect } from 'chai';
import { ALL_ASSET_KINDS } from '../src/wealth/asset-kinds';
import { displayWidth } from '../src/wealth/asset-rules';
import {
  GOAL_NAME_HINT,
  INCOME_NAME_HINT,
  LOAN_REPAYMENT_NAME_HINT,
  MONTHLY_INVESTMENT_NAME_HINT,
  assetNameHint,
  liabilityNameHint,
} from '../src/shared/forms/name-hints';

describe('name hints fit each dialog', () => {
  it('an asset dialog speaks of that kind of asset, with an example a name of 24 characters can hold', () => {
    expect(assetNameHint('stock')).to.equal("Your name for this shareholding, up to 24 characters: for example 'DBS shares'");
    expect(assetNameHint('gold')).to.equal("Your name for this gold, up to 24 characters: for example 'Gold bars'");
    expect(assetNameHint('property')).to.contain("'Our flat'");
    expect(assetNameHint('cash-savings')).to.contain('savings account');
    for (const kind of ALL_ASSET_KINDS) {
      const example = /'([^']+)'$/.exec(assetNameHint(kind))![1]!;
      expect(displayWidth(example), kind).to.be.at.most(24);
    }
    // No kind borrows another's example.
    expect(new Set(ALL_ASSET_KINDS.map(assetNameHint)).size).to.equal(ALL_ASSET_KINDS.length);
  });

  it('a liability, a target, a loan repayment, a monthly investment and an income each have their own words', () => {
    expect(liabilityNameHint('MORTGAGE')).to.contain("'HDB loan'");
    expect(liabilityNameHint('NON_MORTGAGE')).to.contain("'Car loan'");
    expect(GOAL_NAME_HINT).to.match(/^What you are saving for/);
    expect(LOAN_REPAYMENT_NAME_HINT).to.match(/^The loan this monthly instalment repays/);
    expect(MONTHLY_INVESTMENT_NAME_HINT).to.match(/^What you invest in each month/);
    expect(INCOME_NAME_HINT).to.match(/income/);
    const all = [liabilityNameHint('MORTGAGE'), GOAL_NAME_HINT, LOAN_REPAYMENT_NAME_HINT, MONTHLY_INVESTMENT_NAME_HINT, INCOME_NAME_HINT, ...ALL_ASSET_KINDS.map(assetNameHint)];
    expect(new Set(all).size).to.equal(all.length);
  });
});
