import type { Clock } from '../../shared-kernel/clock.js';
import { NotSignedIn } from '../domain/identity-errors.js';
import { applyProfileUpdate, type ProfileUpdate } from '../domain/profile-update.js';
import type { User } from '../domain/user.js';
import type { UserRepository } from '../ports/user-repository.js';

/** PATCH /user: the signed-in resident changes their own profile (spec 1 §7). */
export class UpdateProfile {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * `user` is the signed-in resident as loaded for this request. The update is applied to the profile as stored
   * now (a change from another tab may have landed since the session loaded it): only changed columns are written;
   * an update that changes nothing writes nothing.
   * @throws ConsentRequired, ValidationFailed (see applyProfileUpdate); NotSignedIn if the user vanished meanwhile.
   */
  async execute(user: User, update: ProfileUpdate): Promise<User> {
    const now = this.clock.now();
    const updated = await this.users.changeProfile(user.id, (stored) => applyProfileUpdate(stored, update, now));
    if (!updated) throw new NotSignedIn();
    return updated;
  }
}
