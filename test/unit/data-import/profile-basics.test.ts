import { expect } from 'chai';
import { isForeignId, profileBasicsOf } from '../../../src/data-import/domain/profile-basics.js';
import type { PersonBasic } from '../../../src/data-import/domain/personal-data.js';

const basic = (change: Partial<PersonBasic> = {}): PersonBasic => ({
  name: 'TAN HENG HUAT',
  dob: '1998-06-06',
  sex: 'M',
  maritalStatus: '2',
  residentialStatus: 'C',
  email: 'tan@example.com',
  ...change,
});

describe('profileBasicsOf: Myinfo basic data in the profile’s terms', () => {
  it('maps Myinfo’s codes', () => {
    expect(profileBasicsOf(basic(), false)).to.deep.equal({ name: 'TAN HENG HUAT', dob: '1998-06-06', sex: 'M', maritalStatus: 'M', residentialStatus: 'CITIZEN' });
  });

  const marital: Array<[string, string]> = [['1', 'S'], ['2', 'M'], ['3', 'W'], ['5', 'D']];
  for (const [code, status] of marital) {
    it(`marital code ${code} -> ${status}`, () => expect(profileBasicsOf(basic({ maritalStatus: code }), false).maritalStatus).to.equal(status));
  }

  it('residential C, P, A -> citizen, PR, foreigner; none -> foreigner only for a FIN', () => {
    expect(profileBasicsOf(basic({ residentialStatus: 'P' }), false).residentialStatus).to.equal('PR');
    expect(profileBasicsOf(basic({ residentialStatus: 'A' }), false).residentialStatus).to.equal('FOREIGNER');
    expect(profileBasicsOf(basic({ residentialStatus: null }), true).residentialStatus).to.equal('FOREIGNER');
    expect(profileBasicsOf(basic({ residentialStatus: null }), false).residentialStatus).to.equal(null);
  });

  it('leaves empty what it cannot read rather than guessing', () => {
    expect(profileBasicsOf(basic({ name: '  ', dob: '06/06/1998', sex: 'U', maritalStatus: '9', residentialStatus: 'X' }), false)).to.deep.equal({
      name: null,
      dob: null,
      sex: null,
      maritalStatus: null,
      residentialStatus: null,
    });
  });

  it('tells a FIN from an NRIC', () => {
    expect(['F1612347K', 'G1612348Q', 'M1234567X'].map(isForeignId)).to.deep.equal([true, true, true]);
    expect(['S9812379B', 'T0123456A'].map(isForeignId)).to.deep.equal([false, false]);
  });
});
