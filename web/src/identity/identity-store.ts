/**
 * Who is signed in, and the start-up and sign-out transitions of spec 1 §4.
 */
import { action, flow, flowResult, makeAutoObservable } from 'mobx';
import type {
  GenerateVerificationCodeResponse,
  SingpassCallbackRequest,
  UpdateUserRequest,
  UserProfile,
} from '../../../src/identity/adapters/http/identity.contract.js';
import { HydrationError, isHydrationFailure, START_UP_STEPS } from '../app/hydration';
import type { IdentityApi } from './identity.api';
import { signOutDestination, type LogoutReason } from './logout-reasons';

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface IdentityStoreDeps {
  api: IdentityApi;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  currentPath: () => string;
  /**
   * False when the page's request carried no session cookie (the server says so in the app config): there is no
   * session to check, so start-up is signed out without a call. Left out: the session is checked as always.
   */
  sessionCookieSent?: boolean;
  /** Clears data kept in the browser (session storage by default, spec 1 §4). */
  clearStoredData: () => void;
  showDuplicateSessionModal: () => void;
  /** Lets other stores drop their data on sign-out. */
  onSignedOut?: () => void;
  /**
   * Runs the moment a sign-out begins, before its outcome page shows: stops the session timer, so an idle warning
   * that is open when the server answers 401 does not linger over the 'logged out' page.
   */
  onSignOutStarted?: () => void;
  /** Starts what a signed-in session needs (the session timer). */
  onSignedIn?: () => void;
  /** Runs a function later (setTimeout in the app, by hand in tests). */
  defer: (fn: () => void, ms: number) => void;
}

/** How long a sign-out waits for its outcome page before ending the session in the UI anyway. */
export const SIGN_OUT_FALLBACK_MS = 2000;

export class IdentityStore {
  user: UserProfile | null = null;
  status: SessionStatus = 'unknown';
  /** Where a sign-out is taking the person; the session ends in the UI once that page shows. */
  pendingSignOutPath: string | null = null;
  /** A start-up read that got no usable answer (spec 1 §8); the shell shows it with a retry instead of a page. */
  hydrationFailure: HydrationError | null = null;
  private signingOut = false;

  constructor(private readonly deps: IdentityStoreDeps) {
    makeAutoObservable<IdentityStore, 'deps' | 'signingOut'>(this, {
      deps: false,
      signingOut: false,
      bootstrap: flow,
      retryHydration: flow,
      completeSingpassSignIn: flow,
      signOut: flow,
      updateProfile: flow,
      refreshUser: flow,
      sendVerificationEmail: flow,
      resendVerificationEmail: flow,
      verifyEmail: flow,
      recordFeedbackGiven: flow,
      onLocationChange: action,
      completeSignOut: action,
      acceptUser: action,
      forgetEndedSession: action,
    });
  }

  get isSignedIn(): boolean {
    return this.status === 'signed-in';
  }

  /**
   * Start-up (spec 1 §4): decides whether a session exists. On /logout there is nothing to check (the session was
   * just ended). A 4xx answer means signed out; no answer, a 429 or a server fault is a hydration failure
   * ('Hydration failed with your session', spec 1 §8): the shell shows it with a retry, since guessing "signed
   * out" would send a signed-in resident to the landing page. The page shows a blank shell until then. A page
   * requested without a session cookie is decided at once: signed out.
   */
  *bootstrap(): Generator<Promise<UserProfile>, void, UserProfile> {
    this.hydrationFailure = null;
    // No cookie, no session: nothing to ask the server (docs/decisions.md "Prerendered public pages").
    if (this.deps.currentPath().startsWith('/logout') || this.deps.sessionCookieSent === false) {
      this.setSignedOut();
      return;
    }
    try {
      const user = yield this.deps.api.getUser({ startUp: true });
      this.setSignedIn(user);
    } catch (error) {
      if (isHydrationFailure(error)) this.hydrationFailure = new HydrationError(START_UP_STEPS.session, error);
      else this.setSignedOut();
    }
  }

  /** The hydration failure's retry: runs the start-up read again. */
  *retryHydration(): Generator<Promise<void>, void, void> {
    if (this.status !== 'unknown') return;
    yield flowResult(this.bootstrap());
  }

  /**
   * Finishes a Singpass sign-in: posts what Singpass returned (code, state and, when sent, the issuer `iss` of
   * RFC 9207; the server sets the session cookie), then loads the user as the rest of the app sees it. Rejects
   * with the API error so the callback page can explain it.
   */
  *completeSingpassSignIn(request: SingpassCallbackRequest): Generator<Promise<UserProfile>, UserProfile, UserProfile> {
    yield this.deps.api.completeSingpassSignIn(request);
    const user = yield this.deps.api.getUser();
    this.setSignedIn(user);
    return user;
  }

  /**
   * Signs out (spec 1 §4 "Sign-out"): clears stored data, deletes the token (a failure changes nothing: the
   * person wants out either way), then shows the outcome for the reason. Calls made while a sign-out is running
   * are ignored, so several failing requests produce one sign-out.
   *
   * When the outcome is a page, the session stays marked signed in until that page is on screen
   * ({@link onLocationChange}): dropping it earlier lets the guard of the page being left redirect to `/` first,
   * and that redirect would win over ours (React renders router updates as transitions, after MobX's).
   */
  *signOut(reason?: LogoutReason | null): Generator<Promise<unknown>, void, unknown> {
    if (this.signingOut) return;
    this.signingOut = true;
    this.deps.onSignOutStarted?.();
    this.deps.clearStoredData();
    try {
      yield this.deps.api.deleteToken();
    } catch {
      // ignored on purpose, see above
    }
    const destination = signOutDestination(reason);
    if (destination.kind === 'modal') {
      this.deps.showDuplicateSessionModal();
      this.setSignedOut();
      return;
    }
    this.pendingSignOutPath = destination.to;
    this.deps.navigate(destination.to, {
      replace: true,
      state: destination.reason ? { reason: destination.reason } : undefined,
    });
    // Should the navigation never land (a blocked route change), the session still ends.
    this.deps.defer(() => this.completeSignOut(), SIGN_OUT_FALLBACK_MS);
  }

  /**
   * Changes the profile (PATCH /user) and keeps the server's answer as the user. Pessimistic: nothing changes here
   * until the server has said yes, so a failure has nothing to roll back. Rejects with the API error (a 400 carries
   * per-field `details` for the form).
   */
  *updateProfile(patch: UpdateUserRequest): Generator<Promise<UserProfile>, UserProfile, UserProfile> {
    const user = yield this.deps.api.updateUser(patch);
    // A sign-out that started meanwhile wins: its user must not come back.
    if (this.status === 'signed-in' && !this.signingOut) this.user = user;
    return user;
  }

  /**
   * Re-reads the profile (GET /user) without a toast on failure: the 'Check your inbox' state polls it to notice a
   * verification made in another tab. A failure leaves the user as it was (a 401 still signs out).
   */
  *refreshUser(): Generator<Promise<UserProfile>, void, UserProfile> {
    try {
      const user = yield this.deps.api.getUser({ background: true });
      this.keepUser(user);
    } catch {
      // the next poll tries again
    }
  }

  /**
   * Emails a verification link to the resident's address (spec 1 §4 "Email verification"); the status becomes
   * PENDING_VERIFICATION. Rejects with the API error (429 when asked too often, 422 without an email).
   */
  *sendVerificationEmail(): Generator<Promise<GenerateVerificationCodeResponse>, GenerateVerificationCodeResponse, GenerateVerificationCodeResponse> {
    const answer = yield this.deps.api.sendVerificationEmail();
    this.markPending(answer);
    return answer;
  }

  /** As {@link sendVerificationEmail}, from a link that no longer works (its code is passed along, not needed). */
  *resendVerificationEmail(
    verificationCode?: string,
  ): Generator<Promise<GenerateVerificationCodeResponse>, GenerateVerificationCodeResponse, GenerateVerificationCodeResponse> {
    const answer = yield this.deps.api.resendVerificationEmail(verificationCode);
    this.markPending(answer);
    return answer;
  }

  /** Verifies the email with the code of the link; the server's answer replaces the user. Rejects with the API error. */
  *verifyEmail(verificationCode: string): Generator<Promise<UserProfile>, UserProfile, UserProfile> {
    const user = yield this.deps.api.verifyEmail(verificationCode);
    this.keepUser(user);
    return user;
  }

  /**
   * The resident says they sent the feedback form (spec 1 §4 "feedback shows until given"; docs/decisions.md "Spec
   * gaps closed"): the server records it and the feedback notice ends. Rejects with the API error.
   */
  *recordFeedbackGiven(): Generator<Promise<UserProfile>, UserProfile, UserProfile> {
    const user = yield this.deps.api.recordFeedbackGiven();
    this.keepUser(user);
    return user;
  }

  /** Keeps a profile another store received from the server (e.g. after PUT /email-notifications). */
  acceptUser(user: UserProfile): void {
    this.keepUser(user);
  }

  /**
   * The server has already ended the session (deactivating the account ends every session): forget it here
   * without calling sign-out and show `to`. As with {@link signOut}, the session ends in the UI once that page
   * shows, and failing calls meanwhile start no second sign-out.
   */
  forgetEndedSession(to: string, state?: unknown): void {
    if (this.signingOut) return;
    this.signingOut = true;
    this.deps.onSignOutStarted?.();
    this.deps.clearStoredData();
    this.pendingSignOutPath = to;
    this.deps.navigate(to, { replace: true, state });
    this.deps.defer(() => this.completeSignOut(), SIGN_OUT_FALLBACK_MS);
  }

  /** Called by the shell after every route change has rendered. */
  onLocationChange(pathname: string): void {
    if (this.pendingSignOutPath !== null && pathname === this.pendingSignOutPath) this.completeSignOut();
  }

  completeSignOut(): void {
    if (this.pendingSignOutPath === null) return;
    this.setSignedOut();
  }

  /** Keeps a fresh copy of the user unless the session ended meanwhile (its user must not come back). */
  private keepUser(user: UserProfile): void {
    if (this.status === 'signed-in' && !this.signingOut) this.user = user;
  }

  private markPending(answer: GenerateVerificationCodeResponse): void {
    if (this.user && this.status === 'signed-in' && !this.signingOut && this.user.emailVerificationStatus !== 'VERIFIED') {
      this.user = { ...this.user, emailVerificationStatus: answer?.emailVerificationStatus ?? 'PENDING_VERIFICATION' };
    }
  }

  private setSignedIn(user: UserProfile): void {
    const wasSignedIn = this.status === 'signed-in';
    this.user = user;
    this.status = 'signed-in';
    if (!wasSignedIn) this.deps.onSignedIn?.();
  }

  private setSignedOut(): void {
    const wasSignedIn = this.user !== null;
    this.user = null;
    this.status = 'signed-out';
    this.pendingSignOutPath = null;
    this.signingOut = false;
    if (wasSignedIn) this.deps.onSignedOut?.();
  }
}
