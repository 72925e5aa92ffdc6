import { expect } from 'chai';
import { fieldsFromMyinfo } from '../../../src/identity/domain/user.js';

const profile = { name: 'LIM YONG XIANG', dob: '1980-10-06', sex: 'M' as const, maritalStatus: 'D' as const, residentialStatus: 'PR' as const };

describe('Typed data is never labelled as imported: the profile fields from Myinfo', () => {
  it('an account without Myinfo has no field from Myinfo, whatever it holds', () => {
    expect(fieldsFromMyinfo({ ...profile, myinfoBasics: null })).to.deep.equal([]);
    expect(fieldsFromMyinfo({ ...profile })).to.deep.equal([]);
  });

  it('a field is from Myinfo only while it holds the value Myinfo gave', () => {
    const myinfoBasics = { name: 'LIM YONG XIANG', dob: '1980-10-06', sex: 'M' as const, maritalStatus: 'D' as const, residentialStatus: 'PR' as const };
    expect(fieldsFromMyinfo({ ...profile, myinfoBasics })).to.deep.equal(['name', 'dob', 'sex', 'maritalStatus', 'residentialStatus']);
    // The resident typed their own name and status: those are theirs.
    expect(fieldsFromMyinfo({ ...profile, name: 'Yong Xiang', maritalStatus: 'M', myinfoBasics })).to.deep.equal(['dob', 'sex', 'residentialStatus']);
  });

  it('a field Myinfo gave nothing for is never from Myinfo', () => {
    expect(fieldsFromMyinfo({ ...profile, myinfoBasics: { name: 'LIM YONG XIANG', dob: null } })).to.deep.equal(['name']);
    expect(fieldsFromMyinfo({ ...profile, name: null, myinfoBasics: { name: '' } })).to.deep.equal([]);
  });
});
