import type { NricHasher } from '../ports/nric-hasher.js';
import type { UserRepository } from '../ports/user-repository.js';

/**
 * Whether `nric` is the NRIC/FIN the resident signed in with (compared as keyed hashes: we never store the NRIC).
 * Null when we cannot tell (no NRIC was recorded at sign-in). Lets other contexts refuse someone else's data,
 * e.g. a Myinfo consent given with another person's Singpass in the same browser.
 */
export class ResidentMatchesNric {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: NricHasher,
  ) {}

  async execute(userId: string, nric: string): Promise<boolean | null> {
    const stored = await this.users.nricHashOf(userId);
    return stored === null ? null : stored === this.hasher.hash(nric);
  }
}
