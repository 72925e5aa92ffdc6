/** The identity calls of spec 1 §7 and the Singpass sign-in endpoints. */
import type {
  AuthorizationUrlResponse,
  GenerateVerificationCodeResponse,
  RegenerateVerificationCodeRequest,
  VerifyEmailRequest,
  SingpassCallbackRequest,
  TokenExpiryResponse,
  UpdateUserRequest,
  UserProfile,
} from '../../../src/identity/adapters/http/identity.contract.js';
import type { ApiClient } from '../app/api-client';

export interface IdentityApi {
  /** `startUp`: a 401 only means signed out. `background`: no toast on failure (polling). */
  getUser(options?: { startUp?: boolean; background?: boolean }): Promise<UserProfile>;
  getAuthorizationUrl(): Promise<string>;
  completeSingpassSignIn(request: SingpassCallbackRequest): Promise<UserProfile>;
  getTokenExpiry(): Promise<number>;
  refreshSession(): Promise<number>;
  deleteToken(): Promise<void>;
  updateUser(patch: UpdateUserRequest): Promise<UserProfile>;
  sendVerificationEmail(): Promise<GenerateVerificationCodeResponse>;
  resendVerificationEmail(verificationCode?: string): Promise<GenerateVerificationCodeResponse>;
  verifyEmail(verificationCode: string): Promise<UserProfile>;
  /** POST /user/feedback-form: the resident says they sent the feedback form; answers the profile. */
  recordFeedbackGiven(): Promise<UserProfile>;
}

export class HttpIdentityApi implements IdentityApi {
  constructor(private readonly api: ApiClient) {}

  /**
   * At start-up a 401 only means "not signed in": no toast and no sign-out screen for a visitor who never
   * signed in.
   */
  getUser(options: { startUp?: boolean; background?: boolean } = {}): Promise<UserProfile> {
    if (options.startUp) return this.api.get<UserProfile>('/user', { quiet: true, skipSessionHandling: true });
    return this.api.get<UserProfile>('/user', options.background ? { quiet: true } : {});
  }

  /** The sign-in pages show their own error, so these calls stay quiet. */
  async getAuthorizationUrl(): Promise<string> {
    const { authorizationUrl } = await this.api.get<AuthorizationUrlResponse>('/auth/singpass/authorize', {
      quiet: true,
    });
    return authorizationUrl;
  }

  completeSingpassSignIn(request: SingpassCallbackRequest): Promise<UserProfile> {
    return this.api.post<UserProfile>('/auth/singpass/callback', request, { quiet: true });
  }

  async getTokenExpiry(): Promise<number> {
    const { tokenExpiry } = await this.api.get<TokenExpiryResponse>('/auth/token-expiry', { quiet: true });
    return tokenExpiry;
  }

  async refreshSession(): Promise<number> {
    const { tokenExpiry } = await this.api.post<TokenExpiryResponse>('/auth/refresh', undefined, { quiet: true });
    return tokenExpiry;
  }

  /** Part of signing out: must never trigger another sign-out or a toast. */
  deleteToken(): Promise<void> {
    return this.api.delete<void>('/auth/token', { quiet: true, skipSessionHandling: true });
  }

  /**
   * PATCH /user. Quiet: the form shows a 400's per-field `details` next to its fields and raises the default
   * toast itself for anything else (a 401 or 440 still signs out, as for every call).
   */
  updateUser(patch: UpdateUserRequest): Promise<UserProfile> {
    return this.api.patch<UserProfile>('/user', patch, { quiet: true });
  }

  /**
   * The verification-email calls are quiet: the pages show the server's message themselves (a 429 'asked too
   * often' is a toast, not the generic error).
   */
  sendVerificationEmail(): Promise<GenerateVerificationCodeResponse> {
    return this.api.post<GenerateVerificationCodeResponse>('/email/generate-verification-code', undefined, { quiet: true });
  }

  resendVerificationEmail(verificationCode?: string): Promise<GenerateVerificationCodeResponse> {
    const body: RegenerateVerificationCodeRequest = verificationCode ? { verificationCode } : {};
    return this.api.post<GenerateVerificationCodeResponse>('/email/regenerate-verification-code', body, { quiet: true });
  }

  verifyEmail(verificationCode: string): Promise<UserProfile> {
    const body: VerifyEmailRequest = { verificationCode };
    return this.api.post<UserProfile>('/email/verify-email', body, { quiet: true });
  }

  /** Not quiet: a failure shows the default toast (the button stays for another try). */
  recordFeedbackGiven(): Promise<UserProfile> {
    return this.api.post<UserProfile>('/user/feedback-form', undefined);
  }
}
