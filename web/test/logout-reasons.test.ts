/// <reference types="mocha" />
import { expect } from 'chai';
import { logoutScreenFor, signOutDestination } from '../src/identity/logout-reasons';

describe('logout reasons', () => {
  describe('logoutScreenFor', () => {
    it('user-initiated: logged out successfully, with a feedback button', () => {
      const screen = logoutScreenFor('user-initiated');
      expect(screen.title).to.equal('You have logged out successfully');
      expect(screen.actions).to.deep.equal(['feedback']);
    });
    it('duplicate-session: multiple sessions, log in again', () => {
      const screen = logoutScreenFor('duplicate-session');
      expect(screen.title).to.equal('Multiple sessions detected');
      expect(screen.body).to.equal(
        'For security reasons, we have logged you out. Kindly log in once more to resume your session.',
      );
      expect(screen.actions).to.deep.equal(['login-again']);
    });
    it('inactivity-expired: names the 10 idle minutes', () => {
      const screen = logoutScreenFor('inactivity-expired');
      expect(screen.title).to.equal('We have logged you out');
      expect(screen.body).to.equal(
        'To protect your data, we have logged you out after 10 minutes of inactivity. Please log in again.',
      );
      expect(screen.actions).to.deep.equal(['login', 'return']);
    });
    it('access-token-expired: login expired', () => {
      const screen = logoutScreenFor('access-token-expired');
      expect(screen.title).to.equal('We have logged you out');
      expect(screen.body).to.equal('Your login has expired. Please log in again.');
      expect(screen.actions).to.deep.equal(['login', 'return']);
    });
    it('anything else reads as a normal logout', () => {
      for (const reason of [null, undefined, '', 'hacked', 42]) {
        expect(logoutScreenFor(reason).reason, String(reason)).to.equal('user-initiated');
      }
    });
  });

  describe('signOutDestination', () => {
    it('sends user-initiated and expiry reasons to /logout with the reason', () => {
      expect(signOutDestination('user-initiated')).to.deep.equal({ kind: 'navigate', to: '/logout', reason: 'user-initiated' });
      expect(signOutDestination('inactivity-expired')).to.deep.equal({
        kind: 'navigate',
        to: '/logout',
        reason: 'inactivity-expired',
      });
      expect(signOutDestination('access-token-expired')).to.deep.equal({
        kind: 'navigate',
        to: '/logout',
        reason: 'access-token-expired',
      });
    });
    it('shows a modal, without navigating, for a duplicate session', () => {
      expect(signOutDestination('duplicate-session')).to.deep.equal({ kind: 'modal', reason: 'duplicate-session' });
    });
    it('goes home when there is no reason', () => {
      expect(signOutDestination(undefined)).to.deep.equal({ kind: 'navigate', to: '/', reason: null });
    });
  });
});
