/// <reference types="mocha" />
import { expect } from 'chai';
import { GUIDE_ITEMS } from '../../src/cashflow-wealth/domain/investing/guide';
import type { ReadinessFigures } from '../../src/cashflow-wealth/domain/investing/readiness';
import { doneBy, figureTicks, GUIDE_STEPS, guideProgress, progressSave } from '../src/investing/guide/guide-steps';
import { neededSave } from '../src/investing/investing-module-progress';

/** Figures with nothing entered: no step is proved by them. */
const NOTHING: ReadinessFigures = {
  monthlyGrossIncome: null,
  monthlyTakeHome: null,
  monthlyOutflow: null,
  emergencyFund: null,
  debts: null,
  monthlyInvestments: null,
  policies: null,
};

const policy = { name: 'Term life', source: 'INSURANCE_LIST' as const, death: null, tpd: null, criticalIllness: null, yearlyPremium: null };

describe('investing guide steps (spec 3 §2 "investing-for-beginners")', () => {
  it('walks through the guide\'s steps in order, each explained, with at least one link and a unique anchor', () => {
    expect(GUIDE_STEPS.map((s) => s.item)).to.deep.equal([...GUIDE_ITEMS]);
    for (const step of GUIDE_STEPS) {
      expect(step.explanation.length, step.item).to.be.greaterThan(40);
      expect(step.links.length, step.item).to.be.greaterThan(0);
    }
    expect(new Set(GUIDE_STEPS.map((s) => s.anchor)).size).to.equal(GUIDE_STEPS.length);
    // The insurance notice links to this anchor (due-notifications.ts).
    expect(GUIDE_STEPS.find((s) => s.item === 'GET_INSURED')?.anchor).to.equal('get-insured');
  });

  describe('ticked from the figures', () => {
    it('nothing without figures, nor with figures not entered', () => {
      expect(figureTicks(null)).to.deep.equal({});
      expect(figureTicks(NOTHING)).to.deep.equal({});
    });

    it('the emergency fund from 3.0 months of spending as the dashboard rounds them (2.95 up), not at 2.9', () => {
      expect(figureTicks({ ...NOTHING, monthlyOutflow: 200_000, emergencyFund: 600_000 }).EMERGENCY_FUND).to.equal(
        'Your emergency fund covers 3 months of spending (the guide asks for at least 3).',
      );
      expect(figureTicks({ ...NOTHING, monthlyOutflow: 200_000, emergencyFund: 590_000 }).EMERGENCY_FUND).to.match(/covers 3 months/);
      expect(figureTicks({ ...NOTHING, monthlyOutflow: 200_000, emergencyFund: 589_999 }).EMERGENCY_FUND).to.equal(undefined);
      expect(figureTicks({ ...NOTHING, monthlyOutflow: 200_000, emergencyFund: 910_000 }).EMERGENCY_FUND, "4.55 is 4.6, as on the dashboard").to.match(/covers 4\.6 months/);
    });

    it('expensive debt when the loans are known and none but a home loan is outstanding', () => {
      const home = { name: 'HDB loan', category: 'MORTGAGE' as const, balance: 30_000_000, monthly: 150_000 };
      const card = { name: 'Credit card', category: 'NON_MORTGAGE' as const, balance: 120_000, monthly: null };
      expect(figureTicks({ ...NOTHING, debts: [] }).EXPENSIVE_DEBT).to.be.a('string');
      expect(figureTicks({ ...NOTHING, debts: [home] }).EXPENSIVE_DEBT).to.be.a('string');
      expect(figureTicks({ ...NOTHING, debts: [home, card] }).EXPENSIVE_DEBT).to.equal(undefined);
      expect(figureTicks({ ...NOTHING, debts: [{ ...card, balance: 0 }] }).EXPENSIVE_DEBT).to.be.a('string');
    });

    it('get insured once one policy is recorded anywhere, counting them', () => {
      expect(figureTicks({ ...NOTHING, policies: [policy] }).GET_INSURED).to.equal('You have recorded 1 insurance policy.');
      expect(figureTicks({ ...NOTHING, policies: [policy, { ...policy, source: 'WEALTH' }] }).GET_INSURED).to.equal('You have recorded 2 insurance policies.');
    });

    it('never ticks the steps only the resident can know', () => {
      const all = figureTicks({ ...NOTHING, monthlyOutflow: 1, emergencyFund: 10, debts: [], policies: [policy] });
      expect(Object.keys(all).sort()).to.deep.equal(['EMERGENCY_FUND', 'EXPENSIVE_DEBT', 'GET_INSURED']);
    });
  });

  it('a step is done by the figures first, then by the resident', () => {
    expect(doneBy('GET_INSURED', ['GET_INSURED'], { GET_INSURED: 'proof' })).to.equal('FIGURES');
    expect(doneBy('GET_INSURED', ['GET_INSURED'], {})).to.equal('RESIDENT');
    expect(doneBy('GET_INSURED', [], {})).to.equal(null);
  });

  describe('progress (spec 1 §4 module progress)', () => {
    it('the current step is the first one not done, ticked by either', () => {
      expect(guideProgress([], {})).to.deep.equal({ done: 0, total: 8, currentStep: 0, complete: false });
      expect(guideProgress(['GOALS_AND_HORIZON'], { EMERGENCY_FUND: 'x' })).to.deep.equal({ done: 2, total: 8, currentStep: 2, complete: false });
      expect(guideProgress(['GOALS_AND_HORIZON', 'READY_TO_START_INVESTING'], {})).to.include({ done: 2, currentStep: 1 });
    });

    it('complete once every step is done', () => {
      const resident = GUIDE_ITEMS.filter((i) => i !== 'GET_INSURED');
      expect(guideProgress(resident, { GET_INSURED: 'x' })).to.deep.equal({ done: 8, total: 8, currentStep: null, complete: true });
    });

    it('saves only what the stored status does not say yet', () => {
      const open = guideProgress(['GOALS_AND_HORIZON'], {});
      expect(progressSave(open, { currentStep: null, completed: false })).to.deep.equal({ kind: 'progress', step: 1 });
      expect(progressSave(open, { currentStep: 1, completed: false })).to.equal(null);
      const complete = guideProgress([...GUIDE_ITEMS], {});
      expect(progressSave(complete, { currentStep: 7, completed: false })).to.deep.equal({ kind: 'complete' });
      expect(progressSave(complete, { currentStep: null, completed: true })).to.equal(null);
      // Unticking after completing: back in progress, the completion kept by the server.
      expect(progressSave(open, { currentStep: null, completed: true })).to.deep.equal({ kind: 'progress', step: 1 });
    });
  });
});

describe('readiness assessment progress (spec 1 §4 module progress)', () => {
  it('the questions are step 0; seeing the results completes it, once', () => {
    expect(neededSave({ currentStep: null, completed: false }, { kind: 'progress', step: 0 })).to.deep.equal({ kind: 'progress', step: 0 });
    expect(neededSave({ currentStep: 0, completed: false }, { kind: 'progress', step: 0 })).to.equal(null);
    expect(neededSave({ currentStep: 0, completed: false }, { kind: 'complete' })).to.deep.equal({ kind: 'complete' });
    expect(neededSave({ currentStep: null, completed: true }, { kind: 'complete' })).to.equal(null);
    // Back at the questions after completing: in progress again (the server keeps the completion), then complete again.
    expect(neededSave({ currentStep: null, completed: true }, { kind: 'progress', step: 0 })).to.deep.equal({ kind: 'progress', step: 0 });
    expect(neededSave({ currentStep: 0, completed: true }, { kind: 'complete' })).to.deep.equal({ kind: 'complete' });
  });
});
