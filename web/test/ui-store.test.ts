/// <reference types="mocha" />
import { expect } from 'chai';
import { TOAST_AUTO_DISMISS_MS, TOAST_TRANSITION_MS, UiStore } from '../src/app/ui-store';

/** Timers run by hand: `advance(ms)` fires everything due. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout: (fn: () => void, ms: number) => {
      const id = next++;
      due.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id: unknown) => void due.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...due].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at <= now && due.delete(id)) timer.fn();
      }
    },
  };
}

describe('UiStore toasts', () => {
  it('auto-dismisses a success toast after 3500 ms, then removes it after the 220 ms transition', () => {
    const timers = fakeTimers();
    const ui = new UiStore(timers);
    ui.showToast('Saved', 'success');
    timers.advance(TOAST_AUTO_DISMISS_MS - 1);
    expect(ui.toasts[0]?.leaving).to.equal(false);
    timers.advance(1);
    expect(ui.toasts[0]?.leaving).to.equal(true);
    timers.advance(TOAST_TRANSITION_MS);
    expect(ui.toasts).to.have.length(0);
  });

  it('keeps an error toast until it is dismissed', () => {
    const timers = fakeTimers();
    const ui = new UiStore(timers);
    const id = ui.showToast('Something went wrong', 'error');
    timers.advance(60_000);
    expect(ui.toasts).to.have.length(1);
    ui.dismissToast(id);
    timers.advance(TOAST_TRANSITION_MS);
    expect(ui.toasts).to.have.length(0);
  });

  it('opens and closes the global modal', () => {
    const ui = new UiStore(fakeTimers());
    ui.openGlobalModal('duplicate-session');
    expect(ui.globalModal).to.equal('duplicate-session');
    ui.closeGlobalModal();
    expect(ui.globalModal).to.equal(null);
  });
});
