import type { PersonBasics } from '../domain/user.js';
import type { UserRepository } from '../ports/user-repository.js';

/**
 * Basic data from Myinfo fills the resident's profile where it is still empty (spec 1 onboarding step 1 "prefilled
 * from Singpass / Myinfo basic data where available"): what the resident has set, by hand or earlier, stays.
 */
export class PrefillProfile {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: string, basics: PersonBasics): Promise<void> {
    await this.users.fillMissingBasics(userId, basics);
  }
}
