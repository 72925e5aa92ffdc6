/// <reference types="mocha" />
import { expect } from 'chai';
import {
  sendFailureOutcome,
  RESEND_COOLDOWN_MS,
  extractLinks,
  formatCountdown,
  resendState,
  sanitizeReturnPath,
} from '../src/identity/email-verification';

describe('email verification rules', () => {
  describe('resendState', () => {
    it('allows resending when nothing was sent from this page', () => {
      expect(resendState(null, 1_000)).to.deep.equal({ canResend: true, secondsLeft: 0 });
    });
    it('waits 60 s after a send, counting whole seconds up', () => {
      expect(RESEND_COOLDOWN_MS).to.equal(60_000);
      expect(resendState(10_000, 10_000)).to.deep.equal({ canResend: false, secondsLeft: 60 });
      expect(resendState(10_000, 10_001)).to.deep.equal({ canResend: false, secondsLeft: 60 });
      expect(resendState(10_000, 25_000)).to.deep.equal({ canResend: false, secondsLeft: 45 });
      expect(resendState(10_000, 69_999)).to.deep.equal({ canResend: false, secondsLeft: 1 });
      expect(resendState(10_000, 70_000)).to.deep.equal({ canResend: true, secondsLeft: 0 });
      expect(resendState(10_000, 99_000)).to.deep.equal({ canResend: true, secondsLeft: 0 });
    });
    it('never shows more than the cool-down when the clock goes back', () => {
      expect(resendState(10_000, 0)).to.deep.equal({ canResend: false, secondsLeft: 60 });
    });
  });

  describe('formatCountdown', () => {
    it('shows minutes and two-digit seconds', () => {
      expect(formatCountdown(60)).to.equal('1:00');
      expect(formatCountdown(45)).to.equal('0:45');
      expect(formatCountdown(5)).to.equal('0:05');
      expect(formatCountdown(0)).to.equal('0:00');
      expect(formatCountdown(-3)).to.equal('0:00');
    });
  });

  describe('sanitizeReturnPath', () => {
    it('keeps same-origin relative paths with their query and hash', () => {
      expect(sanitizeReturnPath('/email-verification/abc123')).to.equal('/email-verification/abc123');
      expect(sanitizeReturnPath('/dashboard?x=1#top')).to.equal('/dashboard?x=1#top');
      expect(sanitizeReturnPath('/')).to.equal('/');
    });
    it('refuses anything that could leave the site or is not a path', () => {
      for (const bad of [
        '//evil.example/x',
        '/\\evil.example',
        '/\\/evil.example',
        'https://evil.example/',
        'javascript:alert(1)',
        'email-verification/abc',
        '',
        ' /dashboard',
        '/dash\nboard',
        '/dash\tboard',
        `/${'a'.repeat(3000)}`,
      ]) {
        expect(sanitizeReturnPath(bad), bad).to.equal(null);
      }
      expect(sanitizeReturnPath(null)).to.equal(null);
      expect(sanitizeReturnPath(42)).to.equal(null);
    });
    it('refuses the sign-in pages themselves (no loop)', () => {
      expect(sanitizeReturnPath('/login')).to.equal(null);
      expect(sanitizeReturnPath('/sp-callback?code=1')).to.equal(null);
      expect(sanitizeReturnPath('/logout')).to.equal(null);
      expect(sanitizeReturnPath('/login-help')).to.equal('/login-help');
    });
  });

  describe('extractLinks', () => {
    it('finds http(s) links in a text body, once each, without trailing punctuation', () => {
      const text =
        'Hello,\n\nVerify your email: https://app.example/email-verification/abc123.\n' +
        '(Or paste https://app.example/email-verification/abc123) Questions? See http://help.example/faq, thanks.';
      expect(extractLinks(text)).to.deep.equal(['https://app.example/email-verification/abc123', 'http://help.example/faq']);
    });
    it('finds nothing in text without links, and ignores other schemes', () => {
      expect(extractLinks('No links here. javascript:alert(1) mailto:a@b.c')).to.deep.equal([]);
    });
  });

  describe('a failed send', () => {
    it('stays quiet on a 429 the page caused itself (its first send), and only starts the countdown', () => {
      expect(sendFailureOutcome(429, true)).to.deep.equal({ toast: false, countdown: true, failed: false });
    });

    it("says why on a 429 after the resident pressed 'Resend'", () => {
      expect(sendFailureOutcome(429, false)).to.deep.equal({ toast: true, countdown: true, failed: false });
    });

    it('leaves a sign-out to its own screen, and reports any other failure', () => {
      expect(sendFailureOutcome(401, true)).to.deep.equal({ toast: false, countdown: false, failed: false });
      expect(sendFailureOutcome(440, false)).to.deep.equal({ toast: false, countdown: false, failed: false });
      expect(sendFailureOutcome(500, true)).to.deep.equal({ toast: true, countdown: false, failed: true });
      expect(sendFailureOutcome(null, false)).to.deep.equal({ toast: true, countdown: false, failed: true });
    });
  });
});
