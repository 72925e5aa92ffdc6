import { expect } from 'chai';
import { identityFromClaims } from '../../../../src/identity/adapters/singpass/singpass-claims.js';
import { UsedLogins } from '../../../../src/identity/adapters/singpass/used-logins.js';
import { LoginRejected } from '../../../../src/identity/domain/identity-errors.js';
import { ManualClock } from '../../../../src/shared-kernel/clock.js';

describe('identityFromClaims', () => {
  describe('with a Singpass v2 subject (s=NRIC,u=UUID)', () => {
    it('reads the NRIC and UUID', () => {
      expect(identityFromClaims({ sub: 's=S9812381D,u=b6cb9308-733b-42b3-ad38-9b5afc890206' }))
        .to.deep.equal({ uuid: 'b6cb9308-733b-42b3-ad38-9b5afc890206', nric: 'S9812381D' });
    });

    it('reads a foreign profile with extra keys and does not treat its ID as an NRIC/FIN', () => {
      const sub = 's=Y4581892I,fid=G730Z-H5P96,coi=DE,u=CB45B1BE-1F2F-4E6B-9F1F-4D1C7C8E2B3A';
      expect(identityFromClaims({ sub })).to.deep.equal({ uuid: 'CB45B1BE-1F2F-4E6B-9F1F-4D1C7C8E2B3A', nric: null });
    });

    it('rejects a subject without a UUID', () => {
      expect(() => identityFromClaims({ sub: 's=S9812381D' })).to.throw(LoginRejected, 'no valid UUID');
    });
  });

  describe('with a FAPI subject (UUID, NRIC in sub_attributes)', () => {
    it('reads the UUID from sub and the NRIC from sub_attributes.identity_number', () => {
      const claims = { sub: '952b0342-0649-a6fe-245b-87cfcc3d38da', sub_attributes: { identity_number: 'S9812379B', identity_coi: 'SG' } };
      expect(identityFromClaims(claims)).to.deep.equal({ uuid: '952b0342-0649-a6fe-245b-87cfcc3d38da', nric: 'S9812379B' });
    });

    it('gives no NRIC when sub_attributes is absent', () => {
      expect(identityFromClaims({ sub: '952b0342-0649-a6fe-245b-87cfcc3d38da' })).to.deep.equal({ uuid: '952b0342-0649-a6fe-245b-87cfcc3d38da', nric: null });
    });

    it('rejects a subject that is not UUID-shaped', () => {
      expect(() => identityFromClaims({ sub: 'a b;c' })).to.throw(LoginRejected);
      expect(() => identityFromClaims({})).to.throw(LoginRejected, 'no subject');
    });
  });
});

describe('UsedLogins', () => {
  it('lets a login state through once, then refuses it until the TTL has passed', () => {
    const clock = new ManualClock('2026-01-15T02:00:00.000Z');
    const used = new UsedLogins(clock, 60_000);
    expect(used.claim('state-1')).to.equal(true);
    expect(used.claim('state-1')).to.equal(false);
    expect(used.claim('state-2')).to.equal(true);
    clock.advance(60_001);
    expect(used.claim('state-1')).to.equal(true);
  });

  it('forgets the oldest entry when full rather than growing without bound', () => {
    const used = new UsedLogins(new ManualClock(), 60_000, 2);
    used.claim('a');
    used.claim('b');
    used.claim('c');
    expect(used.claim('a')).to.equal(true);
    expect(used.claim('c')).to.equal(false);
  });
});
