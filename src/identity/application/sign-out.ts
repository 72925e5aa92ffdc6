import type { UserRepository } from '../ports/user-repository.js';

/** Ends this session everywhere it counts: the user's current token is cleared if it is still ours. */
export class SignOut {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: string, sessionToken: string): Promise<void> {
    await this.users.clearSessionToken(userId, sessionToken);
  }
}
