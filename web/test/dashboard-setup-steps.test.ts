/// <reference types="mocha" />
import { expect } from 'chai';
import { setupSteps } from '../src/dashboard/setup-steps';

describe('web dashboard: the "Complete your dashboard" steps follow the data', () => {
  it('offers both setups and Myinfo to a new resident', () => {
    expect(setupSteps({ cashflowDone: false, wealthDone: false, myinfoRetrieved: false })).to.deep.equal(['CASHFLOW', 'WEALTH', 'MYINFO']);
  });

  it('drops "Fill in with Myinfo" as soon as the Myinfo record is there, and offers it again when it is gone', () => {
    expect(setupSteps({ cashflowDone: false, wealthDone: false, myinfoRetrieved: true })).to.deep.equal(['CASHFLOW', 'WEALTH']);
    expect(setupSteps({ cashflowDone: false, wealthDone: false, myinfoRetrieved: false })).to.include('MYINFO');
  });

  it('drops each setup once it is done', () => {
    expect(setupSteps({ cashflowDone: true, wealthDone: false, myinfoRetrieved: true })).to.deep.equal(['WEALTH']);
    expect(setupSteps({ cashflowDone: false, wealthDone: true, myinfoRetrieved: true })).to.deep.equal(['CASHFLOW']);
  });

  it('shows no prompt once both setups are done, with or without Myinfo', () => {
    expect(setupSteps({ cashflowDone: true, wealthDone: true, myinfoRetrieved: false })).to.deep.equal([]);
    expect(setupSteps({ cashflowDone: true, wealthDone: true, myinfoRetrieved: true })).to.deep.equal([]);
  });
});
