/// <reference types="mocha" />
import { expect } from 'chai';
import type { ModuleStatus } from '../../src/identity/adapters/http/identity.contract.js';
import {
  backPath,
  furthestReachablePath,
  isFlowStepReachable,
  nextPath,
  resumePath,
  shouldRecordCompletion,
  shouldStoreStep,
  startLabel,
  type ModuleFlowDefinition,
} from '../src/shared/module-flow/module-flow-rules';

const FLOW: ModuleFlowDefinition = {
  module: 'CASHFLOW',
  moduleName: 'Cashflow',
  baseRoute: '/cashflow',
  introPath: '/cashflow/setup',
  completedPath: '/cashflow/completed',
  homePath: '/dashboard',
  steps: [
    { label: 'Income', subPath: 'inflow' },
    { label: 'Expenses', subPath: 'outflow-expense' },
    { label: 'Loans', subPath: 'outflow-loans' },
    { label: 'Investments', subPath: 'outflow-investments' },
  ],
};

const status = (currentStep: number | null, completed = false): ModuleStatus => ({
  module: 'CASHFLOW',
  currentStep,
  lastUpdated: null,
  lastCompleted: completed ? '2026-11-01T00:00:00.000Z' : null,
  completed,
});

describe('module flow rules', () => {
  it('Back from the first step goes to the introduction, from later steps to the previous step', () => {
    expect(backPath(FLOW, 0)).to.equal('/cashflow/setup');
    expect(backPath(FLOW, 2)).to.equal('/cashflow/outflow-expense');
  });

  it('Save and continue leads to the next step, and from the last step to the completed page', () => {
    expect(nextPath(FLOW, 0)).to.equal('/cashflow/outflow-expense');
    expect(nextPath(FLOW, 3)).to.equal('/cashflow/completed');
  });

  it('resumes at the stored step, or the first step when nothing is in progress', () => {
    expect(resumePath(FLOW, status(2))).to.equal('/cashflow/outflow-loans');
    expect(resumePath(FLOW, status(null))).to.equal('/cashflow/inflow');
    expect(resumePath(FLOW, status(null, true))).to.equal('/cashflow/inflow');
    expect(resumePath(FLOW, status(4))).to.equal('/cashflow/completed');
  });

  it('a stored step beyond the flow resumes at the completed page, not at a missing step', () => {
    expect(resumePath(FLOW, status(9))).to.equal('/cashflow/completed');
  });

  it("the introduction's button continues when a step is stored, reviews a completed module, starts otherwise", () => {
    expect(startLabel(status(1))).to.equal('Continue where you left off');
    expect(startLabel(status(0))).to.equal('Continue where you left off');
    expect(startLabel(status(null))).to.equal('Start');
    // A flow may name where its start leads (the public expense manager's link is read out of context too).
    expect(startLabel(status(null), 'Start with your expenses')).to.equal('Start with your expenses');
    expect(startLabel(status(1), 'Start with your expenses')).to.equal('Continue where you left off');
    expect(startLabel(status(null, true))).to.equal('Review your answers');
    expect(startLabel(status(2, true))).to.equal('Continue where you left off');
  });

  it('a step is reachable when it is the first, reached before, or the module is complete', () => {
    expect(isFlowStepReachable(FLOW, status(null), 0)).to.equal(true);
    expect(isFlowStepReachable(FLOW, status(null), 1)).to.equal(false);
    expect(isFlowStepReachable(FLOW, status(2), 2)).to.equal(true);
    expect(isFlowStepReachable(FLOW, status(2), 3)).to.equal(false);
    expect(isFlowStepReachable(FLOW, status(null, true), 3)).to.equal(true);
  });

  it('the completed page is reachable only after the last step was saved, or once complete', () => {
    expect(isFlowStepReachable(FLOW, status(3), 4)).to.equal(false);
    expect(isFlowStepReachable(FLOW, status(4), 4)).to.equal(true);
    expect(isFlowStepReachable(FLOW, status(null, true), 4)).to.equal(true);
  });

  it('an unreachable step sends the resident to the furthest reachable step before it', () => {
    expect(furthestReachablePath(FLOW, status(1), 3)).to.equal('/cashflow/outflow-expense');
    expect(furthestReachablePath(FLOW, status(null), 4)).to.equal('/cashflow/inflow');
    expect(furthestReachablePath(FLOW, status(3), 4)).to.equal('/cashflow/outflow-investments');
  });

  it('reaching a step stores it only when it is further than the stored step', () => {
    expect(shouldStoreStep(status(null), 0)).to.equal(true);
    expect(shouldStoreStep(status(2), 3)).to.equal(true);
    expect(shouldStoreStep(status(2), 2)).to.equal(false);
    expect(shouldStoreStep(status(2), 1)).to.equal(false);
  });

  it('looking through a completed module stores nothing', () => {
    expect(shouldStoreStep(status(null, true), 0)).to.equal(false);
    expect(shouldStoreStep(status(null, true), 2)).to.equal(false);
  });

  it('the completed page records a completion unless already complete with nothing in progress', () => {
    expect(shouldRecordCompletion(status(4))).to.equal(true);
    expect(shouldRecordCompletion(status(4, true))).to.equal(true);
    expect(shouldRecordCompletion(status(null, true))).to.equal(false);
  });
});
