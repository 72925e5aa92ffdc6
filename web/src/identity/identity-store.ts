/**
 * Who is signed in, and the start-up and sign-out transitions of spec 1 §4.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { SingpassCallbackRequest, UserProfile } from '../../../src/identity/adapters/http/identity.contract.js';
import type { IdentityApi } from './identity.api';
import { signOutDestination, type LogoutReason } from './logout-reasons';

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface IdentityStoreDeps {
  api: IdentityApi;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  currentPath: () => string;
  /** Clears data kept in the browser (session storage by default, spec 1 §4). */
  clearStoredData: () => void;
  showDuplicateSessionModal: () => void;
  /** Lets other stores drop their data on sign-out. */
  onSignedOut?: () => void;
}

export class IdentityStore {
  user: UserProfile | null = null;
  status: SessionStatus = 'unknown';
  private signingOut = false;

  constructor(private readonly deps: IdentityStoreDeps) {
    makeAutoObservable<IdentityStore, 'deps' | 'signingOut'>(this, {
      deps: false,
      signingOut: false,
      bootstrap: flow,
      completeSingpassSignIn: flow,
      signOut: flow,
    });
  }

  get isSignedIn(): boolean {
    return this.status === 'signed-in';
  }

  /**
   * Start-up (spec 1 §4): decides whether a session exists. On /logout there is nothing to check (the session was
   * just ended). Any failure (status >= 400 or no answer) means signed out; the page shows a blank shell until then.
   */
  *bootstrap(): Generator<Promise<UserProfile>, void, UserProfile> {
    if (this.deps.currentPath().startsWith('/logout')) {
      this.setSignedOut();
      return;
    }
    try {
      const user = yield this.deps.api.getUser({ startUp: true });
      this.setSignedIn(user);
    } catch {
      this.setSignedOut();
    }
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
   */
  *signOut(reason?: LogoutReason | null): Generator<Promise<unknown>, void, unknown> {
    if (this.signingOut) return;
    this.signingOut = true;
    try {
      this.deps.clearStoredData();
      try {
        yield this.deps.api.deleteToken();
      } catch {
        // ignored on purpose, see above
      }
      const destination = signOutDestination(reason);
      // Navigate before dropping the user, so a guarded page does not first bounce to `/`.
      if (destination.kind === 'navigate') {
        this.deps.navigate(destination.to, {
          replace: true,
          state: destination.reason ? { reason: destination.reason } : undefined,
        });
      } else {
        this.deps.showDuplicateSessionModal();
      }
      this.setSignedOut();
    } finally {
      this.signingOut = false;
    }
  }

  private setSignedIn(user: UserProfile): void {
    this.user = user;
    this.status = 'signed-in';
  }

  private setSignedOut(): void {
    const wasSignedIn = this.user !== null;
    this.user = null;
    this.status = 'signed-out';
    if (wasSignedIn) this.deps.onSignedOut?.();
  }
}
