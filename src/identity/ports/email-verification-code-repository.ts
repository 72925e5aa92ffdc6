import type { StoredVerificationCode } from '../domain/email-verification.js';

export interface NewVerificationCode {
  userId: string;
  codeHash: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Verification codes, by the hash of the code (the code itself is never stored). */
export interface EmailVerificationCodeRepository {
  /**
   * Atomically, for one resident at a time: reads when their codes of the last hour were created (`since`), hands
   * them to `decide` (which throws to refuse, e.g. the rate limit), then stores `code` and makes every older
   * unused code of the resident expire at `code.createdAt`. Concurrent calls for one resident run one after another.
   */
  issue(code: NewVerificationCode, since: Date, decide: (createdAt: Date[]) => void): Promise<void>;
  findByHash(codeHash: string): Promise<StoredVerificationCode | null>;
  /** Marks the code used at `at` if it still is unused; false when another request used it first. */
  markUsed(id: string, at: Date): Promise<boolean>;
}
