/**
 * The resident's own account actions from the profile pages (spec 1 §2 "Profile", §4 "Account"): the newsletter
 * preference, deleting (deactivating) the account and reactivating it. Profile field edits go through the identity
 * store's `updateProfile` (PATCH /user), which owns the signed-in user; this store hands every answer back to it.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { DeactivateAccountResponse, UserProfile } from '../../../src/identity/adapters/http/identity.contract.js';
import type { ProfileApi } from './profile.api';
import { DELETE_COMPLETED_PATH, type DeleteCompletedState } from './account-deletion';

/** What this store needs of the identity store. */
export interface ProfileIdentity {
  acceptUser(user: UserProfile): void;
  forgetEndedSession(to: string, state?: unknown): void;
}

export class ProfileStore {
  constructor(
    private readonly api: ProfileApi,
    private readonly identity: ProfileIdentity,
  ) {
    makeAutoObservable<ProfileStore, 'api' | 'identity'>(this, {
      api: false,
      identity: false,
      setNewsletter: flow,
      deleteAccount: flow,
      reactivateAccount: flow,
    });
  }

  /** PUT /email-notifications; the answer becomes the signed-in user. Rejects with the API error. */
  *setNewsletter(newsletter: boolean): Generator<Promise<UserProfile>, UserProfile, UserProfile> {
    const user = yield this.api.setNewsletter(newsletter);
    this.identity.acceptUser(user);
    return user;
  }

  /**
   * POST /user/deactivate-account. The server ends the session itself, so the app forgets it without calling
   * sign-out (that call could only fail now) and shows /delete-completed with the deletion date. Rejects with
   * the API error (409 when the account is already scheduled for deletion), leaving the session as it was.
   */
  *deleteAccount(): Generator<Promise<DeactivateAccountResponse>, DeactivateAccountResponse, DeactivateAccountResponse> {
    const answer = yield this.api.deactivateAccount();
    const state: DeleteCompletedState = { scheduledDeletionAt: answer.scheduledDeletionAt };
    this.identity.forgetEndedSession(DELETE_COMPLETED_PATH, state);
    return answer;
  }

  /**
   * PATCH /user/reactivate-account: the account is active again (status null) and the answer becomes the
   * signed-in user, so the gate lets the resident back in. Rejects with the API error (422 after the grace period,
   * 409 when already active).
   */
  *reactivateAccount(): Generator<Promise<UserProfile>, UserProfile, UserProfile> {
    const user = yield this.api.reactivateAccount();
    this.identity.acceptUser(user);
    return user;
  }
}
