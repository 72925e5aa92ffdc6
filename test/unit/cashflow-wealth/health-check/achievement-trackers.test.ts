import { expect } from 'chai';
import { trackersToAward, type AchievementFacts } from '../../../../src/cashflow-wealth/domain/health-check/achievement-trackers.js';
import { healthCheck, ruleFacts } from '../../../../src/cashflow-wealth/domain/health-check/health-check.js';
import { dec } from '../../../../src/shared-kernel/decimal.js';
import { toCents } from '../../../../src/shared-kernel/money.js';
import { snapshot } from './snapshot-builder.js';

const budgeted = [{ budgetAmount: toCents(50_000) }, { budgetAmount: toCents(0) }];
const everything: AchievementFacts = { hasGoal: true, emergencyFundMonths: dec(6n), expenses: budgeted };
const NONE = new Set<string>();

describe('cashflow-wealth health check: achievement trackers', () => {
  it('all four fire when all conditions hold and none is earned yet', () => {
    expect(trackersToAward(everything, NONE)).to.deep.equal(['TRA_SR_B', 'TRA_SR_C', 'TRA_SR_D', 'TRA_SR_E']);
  });

  it('an earned tracker never fires again', () => {
    expect(trackersToAward(everything, new Set(['TRA_SR_B', 'TRA_SR_C']))).to.deep.equal(['TRA_SR_D', 'TRA_SR_E']);
    expect(trackersToAward(everything, new Set(['TRA_SR_B', 'TRA_SR_C', 'TRA_SR_D', 'TRA_SR_E']))).to.deep.equal([]);
  });

  const cases: { name: string; facts: AchievementFacts; fired: string[] }[] = [
    { name: 'B needs a goal', facts: { ...everything, hasGoal: false }, fired: ['TRA_SR_C', 'TRA_SR_D', 'TRA_SR_E'] },
    { name: 'exactly 3 months earns D, not C', facts: { ...everything, emergencyFundMonths: dec(3n) }, fired: ['TRA_SR_B', 'TRA_SR_D', 'TRA_SR_E'] },
    { name: '5.99 months earns D, not C', facts: { ...everything, emergencyFundMonths: dec('5.99') }, fired: ['TRA_SR_B', 'TRA_SR_D', 'TRA_SR_E'] },
    { name: '2.99 months earns neither', facts: { ...everything, emergencyFundMonths: dec('2.99') }, fired: ['TRA_SR_B', 'TRA_SR_E'] },
    { name: 'months not available (savings but no spending entered) earn neither', facts: { ...everything, emergencyFundMonths: null }, fired: ['TRA_SR_B', 'TRA_SR_E'] },
    { name: 'one expense without a budget: no E', facts: { ...everything, expenses: [...budgeted, { budgetAmount: null }] }, fired: ['TRA_SR_B', 'TRA_SR_C', 'TRA_SR_D'] },
    { name: 'a budget left out (undefined) counts as lacking', facts: { ...everything, expenses: [{}] }, fired: ['TRA_SR_B', 'TRA_SR_C', 'TRA_SR_D'] },
    { name: 'no expenses at all: no E', facts: { ...everything, expenses: [] }, fired: ['TRA_SR_B', 'TRA_SR_C', 'TRA_SR_D'] },
  ];
  for (const { name, facts, fired } of cases) {
    it(name, () => expect(trackersToAward(facts, NONE)).to.deep.equal(fired));
  }

  it('reads the same exact months as the health check (6 months exactly fires C)', () => {
    const resident = snapshot({ expenses: [{ amount: 80_000, budget: 80_000 }], assets: { cashBalance: 480_000 } });
    expect(healthCheck(resident).emergencyFund.months).to.equal(6);
    const facts = { hasGoal: false, emergencyFundMonths: ruleFacts(resident).emergencyFundMonths, expenses: resident.expenses };
    expect(trackersToAward(facts, NONE)).to.deep.equal(['TRA_SR_C', 'TRA_SR_D', 'TRA_SR_E']);
  });
});
