import { expect } from 'chai';
import { UNSAFE_createMemoryHistory as createMemoryHistory, NavigationType } from 'react-router-dom';
import { BlockingHistory, type ShouldBlock } from '../src/app/navigation/blocking-history';

/** An app history over a memory history at `entries` (the last one current), with what its router is told. */
function historyAt(...entries: string[]) {
  const inner = createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true });
  const history = new BlockingHistory(inner);
  const heard: Array<{ action: NavigationType; pathname: string }> = [];
  history.listen((update) => heard.push({ action: update.action, pathname: update.location.pathname }));
  let heldChanges = 0;
  history.subscribeHeld(() => (heldChanges += 1));
  return { inner, history, heard, heldChanges: () => heldChanges };
}

/** The leave-page blocker's shape: hold anything that leaves `page`. */
const leaving =
  (page: string): ShouldBlock =>
  ({ currentLocation, nextLocation }) =>
    currentLocation.pathname === page && nextLocation.pathname !== page;

describe('BlockingHistory: navigations held for the leave-page question (spec 1 §4 "Leaving a page")', () => {
  it('passes every navigation straight through while no blocker is set', () => {
    const { history, heard } = historyAt('/form');
    // Unbound, as React Router's navigate() calls them.
    const { push, replace } = history;
    push('/dashboard', { from: 'form' });
    replace('/targets');
    expect(heard).to.deep.equal([
      { action: NavigationType.Push, pathname: '/dashboard' },
      { action: NavigationType.Replace, pathname: '/targets' },
    ]);
    expect(history.location.pathname).to.equal('/targets');
    expect(history.isHolding).to.equal(false);
  });

  it('asks the blocker with the current and next location, and lets through what it does not hold', () => {
    const { history, heard } = historyAt('/form');
    const asked: string[] = [];
    history.block(({ currentLocation, nextLocation, action }) => {
      asked.push(`${action} ${currentLocation.pathname} -> ${nextLocation.pathname}${nextLocation.search}`);
      return false;
    });
    history.push('/form?step=2');
    expect(asked).to.deep.equal(['PUSH /form -> /form?step=2']);
    expect(heard).to.have.length(1);
  });

  it('holds a push until proceed, which makes it without asking again', () => {
    const { history, heard, heldChanges } = historyAt('/form');
    let asked = 0;
    history.block((attempt) => (asked += 1) > 0 && leaving('/form')(attempt));
    history.push('/dashboard', { note: 'kept' });
    expect(history.isHolding).to.equal(true);
    expect(heard).to.deep.equal([]);
    expect(history.location.pathname).to.equal('/form');
    expect(heldChanges()).to.equal(1);

    history.proceed();
    expect(history.isHolding).to.equal(false);
    expect(heard).to.deep.equal([{ action: NavigationType.Push, pathname: '/dashboard' }]);
    expect(history.location.state).to.deep.equal({ note: 'kept' });
    expect(asked).to.equal(1);
  });

  it('drops a held replace on reset, leaving the page where it was', () => {
    const { history, heard, heldChanges } = historyAt('/form');
    history.block(leaving('/form'));
    history.replace('/');
    history.reset();
    expect(history.isHolding).to.equal(false);
    expect(heard).to.deep.equal([]);
    expect(history.location.pathname).to.equal('/form');
    expect(heldChanges()).to.equal(2);
  });

  it('moves a held Back straight back, unheard by the router, and replays it on proceed', () => {
    const { inner, history, heard } = historyAt('/dashboard', '/form');
    history.block(leaving('/form'));
    history.go(-1);
    // The browser had already gone back: the history is put back on the form's entry.
    expect(inner.location.pathname).to.equal('/form');
    expect(history.isHolding).to.equal(true);
    expect(heard).to.deep.equal([]);

    history.proceed();
    expect(inner.location.pathname).to.equal('/dashboard');
    expect(heard).to.deep.equal([{ action: NavigationType.Pop, pathname: '/dashboard' }]);
  });

  it('stays on the form after a held Forward is reset', () => {
    const { inner, history, heard } = historyAt('/form', '/dashboard');
    history.go(-1);
    expect(heard).to.deep.equal([{ action: NavigationType.Pop, pathname: '/form' }]);
    history.block(leaving('/form'));
    history.go(1);
    history.reset();
    expect(inner.location.pathname).to.equal('/form');
    expect(heard).to.have.length(1);
  });

  it('forgets a held navigation when the page moves on another way (a sign-out that is never held)', () => {
    const { history, heard } = historyAt('/form');
    history.block((attempt) => attempt.nextLocation.pathname !== '/logout' && leaving('/form')(attempt));
    history.push('/dashboard');
    history.push('/logout');
    expect(history.isHolding).to.equal(false);
    expect(heard).to.deep.equal([{ action: NavigationType.Push, pathname: '/logout' }]);
  });

  it('lets go of a held navigation when its blocker is removed, and a stale removal leaves a newer blocker', () => {
    const { history } = historyAt('/form');
    const unblockOld = history.block(leaving('/form'));
    const unblock = history.block(leaving('/form'));
    unblockOld();
    history.push('/dashboard');
    expect(history.isHolding).to.equal(true);
    unblock();
    expect(history.isHolding).to.equal(false);
    history.push('/dashboard');
    expect(history.location.pathname).to.equal('/dashboard');
  });

  it('stops telling a listener once it has unsubscribed', () => {
    const { history, heard } = historyAt('/');
    const later: string[] = [];
    const stop = history.listen((update) => later.push(update.location.pathname));
    stop();
    history.push('/faq');
    expect(later).to.deep.equal([]);
    expect(heard).to.have.length(1);
  });
});
