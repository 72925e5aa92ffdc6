/// <reference types="mocha" />
import { expect } from 'chai';
import { MYINFO_RESET_CHOICES, MYINFO_RESET_KEEPS, myinfoResetCall } from '../src/data-import/myinfo-reset';

describe('Myinfo data reset (spec 2 §4 "Personal-data state reset", §7)', () => {
  const choice = (scope: string) => MYINFO_RESET_CHOICES.find((c) => c.scope === scope)!;

  it('calls DELETE /myinfo/person-basic for the basic details and DELETE /myinfo/person?scope= for the rest', () => {
    expect(myinfoResetCall('basic')).to.deep.equal({ method: 'DELETE', path: '/myinfo/person-basic' });
    expect(myinfoResetCall('full')).to.deep.equal({ method: 'DELETE', path: '/myinfo/person?scope=full' });
    expect(myinfoResetCall('all')).to.deep.equal({ method: 'DELETE', path: '/myinfo/person?scope=all' });
  });

  it('says exactly what each scope removes: basic (the six details), full (tax, CPF, HDB), all (both and the date)', () => {
    expect(choice('basic').removes).to.deep.equal(['Your name, date of birth, sex, marital status, residential status and email as Myinfo gave them']);
    expect(choice('full').removes).to.deep.equal(['Your tax assessment (notice of assessment)', 'Your CPF balances', 'Your HDB flats and their loans']);
    expect(choice('all').removes).to.deep.equal([...choice('basic').removes, ...choice('full').removes, 'The date you last retrieved your data']);
  });

  it('says what stays: the profile and the figures already in cashflow and wealth', () => {
    expect(MYINFO_RESET_KEEPS).to.contain('Your profile stays as it is');
    expect(MYINFO_RESET_KEEPS).to.contain('the figures already in your cashflow and wealth');
  });
});
