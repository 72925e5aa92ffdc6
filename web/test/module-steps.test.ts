/// <reference types="mocha" />
import { expect } from 'chai';
import {
  blockingModulesText,
  buildModuleSteps,
  isStepReachable,
  type ModuleStepDefinition,
} from '../src/shared/ui/module-layout/module-steps';

const STEPS: ModuleStepDefinition[] = [
  { label: 'Income', subPath: 'inflow' },
  { label: 'Expenses', subPath: 'outflow-expense' },
  { label: 'Loans', subPath: 'outflow-loans' },
  { label: 'Investments', subPath: 'outflow-investments', upcoming: true },
];

const states = (items: ReturnType<typeof buildModuleSteps>) => items.map((i) => i.state);

describe('buildModuleSteps', () => {
  it('numbers the steps and links them to the module route plus sub-path', () => {
    const items = buildModuleSteps('/cashflow', STEPS, { currentStep: 0, complete: false }, '/cashflow/inflow');
    expect(items.map((i) => [i.number, i.label, i.to])).to.deep.equal([
      [1, 'Income', '/cashflow/inflow'],
      [2, 'Expenses', '/cashflow/outflow-expense'],
      [3, 'Loans', '/cashflow/outflow-loans'],
      [4, 'Investments', '/cashflow/outflow-investments'],
    ]);
    expect(items.map((i) => i.current)).to.deep.equal([true, false, false, false]);
  });

  it('not started: only the first step is open; later ones are locked; upcoming ones say so', () => {
    const items = buildModuleSteps('/cashflow', STEPS, { currentStep: null, complete: false }, '/cashflow/inflow');
    expect(states(items)).to.deep.equal(['available', 'locked', 'locked', 'upcoming']);
    expect(items.map((i) => i.reachable)).to.deep.equal([true, false, false, false]);
  });

  it('in progress: steps before the current one are completed, the current one is open, the rest locked', () => {
    const items = buildModuleSteps('/cashflow', STEPS, { currentStep: 1, complete: false }, '/cashflow/outflow-expense');
    expect(states(items)).to.deep.equal(['completed', 'available', 'locked', 'upcoming']);
    expect(items[1]!.current).to.equal(true);
  });

  it('complete: every built step is ticked and reachable; an upcoming one never is', () => {
    const items = buildModuleSteps('/cashflow', STEPS, { currentStep: null, complete: true }, '/cashflow/inflow');
    expect(states(items)).to.deep.equal(['completed', 'completed', 'completed', 'upcoming']);
    expect(items.map((i) => i.reachable)).to.deep.equal([true, true, true, false]);
  });

  it('locks everything after an upcoming step, even with progress beyond it (earlier pages must be allowed)', () => {
    const steps: ModuleStepDefinition[] = [
      { label: 'A', subPath: 'a' },
      { label: 'B', subPath: 'b', upcoming: true },
      { label: 'C', subPath: 'c' },
    ];
    const items = buildModuleSteps('/m', steps, { currentStep: 2, complete: false }, '/m/a');
    expect(states(items)).to.deep.equal(['completed', 'upcoming', 'locked']);
  });

  it('ignores trailing slashes when matching the current page', () => {
    const items = buildModuleSteps('/onboarding/', [{ label: 'A', subPath: '/info/step-1' }], { currentStep: 0, complete: false }, '/onboarding/info/step-1/');
    expect(items[0]!.to).to.equal('/onboarding/info/step-1');
    expect(items[0]!.current).to.equal(true);
  });
});

describe('isStepReachable', () => {
  const items = buildModuleSteps('/cashflow', STEPS, { currentStep: 1, complete: false }, '/cashflow/inflow');
  it('answers for step pages', () => {
    expect(isStepReachable(items, '/cashflow/outflow-expense')).to.equal(true);
    expect(isStepReachable(items, '/cashflow/outflow-loans')).to.equal(false);
  });
  it('lets pages that are not steps through', () => {
    expect(isStepReachable(items, '/cashflow/completed')).to.equal(true);
  });
});

describe('blockingModulesText', () => {
  it('names the modules to complete first', () => {
    expect(blockingModulesText([])).to.equal(null);
    expect(blockingModulesText(['Cashflow'])).to.equal('Complete Cashflow first to unlock this module.');
    expect(blockingModulesText(['Cashflow', 'Wealth'])).to.equal('Complete Cashflow and Wealth first to unlock this module.');
    expect(blockingModulesText(['A', 'B', 'C'])).to.equal('Complete A, B and C first to unlock this module.');
  });
});
