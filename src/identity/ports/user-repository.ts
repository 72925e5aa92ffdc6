import type { ProfileChanges } from '../domain/profile-update.js';
import type { PersonBasics, User } from '../domain/user.js';

export interface SignInRecord {
  at: Date;
  sessionToken: string;
  nricHash: string | null;
}

/** Users, always looked up by their own id or Singpass UUID: there is no query across users. */
export interface UserRepository {
  findById(id: string): Promise<User | null>;
  /** The user plus their current session token, in one read (the session guard's hot path). */
  findWithSessionToken(id: string): Promise<{ user: User; sessionToken: string | null } | null>;
  /** The account of a Singpass UUID and the keyed NRIC hash it is bound to; null before its first sign-in. */
  nricBindingOf(singpassUuid: string): Promise<{ userId: string; nricHash: string | null } | null>;
  /**
   * Creates the user on first sign-in (prefilled with `basics`) or updates the existing one, recording the sign-in
   * and making `sessionToken` the only valid session. Atomic: two concurrent first sign-ins create one user.
   * Answers null, changing nothing, when the account is bound to another NRIC hash (`nricBindingHolds`, checked
   * again in the same statement, so two sign-ins racing cannot both bind).
   */
  upsertOnSignIn(singpassUuid: string, basics: PersonBasics | null, record: SignInRecord): Promise<User | null>;
  /** Ends the user's current session if it is still `sessionToken` (signing out must not end a newer session). */
  clearSessionToken(userId: string, sessionToken: string): Promise<void>;
  /**
   * Reads the user `userId` (the signed-in resident: never another) under a row lock, writes only the columns
   * `decide` returns, and answers the user as stored afterwards, or null when the user no longer exists. Two
   * changes at once run one after the other, each deciding from what the other wrote (decide may throw: nothing
   * is written then).
   */
  changeProfile(userId: string, decide: (stored: User) => ProfileChanges): Promise<User | null>;
  /** Sets each of `basics` that is still empty on the user (never overwrites a value already there). */
  fillMissingBasics(userId: string, basics: PersonBasics): Promise<void>;
  /** The keyed hash of the NRIC/FIN the user signed in with; null when unknown (a sandbox sign-in without one). */
  nricHashOf(userId: string): Promise<string | null>;
}
