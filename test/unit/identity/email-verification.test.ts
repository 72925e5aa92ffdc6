import { expect } from 'chai';
import {
  addressToVerify,
  assertMaySendVerificationEmail,
  codeExpiresAt,
  codeProblem,
  EmailAlreadyVerified,
  EmailRateLimited,
  EmailRequired,
  rateLimitVerdict,
  statusAfterCodeSent,
  statusAfterVerification,
  type StoredVerificationCode,
} from '../../../src/identity/domain/email-verification.js';

const NOW = new Date('2026-11-22T02:00:00.000Z');
const at = (iso: string) => new Date(iso);

function failure(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

describe('email verification rules', () => {
  it('a code expires 24 hours after it is created', () => {
    expect(codeExpiresAt(NOW).toISOString()).to.equal('2026-11-23T02:00:00.000Z');
  });

  describe('rateLimitVerdict (1 a minute, 5 a rolling hour)', () => {
    it('allows the first email', () => {
      expect(rateLimitVerdict([], NOW)).to.deep.equal({ allowed: true });
    });

    it('refuses within 60 seconds of the last email, allows at 60 seconds', () => {
      expect(rateLimitVerdict([at('2026-11-22T01:59:01.000Z')], NOW)).to.deep.equal({ allowed: false, reason: 'too-soon', retryAt: at('2026-11-22T02:00:01.000Z') });
      expect(rateLimitVerdict([at('2026-11-22T01:59:00.000Z')], NOW)).to.deep.equal({ allowed: true });
    });

    it('refuses a sixth email within the hour, whatever the order given', () => {
      const five = ['01:50', '01:10', '01:20', '01:30', '01:40'].map((hm) => at(`2026-11-22T${hm}:00.000Z`));
      expect(rateLimitVerdict(five, NOW)).to.deep.equal({ allowed: false, reason: 'too-many', retryAt: at('2026-11-22T02:10:00.000Z') });
    });

    it('forgets emails older than an hour', () => {
      const five = ['01:00', '01:20', '01:30', '01:40', '01:50'].map((hm) => at(`2026-11-22T${hm}:00.000Z`));
      expect(rateLimitVerdict(five, NOW)).to.deep.equal({ allowed: true });
    });

    it('throws EMAIL_RATE_LIMITED (429) with the message for each reason', () => {
      const soon = failure(() => assertMaySendVerificationEmail([at('2026-11-22T01:59:30.000Z')], NOW));
      expect(soon).to.be.instanceOf(EmailRateLimited);
      expect(soon).to.include({
        code: 'IDENTITY.EMAIL_RATE_LIMITED',
        kind: 'rate-limited',
        message: 'We have just sent you an email. Please wait a minute before asking for another one.',
      });
      const five = ['01:10', '01:20', '01:30', '01:40', '01:50'].map((hm) => at(`2026-11-22T${hm}:00.000Z`));
      expect(failure(() => assertMaySendVerificationEmail(five, NOW))).to.include({
        code: 'IDENTITY.EMAIL_RATE_LIMITED',
        message: 'You have asked for several emails in the past hour. Please try again later.',
      });
    });
  });

  describe('status transitions', () => {
    it('UNVERIFIED and PENDING_VERIFICATION become PENDING_VERIFICATION when a code is sent', () => {
      expect(statusAfterCodeSent('UNVERIFIED')).to.equal('PENDING_VERIFICATION');
      expect(statusAfterCodeSent('PENDING_VERIFICATION')).to.equal('PENDING_VERIFICATION');
    });

    it('no code is sent for a VERIFIED address', () => {
      expect(failure(() => statusAfterCodeSent('VERIFIED'))).to.be.instanceOf(EmailAlreadyVerified);
    });

    it('a valid code makes the status VERIFIED', () => {
      expect(statusAfterVerification('PENDING_VERIFICATION')).to.equal('VERIFIED');
      expect(statusAfterVerification('UNVERIFIED')).to.equal('VERIFIED');
    });
  });

  describe('addressToVerify', () => {
    it("is the resident's email", () => {
      expect(addressToVerify({ email: 'tan@example.sg', emailVerificationStatus: 'UNVERIFIED' })).to.equal('tan@example.sg');
    });

    it("refuses without an email: 'Add an email address first.' (422)", () => {
      expect(failure(() => addressToVerify({ email: null, emailVerificationStatus: 'UNVERIFIED' }))).to.be.instanceOf(EmailRequired).and.include({
        code: 'IDENTITY.EMAIL_REQUIRED',
        kind: 'business-rule',
        message: 'Add an email address first.',
      });
    });

    it('refuses an address already verified', () => {
      expect(failure(() => addressToVerify({ email: 'tan@example.sg', emailVerificationStatus: 'VERIFIED' }))).to.include({ code: 'IDENTITY.EMAIL_ALREADY_VERIFIED' });
    });
  });

  describe('codeProblem', () => {
    const code: StoredVerificationCode = {
      id: 'code-1',
      userId: 'user-1',
      email: 'tan@example.sg',
      createdAt: at('2026-11-22T01:00:00.000Z'),
      expiresAt: at('2026-11-23T01:00:00.000Z'),
      usedAt: null,
    };
    const user = { id: 'user-1', email: 'tan@example.sg' };

    it('accepts an unused, unexpired code of this resident for their current address (case ignored)', () => {
      expect(codeProblem(code, user, NOW)).to.equal(null);
      expect(codeProblem(code, { id: 'user-1', email: 'Tan@Example.sg' }, NOW)).to.equal(null);
    });

    it('names every reason a code fails', () => {
      expect(codeProblem(null, user, NOW)).to.equal('unknown');
      expect(codeProblem(code, { id: 'user-2', email: 'tan@example.sg' }, NOW)).to.equal('other-user');
      expect(codeProblem({ ...code, usedAt: at('2026-11-22T01:30:00.000Z') }, user, NOW)).to.equal('used');
      expect(codeProblem(code, user, at('2026-11-23T01:00:00.000Z'))).to.equal('expired');
      expect(codeProblem(code, user, at('2026-11-23T00:59:59.999Z'))).to.equal(null);
      expect(codeProblem(code, { id: 'user-1', email: 'other@example.sg' }, NOW)).to.equal('email-changed');
      expect(codeProblem(code, { id: 'user-1', email: null }, NOW)).to.equal('email-changed');
    });

    it("says 'other-user' only of a live code: a used or expired one is that, whoever opens it", () => {
      const stranger = { id: 'user-2', email: 'lim@example.sg' };
      expect(codeProblem({ ...code, usedAt: at('2026-11-22T01:30:00.000Z') }, stranger, NOW)).to.equal('used');
      expect(codeProblem(code, stranger, at('2026-11-23T01:00:00.000Z'))).to.equal('expired');
      expect(codeProblem(code, stranger, NOW)).to.equal('other-user');
    });
  });
});
