import { expect } from 'chai';
import { hasUnsavedChanges, shouldConfirmLeaving, shouldWarnBeforeUnload, type LeaveAttempt } from '../src/app/leave-page/leave-page-rules';

const base: LeaveAttempt = {
  enabled: true,
  dirty: true,
  allowed: false,
  signingOut: false,
  currentPath: '/onboarding/info/step-1',
  nextPath: '/',
};

describe('Leaving a page (spec 1 §4)', () => {
  describe('shouldConfirmLeaving (in-app navigation)', () => {
    it('asks when a changed form would be left for another page', () => {
      expect(shouldConfirmLeaving(base)).to.equal(true);
    });
    it('does not ask without changes', () => {
      expect(shouldConfirmLeaving({ ...base, dirty: false })).to.equal(false);
    });
    it('does not ask when LEAVE_PAGE_WARNING is off', () => {
      expect(shouldConfirmLeaving({ ...base, enabled: false })).to.equal(false);
    });
    it('lets the page move on after a save', () => {
      expect(shouldConfirmLeaving({ ...base, allowed: true })).to.equal(false);
    });
    it('never holds up a sign-out (idle, expiry, Log out, the gate after the session ended)', () => {
      expect(shouldConfirmLeaving({ ...base, signingOut: true, nextPath: '/logout' })).to.equal(false);
    });
    it('does not ask for a navigation that stays on the same path (a query or hash change)', () => {
      expect(shouldConfirmLeaving({ ...base, nextPath: base.currentPath })).to.equal(false);
    });
  });

  describe('shouldWarnBeforeUnload (closing or reloading the tab)', () => {
    it('warns only for unsaved changes with the switch on', () => {
      expect(shouldWarnBeforeUnload({ enabled: true, dirty: true, allowed: false })).to.equal(true);
      expect(shouldWarnBeforeUnload({ enabled: true, dirty: false, allowed: false })).to.equal(false);
      expect(shouldWarnBeforeUnload({ enabled: false, dirty: true, allowed: false })).to.equal(false);
      expect(shouldWarnBeforeUnload({ enabled: true, dirty: true, allowed: true })).to.equal(false);
    });
  });

  describe('hasUnsavedChanges', () => {
    it('is false for the values the form started with', () => {
      expect(hasUnsavedChanges({ email: 'a@b.sg', newsletter: false }, { email: 'a@b.sg', newsletter: false })).to.equal(false);
    });
    it('sees a changed text, a ticked box or a chosen option', () => {
      expect(hasUnsavedChanges({ email: 'a@b.sg ', newsletter: false }, { email: 'a@b.sg', newsletter: false })).to.equal(true);
      expect(hasUnsavedChanges({ email: 'a@b.sg', newsletter: true }, { email: 'a@b.sg', newsletter: false })).to.equal(true);
      expect(hasUnsavedChanges({ employment: 'UNEMPLOYED', workYears: '' }, { employment: '', workYears: '' })).to.equal(true);
    });
    it('counts a change put back as no change', () => {
      const saved = { name: 'Tan Heng Huat' };
      expect(hasUnsavedChanges({ name: 'Tan Heng Hua' }, saved)).to.equal(true);
      expect(hasUnsavedChanges({ name: 'Tan Heng Huat' }, saved)).to.equal(false);
    });
  });
});
