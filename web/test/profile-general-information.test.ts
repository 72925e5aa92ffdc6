/// <reference types="mocha" />
import { expect } from 'chai';
import type { UserProfile } from '../../src/identity/adapters/http/identity.contract.js';
import {
  generalInformationErrors,
  generalInformationFromUser,
  generalInformationPatch,
  isGeneralInformationValid,
  type GeneralInformationValues,
} from '../src/onboarding/general-information';

const TODAY = '2026-04-01';
const VALID: GeneralInformationValues = {
  name: 'Tan Heng Huat',
  dob: '1998-06-06',
  sex: 'M',
  maritalStatus: 'S',
  residentialStatus: 'CITIZEN',
};

describe('general information (onboarding step 1 and the profile edit page)', () => {
  it('reads the profile into form values, the day of birth as the date input wants it', () => {
    const user = { ...VALID, dob: '1998-06-06T00:00:00.000Z' } as unknown as UserProfile;
    expect(generalInformationFromUser(user)).to.deep.equal(VALID);
    const empty = { name: null, dob: null, sex: null, maritalStatus: null, residentialStatus: null } as unknown as UserProfile;
    expect(generalInformationFromUser(empty)).to.deep.equal({ name: '', dob: '', sex: '', maritalStatus: '', residentialStatus: '' });
  });

  it('every field has its spec 1 §5 rule', () => {
    expect(generalInformationErrors(VALID, TODAY)).to.deep.equal({
      name: null,
      dob: null,
      sex: null,
      maritalStatus: null,
      residentialStatus: null,
    });
    expect(generalInformationErrors({ name: ' Tan', dob: '2026-04-02', sex: '', maritalStatus: '', residentialStatus: '' }, TODAY)).to.deep.equal({
      name: 'Cannot have space as first and last character',
      dob: 'Date of birth cannot be in the future',
      sex: 'Please enter a value',
      maritalStatus: 'Please enter a value',
      residentialStatus: 'Please enter a value',
    });
  });

  it('is valid only when every field passes', () => {
    expect(isGeneralInformationValid(VALID, TODAY)).to.equal(true);
    for (const field of Object.keys(VALID) as Array<keyof GeneralInformationValues>) {
      expect(isGeneralInformationValid({ ...VALID, [field]: '' }, TODAY), field).to.equal(false);
    }
  });

  it('sends the day of birth as the calendar day and the name trimmed', () => {
    expect(generalInformationPatch({ ...VALID, name: ' Tan Heng Huat ' })).to.deep.equal({
      name: 'Tan Heng Huat',
      dob: '1998-06-06',
      sex: 'M',
      maritalStatus: 'S',
      residentialStatus: 'CITIZEN',
    });
  });
});
