import { NotSignedIn } from '../domain/identity-errors.js';
import type { User } from '../domain/user.js';
import type { UserRepository } from '../ports/user-repository.js';

/**
 * POST /user/feedback-form: the resident says they have sent the feedback form (spec 1 §4 "feedback shows until
 * given"). The form is an outside survey that cannot tell us, so the resident's word is the record
 * (docs/decisions.md "Spec gaps closed"). Once given, it stays given: a second call changes nothing.
 */
export class RecordFeedbackGiven {
  constructor(private readonly users: UserRepository) {}

  /** @throws NotSignedIn if the user vanished meanwhile. */
  async execute(userId: string): Promise<User> {
    const updated = await this.users.changeProfile(userId, (stored) => (stored.hasCompletedFeedbackForm ? {} : { hasCompletedFeedbackForm: true }));
    if (!updated) throw new NotSignedIn();
    return updated;
  }
}
