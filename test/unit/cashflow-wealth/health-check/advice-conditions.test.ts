import { expect } from 'chai';
import { actionDone, actionsStillOpen, type AdviceFacts } from '../../../../src/cashflow-wealth/domain/health-check/advice-conditions.js';
import { RECOMMENDED_ACTION_PRIORITY } from '../../../../src/cashflow-wealth/domain/health-check/recommended-actions.js';

const NOTHING: AdviceFacts = { hasTargets: false, hasIncome: false, hasExpenses: false };
const EVERYTHING: AdviceFacts = { hasTargets: true, hasIncome: true, hasExpenses: true };

describe('cashflow-wealth recommended actions follow the data (docs/decisions.md "Advice follows the data")', () => {
  describe('SET_SAVINGS_TARGET', () => {
    // Income and spending entered, so the cashflow is not asked for too.
    const CASHFLOW_IN: AdviceFacts = { hasTargets: false, hasIncome: true, hasExpenses: true };
    it('appears while the resident has no target', () => {
      expect(actionsStillOpen(['SET_SAVINGS_TARGET'], CASHFLOW_IN)).to.deep.equal(['SET_SAVINGS_TARGET']);
    });
    it('disappears once a target exists', () => {
      expect(actionsStillOpen(['SET_SAVINGS_TARGET'], { ...CASHFLOW_IN, hasTargets: true })).to.deep.equal([]);
    });
    it('comes back when the last target is gone (nothing is remembered)', () => {
      const facts = { ...NOTHING, hasTargets: true };
      expect(actionDone('SET_SAVINGS_TARGET', facts)).to.equal(true);
      expect(actionDone('SET_SAVINGS_TARGET', { ...facts, hasTargets: false })).to.equal(false);
    });
  });

  describe('ENTER_CASHFLOW', () => {
    it('appears with nothing entered, with income only and with expenses only', () => {
      expect(actionDone('ENTER_CASHFLOW', NOTHING)).to.equal(false);
      expect(actionDone('ENTER_CASHFLOW', { ...NOTHING, hasIncome: true })).to.equal(false);
      expect(actionDone('ENTER_CASHFLOW', { ...NOTHING, hasExpenses: true })).to.equal(false);
    });
    it('disappears once income and expenses (or the estimate) are entered', () => {
      expect(actionsStillOpen(['ENTER_CASHFLOW', 'BUILD_EMERGENCY_FUND'], { ...NOTHING, hasIncome: true, hasExpenses: true })).to.deep.equal(['BUILD_EMERGENCY_FUND']);
    });
    it('comes back when the expenses are removed', () => {
      expect(actionsStillOpen(['ENTER_CASHFLOW'], { ...NOTHING, hasIncome: true, hasExpenses: false })).to.deep.equal(['ENTER_CASHFLOW']);
    });
  });

  it('leaves every action that follows from the statuses alone as it is, in its order', () => {
    const statusOnly = RECOMMENDED_ACTION_PRIORITY.filter((key) => key !== 'ENTER_CASHFLOW' && key !== 'SET_SAVINGS_TARGET');
    expect(actionsStillOpen(RECOMMENDED_ACTION_PRIORITY, EVERYTHING)).to.deep.equal(statusOnly);
    expect(actionsStillOpen(RECOMMENDED_ACTION_PRIORITY, NOTHING)).to.deep.equal([...RECOMMENDED_ACTION_PRIORITY]);
  });

  it('asks for the cashflow while income or spending is missing, even when no status asks for it, first in line', () => {
    expect(actionsStillOpen(['INCREASE_SAVINGS'], { ...NOTHING, hasIncome: true })).to.deep.equal(['ENTER_CASHFLOW', 'INCREASE_SAVINGS']);
    expect(actionsStillOpen([], { ...NOTHING, hasIncome: true, hasExpenses: true })).to.deep.equal([]);
  });

  it('does not ask again for the cashflow once the resident marked it done', () => {
    expect(actionsStillOpen([], NOTHING, new Set(['ENTER_CASHFLOW']))).to.deep.equal([]);
  });
});
