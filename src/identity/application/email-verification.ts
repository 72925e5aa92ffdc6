import type { Clock } from '../../shared-kernel/clock.js';
import {
  addressToVerify,
  assertMaySendVerificationEmail,
  codeExpiresAt,
  codeProblem,
  EmailRequired,
  HOUR_MS,
  statusAfterCodeSent,
  statusAfterVerification,
  VerificationCodeForAnotherAccount,
  VerificationCodeInvalid,
} from '../domain/email-verification.js';
import { NotSignedIn } from '../domain/identity-errors.js';
import type { User } from '../domain/user.js';
import type { EmailSender } from '../ports/email-sender.js';
import type { EmailVerificationCodeRepository } from '../ports/email-verification-code-repository.js';
import type { UserRepository } from '../ports/user-repository.js';
import type { VerificationCodeGenerator } from '../ports/verification-code-generator.js';
import { verificationEmail } from './verification-email.js';

export interface EmailSettings {
  productName: string;
  publicUrl: string;
}

/**
 * POST /email/generate-verification-code and /email/regenerate-verification-code: a new code for the signed-in
 * resident's address (every older one stops working), emailed as a link; the status becomes PENDING_VERIFICATION.
 */
export class SendVerificationCode {
  constructor(
    private readonly users: UserRepository,
    private readonly codes: EmailVerificationCodeRepository,
    private readonly generator: VerificationCodeGenerator,
    private readonly sender: EmailSender,
    private readonly clock: Clock,
    private readonly settings: EmailSettings,
  ) {}

  /** @throws EmailRequired, EmailAlreadyVerified (422), EmailRateLimited (429), NotSignedIn if the user vanished */
  async execute(user: User): Promise<{ user: User; expiresAt: Date }> {
    const email = addressToVerify(user);
    const status = statusAfterCodeSent(user.emailVerificationStatus);
    const now = this.clock.now();
    const code = this.generator.generate();
    const expiresAt = codeExpiresAt(now);
    await this.codes.issue(
      { userId: user.id, codeHash: this.generator.hash(code), email, createdAt: now, expiresAt },
      new Date(now.getTime() - HOUR_MS),
      (createdAt) => assertMaySendVerificationEmail(createdAt, now),
    );
    let updated = user;
    if (status !== user.emailVerificationStatus) {
      // Decided again from the stored profile: an address changed or verified meanwhile keeps the status it got then.
      const stored = await this.users.changeProfile(user.id, (current) =>
        current.email === email && current.emailVerificationStatus !== 'VERIFIED' ? { emailVerificationStatus: statusAfterCodeSent(current.emailVerificationStatus) } : {},
      );
      if (!stored) throw new NotSignedIn();
      updated = stored;
    }
    await this.sender.send(verificationEmail({ to: email, userId: user.id, code, expiresAt, ...this.settings }));
    return { user: updated, expiresAt };
  }
}

/** POST /email/verify-email: the signed-in resident's own code verifies their current address, once. */
export class VerifyEmail {
  constructor(
    private readonly users: UserRepository,
    private readonly codes: EmailVerificationCodeRepository,
    private readonly generator: VerificationCodeGenerator,
    private readonly clock: Clock,
  ) {}

  /**
   * A live code of another resident is refused as such and stays usable by its owner.
   * @throws EmailRequired, VerificationCodeInvalid, VerificationCodeForAnotherAccount (422); NotSignedIn if the user vanished
   */
  async execute(user: User, verificationCode: string): Promise<User> {
    const now = this.clock.now();
    const code = await this.codes.findByHash(this.generator.hash(verificationCode));
    const problem = codeProblem(code, user, now);
    if (problem === 'other-user') throw new VerificationCodeForAnotherAccount();
    if (!user.email) throw new EmailRequired();
    if (problem !== null || !(await this.codes.markUsed(code!.id, now))) throw new VerificationCodeInvalid();
    // Checked again against the stored profile under its row lock: an address changed since the session loaded the
    // user must not become verified by a code sent to the old one.
    const updated = await this.users.changeProfile(user.id, (current) => {
      if (codeProblem(code, current, now) === 'email-changed') throw new VerificationCodeInvalid();
      return { emailVerificationStatus: statusAfterVerification(current.emailVerificationStatus) };
    });
    if (!updated) throw new NotSignedIn();
    return updated;
  }
}
