import { DomainError } from '../../shared-kernel/errors.js';
import type { EmailVerificationStatus } from './enums.js';
import type { User } from './user.js';

/** An emailed verification link works for 24 hours. */
export const CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** At most one verification email a minute... */
export const MIN_INTERVAL_MS = 60 * 1000;
/** ...and five in any rolling hour, per resident. */
export const MAX_PER_HOUR = 5;
export const HOUR_MS = 60 * 60 * 1000;

export const MESSAGES = {
  emailRequired: 'Add an email address first.',
  alreadyVerified: 'Your email address is already verified.',
  tooSoon: 'We have just sent you an email. Please wait a minute before asking for another one.',
  tooMany: 'You have asked for several emails in the past hour. Please try again later.',
  codeInvalid: 'This verification link has expired or was already used. Ask for a new one.',
  codeForAnotherAccount: "This link verifies another account's email: log out and open it again, or sign in as that account.",
} as const;

/** 422: the resident has no email address to verify. */
export class EmailRequired extends DomainError {
  constructor() {
    super('IDENTITY.EMAIL_REQUIRED', MESSAGES.emailRequired, 'business-rule');
  }
}

/** 422: nothing to verify (asking for a code for an address already verified). */
export class EmailAlreadyVerified extends DomainError {
  constructor() {
    super('IDENTITY.EMAIL_ALREADY_VERIFIED', MESSAGES.alreadyVerified, 'business-rule');
  }
}

/** 429: too many verification emails. */
export class EmailRateLimited extends DomainError {
  constructor(
    readonly reason: 'too-soon' | 'too-many',
    readonly retryAt: Date,
  ) {
    super('IDENTITY.EMAIL_RATE_LIMITED', reason === 'too-soon' ? MESSAGES.tooSoon : MESSAGES.tooMany, 'rate-limited');
  }
}

/** 422, one answer for every reason (unknown, used, expired, replaced, another address, another resident). */
export class VerificationCodeInvalid extends DomainError {
  constructor() {
    super('IDENTITY.VERIFICATION_CODE_INVALID', MESSAGES.codeInvalid, 'business-rule');
  }
}

/**
 * 422: a live link of another resident, opened while signed in as someone else (docs/decisions.md "Email
 * verification"). Said plainly, because the way out is to change account, not to ask for a new link; it is no
 * oracle: only who holds the emailed link (32 random bytes) can learn it, and it names no account.
 */
export class VerificationCodeForAnotherAccount extends DomainError {
  constructor() {
    super('IDENTITY.VERIFICATION_CODE_OTHER_ACCOUNT', MESSAGES.codeForAnotherAccount, 'business-rule');
  }
}

/** A stored code as the rules need it (never the code itself: only its hash is stored). */
export interface StoredVerificationCode {
  id: string;
  userId: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; reason: 'too-soon' | 'too-many'; retryAt: Date };

/** When a code created at `createdAt` stops working. */
export function codeExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CODE_TTL_MS);
}

/**
 * May another verification email be sent at `now`, given when the earlier ones were sent (any order; times older
 * than an hour are ignored)? Not within 60 s of the last one, and at most 5 in the hour up to `now`.
 */
export function rateLimitVerdict(sentAt: readonly Date[], now: Date): RateLimitVerdict {
  const t = now.getTime();
  const lastHour = sentAt.map((d) => d.getTime()).filter((s) => s > t - HOUR_MS && s <= t).sort((a, b) => a - b);
  const latest = lastHour.at(-1);
  if (latest !== undefined && t - latest < MIN_INTERVAL_MS) return { allowed: false, reason: 'too-soon', retryAt: new Date(latest + MIN_INTERVAL_MS) };
  if (lastHour.length >= MAX_PER_HOUR) {
    // The oldest of the last five leaves the window first.
    return { allowed: false, reason: 'too-many', retryAt: new Date(lastHour[lastHour.length - MAX_PER_HOUR]! + HOUR_MS) };
  }
  return { allowed: true };
}

/** @throws EmailRateLimited when {@link rateLimitVerdict} refuses. */
export function assertMaySendVerificationEmail(sentAt: readonly Date[], now: Date): void {
  const verdict = rateLimitVerdict(sentAt, now);
  if (!verdict.allowed) throw new EmailRateLimited(verdict.reason, verdict.retryAt);
}

/**
 * The address a new code is for: the resident's email, which must exist and not be verified yet.
 * @throws EmailRequired, EmailAlreadyVerified
 */
export function addressToVerify(user: Pick<User, 'email' | 'emailVerificationStatus'>): string {
  if (!user.email) throw new EmailRequired();
  if (user.emailVerificationStatus === 'VERIFIED') throw new EmailAlreadyVerified();
  return user.email;
}

/** UNVERIFIED -> PENDING_VERIFICATION once a code is sent; PENDING stays PENDING. */
export function statusAfterCodeSent(current: EmailVerificationStatus): EmailVerificationStatus {
  if (current === 'VERIFIED') throw new EmailAlreadyVerified();
  return 'PENDING_VERIFICATION';
}

/** Any unverified status -> VERIFIED on a valid code. */
export function statusAfterVerification(_current: EmailVerificationStatus): EmailVerificationStatus {
  return 'VERIFIED';
}

export type CodeProblem = 'unknown' | 'other-user' | 'used' | 'expired' | 'email-changed';

/**
 * Why `code` cannot verify `user`'s email at `now`, or null when it can. A code works only for the resident it
 * was sent to, once, before it expires (or is replaced), and only while the address is the one it was sent to
 * (compared ignoring case, as PATCH /user does).
 */
export function codeProblem(code: StoredVerificationCode | null, user: Pick<User, 'id' | 'email'>, now: Date): CodeProblem | null {
  if (!code) return 'unknown';
  // Used or expired says so whoever opens it: signing in as its owner would not help either.
  if (code.usedAt !== null) return 'used';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  if (code.userId !== user.id) return 'other-user';
  if (!user.email || user.email.toLowerCase() !== code.email.toLowerCase()) return 'email-changed';
  return null;
}
