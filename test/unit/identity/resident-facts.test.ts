import { expect } from 'chai';
import { ResidentFacts } from '../../../src/identity/application/resident-facts.js';
import type { User } from '../../../src/identity/domain/user.js';
import type { UserRepository } from '../../../src/identity/ports/user-repository.js';
import { aUser } from './user-fixture.js';

/** Only findById is read by the query; the rest of the repository is never called. */
const usersOf = (users: User[]): UserRepository => ({ findById: async (id: string) => users.find((u) => u.id === id) ?? null }) as unknown as UserRepository;

describe('ResidentFacts (identity query for other contexts)', () => {
  it("answers the resident's date of birth and employment status from the profile", async () => {
    const query = new ResidentFacts(usersOf([aUser({ id: 'u1', dob: '1971-11-22', employmentStatusRange: 'SELF_FREELANCE' }), aUser({ id: 'u2' })]));
    expect(await query.execute('u1')).to.deep.equal({ dateOfBirth: '1971-11-22', employmentStatus: 'SELF_FREELANCE' });
    expect(await query.execute('u2')).to.deep.equal({ dateOfBirth: null, employmentStatus: null });
  });

  it('answers nulls for a resident who no longer exists', async () => {
    expect(await new ResidentFacts(usersOf([])).execute('gone')).to.deep.equal({ dateOfBirth: null, employmentStatus: null });
  });
});
