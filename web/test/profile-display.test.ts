/// <reference types="mocha" />
import { expect } from 'chai';
import type { UserProfile } from '../../src/identity/adapters/http/identity.contract.js';
import {
  NOT_PROVIDED,
  emailPrompt,
  employmentRows,
  formatDob,
  generalInformationRows,
  newsletterText,
  optionLabel,
  verificationBadge,
} from '../src/profile/profile-display';
import { MARITAL_OPTIONS } from '../src/onboarding/profile-rules';

const USER = {
  name: 'TAN HENG HUAT',
  dob: '1998-06-06',
  sex: 'F',
  maritalStatus: 'M',
  residentialStatus: 'PR',
  employmentStatusRange: 'SELF_FREELANCE',
  workYearsRange: '3_TO_5',
} as UserProfile;

describe('profile display', () => {
  it("dates of birth read 'DD MMM YYYY' (spec 1 §9), from a day or the ISO start of that day, never shifted by zones", () => {
    expect(formatDob('1998-06-06')).to.equal('06 Jun 1998');
    expect(formatDob('1998-06-06T00:00:00.000Z')).to.equal('06 Jun 1998');
    expect(formatDob('2000-12-31')).to.equal('31 Dec 2000');
    expect(formatDob(null)).to.equal(NOT_PROVIDED);
    expect(formatDob('not a date')).to.equal(NOT_PROVIDED);
  });

  it('enumerations show the labels the onboarding questions use, and unanswered ones say so', () => {
    expect(optionLabel(MARITAL_OPTIONS, 'W')).to.equal('Widowed');
    expect(optionLabel(MARITAL_OPTIONS, null)).to.equal(NOT_PROVIDED);
  });

  it('general information: the five answers in order', () => {
    expect(generalInformationRows(USER)).to.deep.equal([
      { label: 'Full name', value: 'TAN HENG HUAT' },
      { label: 'Date of birth', value: '06 Jun 1998' },
      { label: 'Sex', value: 'Female' },
      { label: 'Marital status', value: 'Married' },
      { label: 'Residential status', value: 'Permanent Resident' },
    ]);
    const empty = { ...USER, name: null, dob: null, sex: null, maritalStatus: null, residentialStatus: null } as UserProfile;
    expect(generalInformationRows(empty).map((row) => row.value)).to.deep.equal(Array(5).fill(NOT_PROVIDED));
  });

  it('employment: status and years worked', () => {
    expect(employmentRows(USER)).to.deep.equal([
      { label: 'Employment status', value: 'Self-employed or freelance' },
      { label: 'Years worked', value: '3 to 5 years' },
    ]);
    expect(employmentRows({ ...USER, employmentStatusRange: null, workYearsRange: 'NEVER' }).map((r) => r.value)).to.deep.equal([
      NOT_PROVIDED,
      'Never worked',
    ]);
  });

  it('the verification badge has a word for every status', () => {
    expect(verificationBadge('VERIFIED')).to.deep.equal({ label: 'Verified', tone: 'success' });
    expect(verificationBadge('PENDING_VERIFICATION')).to.deep.equal({ label: 'Pending verification', tone: 'pending' });
    expect(verificationBadge('UNVERIFIED')).to.deep.equal({ label: 'Not verified', tone: 'warning' });
  });

  it("'Incomplete profile' shows until the email is verified (spec 1 §4), with the step that completes it", () => {
    expect(emailPrompt({ email: null, emailVerificationStatus: 'UNVERIFIED' }).kind).to.equal('add-email');
    expect(emailPrompt({ email: 'a@example.com', emailVerificationStatus: 'UNVERIFIED' })).to.include({
      kind: 'verify',
      action: 'Verify email',
    });
    expect(emailPrompt({ email: 'a@example.com', emailVerificationStatus: 'PENDING_VERIFICATION' })).to.include({
      kind: 'verify',
      action: 'Resend verification email',
    });
    expect(emailPrompt({ email: 'a@example.com', emailVerificationStatus: 'VERIFIED' })).to.deep.equal({ kind: 'none' });
  });

  it('the newsletter preference in words', () => {
    expect(newsletterText(true)).to.equal('Subscribed');
    expect(newsletterText(false)).to.equal('Not subscribed');
  });
});
