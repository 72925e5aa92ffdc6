/// <reference types="mocha" />
import { expect } from 'chai';
import { dobForInput, singaporeToday, validateChoice, validateDob, validateEmail, validateName } from '../src/onboarding/profile-rules';

describe('profile rules (onboarding forms)', () => {
  it('name: required, no surrounding space, at most 66 characters (spec 1 §5 texts)', () => {
    expect(validateName('')).to.equal('Please enter a value');
    expect(validateName('   ')).to.equal('Please enter a value');
    expect(validateName(' TAN')).to.equal('Cannot have space as first and last character');
    expect(validateName('A'.repeat(67))).to.equal('Must be at most 66 characters');
    expect(validateName('Tan Heng Huat')).to.equal(null);
  });

  it('date of birth: required, a real day, not in the future, age at most 120', () => {
    const today = '2026-04-01';
    expect(validateDob('', today)).to.equal('Please enter a value');
    expect(validateDob('2026-02-30', today)).to.equal('Invalid format');
    expect(validateDob('1998-6-6', today)).to.equal('Invalid format');
    // the kernel's one date rule, as PATCH /user applies it: 1900 to 2200 only
    expect([validateDob('1899-12-31', today), validateDob('0000-01-01', today)]).to.deep.equal(['Invalid format', 'Invalid format']);
    expect(validateDob('2026-04-02', today)).to.equal('Date of birth cannot be in the future');
    expect(validateDob('1905-04-01', today)).to.equal('Age cannot be more than 120');
    expect(validateDob('1906-04-01', today)).to.equal(null);
    expect(validateDob('2026-04-01', today)).to.equal(null);
  });

  it("today is Singapore's day", () => {
    expect(singaporeToday(new Date('2026-03-31T15:59:59Z'))).to.equal('2026-03-31');
    expect(singaporeToday(new Date('2026-03-31T16:00:00Z'))).to.equal('2026-04-01');
  });

  it('email: required here, checked trimmed, the spec text for a bad one', () => {
    expect(validateEmail('')).to.equal('Please enter a value');
    expect(validateEmail('name@')).to.equal('Enter an email like name@example.com');
    expect(validateEmail('  name@example.com ')).to.equal(null);
  });

  it('choices: something must be picked', () => {
    expect(validateChoice('')).to.equal('Please enter a value');
    expect(validateChoice('F')).to.equal(null);
  });

  it('the date input gets the calendar day whatever the server sent', () => {
    expect(dobForInput('1998-06-06')).to.equal('1998-06-06');
    expect(dobForInput('1998-06-06T00:00:00.000Z')).to.equal('1998-06-06');
    expect(dobForInput(null)).to.equal('');
    expect(dobForInput('junk')).to.equal('');
  });
});
