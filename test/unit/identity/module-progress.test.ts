import { expect } from 'chai';
import {
  applyModuleProgress,
  isCompleted,
  isStepReachable,
  nextIncompleteSetupModule,
  notStarted,
  reachableSteps,
  resumePath,
  stepPath,
  type ModuleProgress,
  type StepPageQuestion,
} from '../../../src/identity/domain/module-progress.js';

const NOW = new Date('2026-11-22T02:00:00.000Z');
const EARLIER = new Date('2026-11-01T02:00:00.000Z');

const cashflow = (currentStep: number | null, lastCompleted: Date | null = null): ModuleProgress => ({
  module: 'CASHFLOW',
  currentStep,
  lastUpdated: currentStep === null && lastCompleted === null ? null : EARLIER,
  lastCompleted,
});

describe('module progress (spec 1 §4)', () => {
  describe('applyModuleProgress', () => {
    const cases: Array<[string, ModuleProgress, Parameters<typeof applyModuleProgress>[1], ModuleProgress]> = [
      ['starting stores the step and server time', notStarted('CASHFLOW'), { kind: 'progress', step: 0 }, { module: 'CASHFLOW', currentStep: 0, lastUpdated: NOW, lastCompleted: null }],
      ['advancing stores the new step', cashflow(1), { kind: 'progress', step: 2 }, { module: 'CASHFLOW', currentStep: 2, lastUpdated: NOW, lastCompleted: null }],
      ['going back stores the step sent', cashflow(3), { kind: 'progress', step: 1 }, { module: 'CASHFLOW', currentStep: 1, lastUpdated: NOW, lastCompleted: null }],
      ['completing sets both times to now and clears the step', cashflow(4), { kind: 'complete' }, { module: 'CASHFLOW', currentStep: null, lastUpdated: NOW, lastCompleted: NOW }],
      ['completing a module never started', notStarted('EXPENSE_MANAGER'), { kind: 'complete' }, { module: 'EXPENSE_MANAGER', currentStep: null, lastUpdated: NOW, lastCompleted: NOW }],
      ['revisiting a completed module keeps the completion', cashflow(null, EARLIER), { kind: 'progress', step: 2 }, { module: 'CASHFLOW', currentStep: 2, lastUpdated: NOW, lastCompleted: EARLIER }],
      ['completing again moves the completion', cashflow(2, EARLIER), { kind: 'complete' }, { module: 'CASHFLOW', currentStep: null, lastUpdated: NOW, lastCompleted: NOW }],
    ];
    for (const [what, current, change, expected] of cases) {
      it(what, () => expect(applyModuleProgress(current, change, NOW)).to.deep.equal(expected));
    }
  });

  describe('isCompleted: once last-completed is set', () => {
    const cases: Array<[Date | null, boolean]> = [[null, false], [EARLIER, true]];
    for (const [lastCompleted, expected] of cases) {
      it(`lastCompleted ${lastCompleted?.toISOString() ?? 'null'} -> ${expected}`, () => expect(isCompleted({ lastCompleted })).to.equal(expected));
    }
  });

  describe('isStepReachable', () => {
    const base: StepPageQuestion = { earlierPagesAllowed: true, upcoming: false, stepPage: true, step: 2, progress: { currentStep: null, lastCompleted: null } };
    const cases: Array<[string, Partial<StepPageQuestion>, boolean]> = [
      ['an earlier page not allowed', { earlierPagesAllowed: false, progress: { currentStep: 5, lastCompleted: null } }, false],
      ['an upcoming page', { upcoming: true, progress: { currentStep: 5, lastCompleted: EARLIER } }, false],
      ['step 0 of a module never started', { step: 0 }, true],
      ['step 2 of a module never started', {}, false],
      ['step 2 with the current step at 1', { progress: { currentStep: 1, lastCompleted: null } }, false],
      ['step 2 with the current step at 2', { progress: { currentStep: 2, lastCompleted: null } }, true],
      ['step 2 with the current step beyond it', { progress: { currentStep: 4, lastCompleted: null } }, true],
      ['step 2 of a completed module', { progress: { currentStep: null, lastCompleted: EARLIER } }, true],
      ['step 2 of a completed module revisited at step 1', { progress: { currentStep: 1, lastCompleted: EARLIER } }, true],
      ['a page that is not a step page', { stepPage: false }, true],
      ['a page that is not a step page after a disallowed one', { stepPage: false, earlierPagesAllowed: false }, false],
    ];
    for (const [what, q, expected] of cases) {
      it(`${what} -> ${expected}`, () => expect(isStepReachable({ ...base, ...q })).to.equal(expected));
    }
  });

  describe('reachableSteps along cashflow (setup, inflow, outflow-expense, outflow-loans, outflow-investments, completed)', () => {
    const cases: Array<[string, ModuleProgress, Set<number>, boolean[]]> = [
      ['never started', notStarted('CASHFLOW'), new Set(), [true, false, false, false, false, false]],
      ['at outflow-expense', cashflow(2), new Set(), [true, true, true, false, false, false]],
      ['completed', cashflow(null, EARLIER), new Set(), [true, true, true, true, true, true]],
      ['completed with outflow-loans upcoming: it and every later page are closed', cashflow(null, EARLIER), new Set([3]), [true, true, true, false, false, false]],
    ];
    for (const [what, progress, upcoming, expected] of cases) {
      it(what, () => expect(reachableSteps('CASHFLOW', progress, upcoming)).to.deep.equal(expected));
    }
  });

  describe('nextIncompleteSetupModule: cashflow first, then wealth', () => {
    const done = (module: 'CASHFLOW' | 'WEALTH'): ModuleProgress => ({ module, currentStep: null, lastUpdated: EARLIER, lastCompleted: EARLIER });
    const cases: Array<[string, ModuleProgress[], string | null]> = [
      ['nothing saved', [], 'CASHFLOW'],
      ['cashflow in progress', [cashflow(2)], 'CASHFLOW'],
      ['wealth done, cashflow not', [done('WEALTH')], 'CASHFLOW'],
      ['cashflow done', [done('CASHFLOW')], 'WEALTH'],
      ['cashflow done, wealth in progress', [done('CASHFLOW'), { module: 'WEALTH', currentStep: 1, lastUpdated: EARLIER, lastCompleted: null }], 'WEALTH'],
      ['both done', [done('WEALTH'), done('CASHFLOW')], null],
    ];
    for (const [what, progress, expected] of cases) {
      it(`${what} -> ${expected}`, () => expect(nextIncompleteSetupModule(progress)).to.equal(expected));
    }
  });

  describe('resumePath: the next path after the stored step, else inflow / assets', () => {
    const cases: Array<['CASHFLOW' | 'WEALTH', number | null, string]> = [
      ['CASHFLOW', null, '/cashflow/inflow'],
      ['CASHFLOW', 0, '/cashflow/inflow'],
      ['CASHFLOW', 1, '/cashflow/outflow-expense'],
      ['CASHFLOW', 2, '/cashflow/outflow-loans'],
      ['CASHFLOW', 3, '/cashflow/outflow-investments'],
      ['CASHFLOW', 4, '/cashflow/completed'],
      ['CASHFLOW', 5, '/cashflow/completed'],
      ['WEALTH', null, '/wealth/assets'],
      ['WEALTH', 0, '/wealth/assets'],
      ['WEALTH', 1, '/wealth/liabilities'],
      ['WEALTH', 2, '/wealth/completed'],
      ['WEALTH', 7, '/wealth/completed'],
    ];
    for (const [module, currentStep, path] of cases) {
      it(`${module} at ${currentStep} -> ${path}`, () => expect(resumePath(module, { currentStep })).to.equal(path));
    }
  });

  describe('stepPath', () => {
    const cases: Array<['CASHFLOW' | 'WEALTH', number, string]> = [
      ['CASHFLOW', 0, '/cashflow/setup'],
      ['CASHFLOW', 5, '/cashflow/completed'],
      ['WEALTH', 1, '/wealth/assets'],
      ['WEALTH', 3, '/wealth/completed'],
      ['WEALTH', -1, '/wealth/setup'],
    ];
    for (const [module, index, path] of cases) {
      it(`${module} ${index} -> ${path}`, () => expect(stepPath(module, index)).to.equal(path));
    }
  });
});
