/** The profile calls of spec 1 §7 beyond PATCH /user: the newsletter preference and the account lifecycle. */
import type {
  DeactivateAccountResponse,
  EmailNotificationsRequest,
  UserProfile,
} from '../../../src/identity/adapters/http/identity.contract.js';
import type { ApiClient } from '../app/api-client';

export interface ProfileApi {
  setNewsletter(newsletter: boolean): Promise<UserProfile>;
  deactivateAccount(): Promise<DeactivateAccountResponse>;
  reactivateAccount(): Promise<UserProfile>;
}

/**
 * Every call is quiet: the pages show the outcome themselves (a 409 or 422 explains itself on the page, not in a
 * generic toast). A 401 or 440 still signs out, as for every call.
 */
export class HttpProfileApi implements ProfileApi {
  constructor(private readonly api: ApiClient) {}

  setNewsletter(newsletter: boolean): Promise<UserProfile> {
    const body: EmailNotificationsRequest = { newsletter };
    return this.api.put<UserProfile>('/email-notifications', body, { quiet: true });
  }

  deactivateAccount(): Promise<DeactivateAccountResponse> {
    return this.api.post<DeactivateAccountResponse>('/user/deactivate-account', undefined, { quiet: true });
  }

  reactivateAccount(): Promise<UserProfile> {
    return this.api.patch<UserProfile>('/user/reactivate-account', undefined, { quiet: true });
  }
}
