/// <reference types="mocha" />
import { expect } from 'chai';
import { targetsPageTitle } from '../src/targets/pages/targets-page-title';

const goal = { id: 'g1' } as never;
const fund = { id: 'fund' } as never;

describe('the Targets page title follows what the resident has', () => {
  it('says what the page is now: nothing yet, an emergency fund only, targets only, both, still loading', () => {
    expect(targetsPageTitle({ emergencyFund: null, goals: [] })).to.equal('Create your financial targets');
    expect(targetsPageTitle({ emergencyFund: fund, goals: [] })).to.equal('Your emergency fund');
    expect(targetsPageTitle({ emergencyFund: null, goals: [goal] })).to.equal('Your targets');
    expect(targetsPageTitle({ emergencyFund: fund, goals: [goal] })).to.equal('Your emergency fund and targets');
    expect(targetsPageTitle(null)).to.equal('Your financial targets');
  });
});
