import { expect } from 'chai';
import { ResidentMatchesNric } from '../../../src/identity/application/resident-matches-nric.js';
import type { UserRepository } from '../../../src/identity/ports/user-repository.js';

const hasher = { hash: (nric: string) => `h(${nric})` };
const usersWith = (hash: string | null) => ({ nricHashOf: async () => hash }) as unknown as UserRepository;

describe('ResidentMatchesNric', () => {
  it('compares keyed hashes: the same NRIC matches, another does not, and without a stored hash it cannot tell', async () => {
    expect(await new ResidentMatchesNric(usersWith('h(S9812379B)'), hasher).execute('u', 'S9812379B')).to.equal(true);
    expect(await new ResidentMatchesNric(usersWith('h(S9812379B)'), hasher).execute('u', 'S9812381D')).to.equal(false);
    expect(await new ResidentMatchesNric(usersWith(null), hasher).execute('u', 'S9812381D')).to.equal(null);
  });
});
