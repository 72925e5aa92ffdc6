import type { Clock } from '../../shared-kernel/clock.js';
import { LoginRejected } from '../domain/identity-errors.js';
import { nricBindingHolds, SingpassDetailsMismatch } from '../domain/nric-binding.js';
import type { User } from '../domain/user.js';
import type { NricHasher } from '../ports/nric-hasher.js';
import type { PersonBasicsDirectory } from '../ports/person-basics-directory.js';
import type { PendingLogin, SingpassCallback, SingpassProvider } from '../ports/singpass-provider.js';
import type { UserRepository } from '../ports/user-repository.js';

/** A login in flight is honoured for this long; after that the resident starts again. */
export const PENDING_LOGIN_TTL_MS = 10 * 60 * 1000;

export interface StoredPendingLogin extends PendingLogin {
  startedAt: number;
}

export interface CompletedLogin {
  user: User;
  sessionToken: string;
  signedInAt: number;
}

/**
 * Step 2 of sign-in: verify what Singpass sent back, create the user on first sign-in (keyed by the Singpass UUID,
 * prefilled with basic profile data), and issue a fresh session token that replaces any older session. An account
 * already bound to another NRIC is refused (domain/nric-binding.ts).
 */
export class CompleteSingpassLogin {
  constructor(
    private readonly singpass: SingpassProvider,
    private readonly users: UserRepository,
    private readonly directory: PersonBasicsDirectory,
    private readonly hasher: NricHasher,
    private readonly clock: Clock,
    private readonly newToken: () => string,
  ) {}

  /**
   * @throws LoginRejected when no login is in flight, it is stale, or any token check fails.
   * @throws SingpassDetailsMismatch when the Singpass account is bound to another NRIC; nothing is written then.
   */
  async execute(callback: SingpassCallback, pending: StoredPendingLogin | null): Promise<CompletedLogin> {
    const now = this.clock.now();
    if (!pending) throw new LoginRejected('no sign-in was started from this browser');
    if (now.getTime() - pending.startedAt > PENDING_LOGIN_TTL_MS) throw new LoginRejected('the sign-in took too long');

    const identity = await this.singpass.completeLogin(callback, pending);
    const nricHash = identity.nric ? this.hasher.hash(identity.nric) : null;
    const bound = await this.users.nricBindingOf(identity.uuid);
    if (bound && !nricBindingHolds(bound.nricHash, nricHash)) throw new SingpassDetailsMismatch(bound.userId);
    // Basics only prefill a new account; the repository never overwrites what the resident has already set.
    const basics = await this.directory.basicsFor(identity);
    const sessionToken = this.newToken();
    const user = await this.users.upsertOnSignIn(identity.uuid, basics, { at: now, sessionToken, nricHash });
    if (!user) throw new SingpassDetailsMismatch(bound?.userId ?? null);
    return { user, sessionToken, signedInAt: now.getTime() };
  }
}
