import { expect } from 'chai';
import { healthCheck, type HealthCheck } from '../../../../src/cashflow-wealth/domain/health-check/health-check.js';
import { ACTIONS_BY_STATUS, RECOMMENDED_ACTION_PRIORITY, recommendedActions } from '../../../../src/cashflow-wealth/domain/health-check/recommended-actions.js';
import { RECOMMENDED_ACTION_KEY } from '../../../../src/identity/domain/notifications/recommended-action.js';
import { snapshot } from './snapshot-builder.js';

/** A check with the given codes; recommendedActions reads only the codes. */
function withCodes(sr: string, tdsr: string, iv: string, ef: string): HealthCheck {
  return {
    savingsRatio: { code: sr, level: 0, ratio: null },
    debtServicingRatio: { code: tdsr, level: 0, ratio: null },
    diversification: { code: iv, level: 0, classes: 0 },
    emergencyFund: { code: ef, level: 0, months: 0, fund: 0, monthlyOutflow: 1, allocated: false },
    areas: { cashflow: 0, wealth: 0, protection: 0 },
    overall: 0,
  } as HealthCheck;
}

const NONE = new Set<string>();

describe('cashflow-wealth health check: recommended actions', () => {
  const cases: { codes: [string, string, string, string]; keys: string[] }[] = [
    { codes: ['SR0', 'TDSR0', 'IV3B', 'EF3'], keys: ['ENTER_CASHFLOW', 'BUILD_EMERGENCY_FUND'] },
    { codes: ['SR3', 'TDSR2', 'IV3B', 'EF3'], keys: ['BUILD_EMERGENCY_FUND', 'REDUCE_DEBT', 'INCREASE_SAVINGS', 'SET_BUDGET'] },
    { codes: ['SR2', 'TDSR1', 'IV2', 'EF2'], keys: ['INCREASE_SAVINGS', 'SET_BUDGET', 'GROW_EMERGENCY_FUND', 'DIVERSIFY_INVESTMENTS'] },
    { codes: ['SR1A', 'TDSR3', 'IV3A', 'EF1A'], keys: ['START_INVESTING', 'SET_SAVINGS_TARGET'] },
    { codes: ['SR1C', 'TDSR3', 'IV1', 'EF3'], keys: ['BUILD_EMERGENCY_FUND', 'SET_SAVINGS_TARGET'] },
    { codes: ['SR1A', 'TDSR3', 'IV1', 'EF1B'], keys: ['SET_SAVINGS_TARGET'] },
    { codes: ['SR0', 'TDSR0', 'IV1', 'EF4'], keys: ['ENTER_CASHFLOW'] },
    { codes: ['SR2', 'TDSR1', 'IV2', 'EF5'], keys: ['INCREASE_SAVINGS', 'SET_BUDGET', 'GROW_EMERGENCY_FUND', 'DIVERSIFY_INVESTMENTS'] },
    { codes: ['SR3', 'TDSR1', 'IV3B', 'EF6'], keys: ['BUILD_EMERGENCY_FUND', 'INCREASE_SAVINGS', 'SET_BUDGET'] },
  ];
  for (const { codes, keys } of cases) {
    it(`${codes.join(', ')} -> ${keys.join(', ')} in priority order, each once`, () => {
      expect(recommendedActions(withCodes(...codes), NONE)).to.deep.equal(keys);
    });
  }

  describe('an emergency-fund action needs known savings', () => {
    it('a quick snapshot with income and expenses only (SR1C, EF0): no "Build an emergency fund"', () => {
      const check = healthCheck(snapshot({ incomes: [{ gross: 600_000 }], expenses: [{ amount: 300_000 }], wealthSetUp: false }));
      expect([check.savingsRatio.code, check.emergencyFund.code, check.emergencyFund.months]).to.deep.equal(['SR1C', 'EF0', null]);
      expect(recommendedActions(check, NONE)).to.deep.equal(['SET_SAVINGS_TARGET']);
    });
    it('Myinfo data only (CPF and a stock, no cash typed): no emergency-fund action', () => {
      const check = healthCheck(snapshot({ incomes: [{ gross: 600_000 }], expenses: [{ amount: 300_000 }], wealthSetUp: false, assets: { stock: 1_000_000 } }));
      expect(check.emergencyFund).to.deep.equal({ code: 'EF0', level: 0, months: null, fund: null, monthlyOutflow: null, allocated: false });
      expect(recommendedActions(check, NONE)).to.not.include('BUILD_EMERGENCY_FUND');
    });
    it('with S$1,000 of typed cash savings over S$3,000 of spending (0.3 months): "Build an emergency fund"', () => {
      const check = healthCheck(snapshot({ incomes: [{ gross: 600_000 }], expenses: [{ amount: 300_000 }], wealthSetUp: false, assets: { cashSavings: 100_000 } }));
      expect([check.emergencyFund.code, check.emergencyFund.months]).to.deep.equal(['EF3', 0.3]);
      expect(recommendedActions(check, NONE)).to.deep.equal(['BUILD_EMERGENCY_FUND', 'SET_SAVINGS_TARGET']);
    });
  });

  it("the issue's example (SR1B, TDSR1, IV2, EF2) asks to grow the fund once though two statuses call for it", () => {
    const check = healthCheck(
      snapshot({ incomes: [{ gross: 1_000_000, net: 800_000 }], expenses: [{ amount: 550_000 }], loans: [{ cash: 50_000, cpf: 50_000 }], assets: { cashBalance: 2_700_000, stock: 1 } }),
    );
    expect(recommendedActions(check, NONE)).to.deep.equal(['GROW_EMERGENCY_FUND', 'DIVERSIFY_INVESTMENTS', 'SET_SAVINGS_TARGET']);
  });

  it('leaves out completed keys and keeps the order of the rest', () => {
    const check = withCodes('SR3', 'TDSR2', 'IV3B', 'EF3');
    expect(recommendedActions(check, new Set(['REDUCE_DEBT', 'SET_BUDGET', 'SOMETHING_ELSE']))).to.deep.equal(['BUILD_EMERGENCY_FUND', 'INCREASE_SAVINGS']);
  });

  it('is empty when every recommended key is completed', () => {
    expect(recommendedActions(withCodes('SR1A', 'TDSR3', 'IV1', 'EF1B'), new Set(['SET_SAVINGS_TARGET']))).to.deep.equal([]);
  });

  it('every key can be recorded as a completed recommended action (identity key format) and has a priority', () => {
    for (const key of RECOMMENDED_ACTION_PRIORITY) expect(key).to.match(RECOMMENDED_ACTION_KEY);
    const used = new Set(Object.values(ACTIONS_BY_STATUS).flat());
    expect([...used].sort()).to.deep.equal([...RECOMMENDED_ACTION_PRIORITY].sort());
  });
});
