/// <reference types="mocha" />
import { expect } from 'chai';
import { asOfText, consentErrorText, originText } from '../src/data-import/myinfo-labels';
import { outdatedText } from '../src/shared/format/origin';

describe('data import: words', () => {
  it('dates a figure by day or by month (MMYYYY), in Singapore', () => {
    expect(asOfText('2020-04-16')).to.equal('as of 16 Apr 2020');
    expect(asOfText('102026')).to.equal('as of Oct 2026');
    expect(asOfText('2026-11-23T17:00:00.000Z')).to.equal('as of 24 Nov 2026');
  });

  it('marks an imported item with its source and date', () => {
    expect(originText({ sourceName: 'Myinfo', asOf: '2020-04-16' })).to.equal('From Myinfo, as of 16 Apr 2020');
    expect(originText({ sourceName: 'DBS Bank', asOf: '092026' })).to.equal('From DBS Bank, as of Sep 2026');
  });

  it('names the notice of assessment an income came from, and suggests updating it once it is more than a year old', () => {
    expect(originText({ sourceName: 'Myinfo', asOf: '2020-04-16', yearOfAssessment: 2019, outdated: true })).to.equal('From your Year of Assessment 2019 notice of assessment');
    expect(outdatedText({ sourceName: 'Myinfo', asOf: '2020-04-16', yearOfAssessment: 2019, outdated: true })).to.equal('This notice is more than a year old: update this income with what you earn now.');
    expect(outdatedText({ sourceName: 'Myinfo', asOf: '2026-04-16', yearOfAssessment: 2026, outdated: false })).to.equal(null);
    expect(outdatedText({ sourceName: 'DBS Bank', asOf: '092026' })).to.equal(null);
  });

  it('explains a declined consent differently from a failure', () => {
    expect(consentErrorText('access_denied')).to.match(/^You chose not to share your data from Myinfo/);
    expect(consentErrorText('server_error')).to.match(/^Myinfo could not complete the request/);
  });
});
