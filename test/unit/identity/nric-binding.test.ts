import { expect } from 'chai';
import { nricBindingHolds, SingpassDetailsMismatch } from '../../../src/identity/domain/nric-binding.js';

describe('A Singpass account keeps the NRIC it was first seen with (docs/decisions.md)', () => {
  it('holds when the NRIC presented is the one the account is bound to', () => {
    expect(nricBindingHolds('hash-a', 'hash-a')).to.equal(true);
  });

  it('fails when the account is bound to another NRIC', () => {
    expect(nricBindingHolds('hash-a', 'hash-b')).to.equal(false);
  });

  it('binds nothing and refuses nothing when either side is unknown', () => {
    expect(nricBindingHolds(null, 'hash-b')).to.equal(true);
    expect(nricBindingHolds('hash-a', null)).to.equal(true);
    expect(nricBindingHolds(null, null)).to.equal(true);
  });

  it('refuses with a 403-kind error the resident can act on, naming no NRIC', () => {
    const err = new SingpassDetailsMismatch('user-1');
    expect(err).to.include({ code: 'IDENTITY.SINGPASS_DETAILS_MISMATCH', kind: 'forbidden', userId: 'user-1' });
    expect(err.message).to.equal("We could not sign you in: your Singpass account's details do not match our records. Please contact us.");
  });
});
