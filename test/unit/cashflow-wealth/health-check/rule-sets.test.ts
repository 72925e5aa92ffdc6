import { expect } from 'chai';
import { healthCheck } from '../../../../src/cashflow-wealth/domain/health-check/health-check.js';
import { HealthLevel } from '../../../../src/cashflow-wealth/domain/health-check/health-level.js';
import { pickRule, type Rule, type RuleFacts } from '../../../../src/cashflow-wealth/domain/health-check/rule-sets.js';
import { dec } from '../../../../src/shared-kernel/decimal.js';
import { snapshot, type SnapshotSpec } from './snapshot-builder.js';

interface Case {
  name: string;
  spec: SnapshotSpec;
  code: string;
  level: HealthLevel;
}

/** Take-home income of 100,000 cents (1,000 SGD), no loans: the savings ratio is (100,000 - expenses) / 100,000. */
const income = [{ gross: 100_000 }];

function check(cases: Case[], pick: (spec: SnapshotSpec) => { code: string; level: number }) {
  for (const { name, spec, code, level } of cases) {
    it(`${code}: ${name}`, () => expect(pick(spec)).to.deep.include({ code, level }));
  }
}

describe('cashflow-wealth health check: rule sets and band edges', () => {
  describe('savings ratio (SR)', () => {
    check(
      [
        { name: 'no income: missing', spec: { expenses: [{ amount: 1_000 }] }, code: 'SR0', level: 0 },
        { name: 'exactly 20 % with exactly 6 months', spec: { incomes: income, expenses: [{ amount: 80_000 }], assets: { cashBalance: 480_000 } }, code: 'SR1A', level: 3 },
        { name: '20 % with 5.9 months (5.95 less 1 cent, rounded once)', spec: { incomes: income, expenses: [{ amount: 80_000 }], assets: { cashBalance: 475_999 } }, code: 'SR1B', level: 3 },
        { name: '20 % with exactly 3 months', spec: { incomes: income, expenses: [{ amount: 80_000 }], assets: { cashBalance: 240_000 } }, code: 'SR1B', level: 3 },
        { name: '20 % with 2.9 months (2.95 less 1 cent, rounded once)', spec: { incomes: income, expenses: [{ amount: 80_000 }], assets: { cashBalance: 235_999 } }, code: 'SR1C', level: 3 },
        { name: '1 cent of spending more: 19.999 % is fair', spec: { incomes: income, expenses: [{ amount: 80_001 }], assets: { cashBalance: 1_000_000 } }, code: 'SR2', level: 2 },
        { name: 'exactly 5 %', spec: { incomes: income, expenses: [{ amount: 95_000 }] }, code: 'SR2', level: 2 },
        { name: '1 cent under 5 %', spec: { incomes: income, expenses: [{ amount: 95_001 }] }, code: 'SR3', level: 1 },
        { name: 'spending more than earning', spec: { incomes: income, expenses: [{ amount: 150_000 }] }, code: 'SR3', level: 1 },
        { name: 'income only: not available yet (never 100 %)', spec: { incomes: income }, code: 'SR0', level: 0 },
        { name: 'expenses only: not available yet', spec: { expenses: [{ amount: 80_000 }] }, code: 'SR0', level: 0 },
        { name: '20 % with the emergency fund not available counts as under 3 months', spec: { incomes: income, expenses: [{ amount: 80_000 }], wealthSetUp: false }, code: 'SR1C', level: 3 },
        { name: 'the estimate stands in: 80,000 estimated is 20 %', spec: { incomes: income, estimated: 80_000 }, code: 'SR1C', level: 3 },
        { name: 'the estimate is ignored when items exist', spec: { incomes: income, estimated: 99_000, expenses: [{ amount: 80_000 }] }, code: 'SR1C', level: 3 },
        { name: 'yearly 9,600,000 is 800,000 a month: exactly 20 %', spec: { incomes: [{ gross: 1_000_000 }], expenses: [{ amount: 9_600_000, interval: 'YEARLY' }] }, code: 'SR1C', level: 3 },
        { name: 'yearly 9,600,001 is a twelfth of a cent over: fair', spec: { incomes: [{ gross: 1_000_000 }], expenses: [{ amount: 9_600_001, interval: 'YEARLY' }] }, code: 'SR2', level: 2 },
        { name: 'loan cash counts as spending: 75,000 + 5,001 cash is under 20 %', spec: { incomes: income, expenses: [{ amount: 75_000 }], loans: [{ cash: 5_001, cpf: 0 }] }, code: 'SR2', level: 2 },
      ],
      (spec) => healthCheck(snapshot(spec)).savingsRatio,
    );
  });

  describe('total debt servicing ratio (TDSR)', () => {
    check(
      [
        { name: 'no income: missing', spec: { loans: [{ cash: 1_000, cpf: 0 }] }, code: 'TDSR0', level: 0 },
        { name: 'exactly 0 debt', spec: { incomes: income }, code: 'TDSR3', level: 3 },
        { name: 'a loan of 0 cash and 0 CPF is still 0 debt', spec: { incomes: income, loans: [{ cash: 0, cpf: 0 }] }, code: 'TDSR3', level: 3 },
        { name: '1 cent of debt is above 0', spec: { incomes: income, loans: [{ cash: 1, cpf: 0 }] }, code: 'TDSR1', level: 3 },
        { name: 'exactly 35 %', spec: { incomes: income, loans: [{ cash: 20_000, cpf: 15_000 }] }, code: 'TDSR1', level: 3 },
        { name: '1 cent above 35 %', spec: { incomes: income, loans: [{ cash: 20_000, cpf: 15_001 }] }, code: 'TDSR2', level: 2 },
        { name: 'a CPF-paid mortgage counts in full', spec: { incomes: income, loans: [{ cash: 0, cpf: 35_001 }] }, code: 'TDSR2', level: 2 },
        { name: 'over gross, not take-home income', spec: { incomes: [{ gross: 100_000, net: 50_000 }], loans: [{ cash: 35_000, cpf: 0 }] }, code: 'TDSR1', level: 3 },
      ],
      (spec) => healthCheck(snapshot(spec)).debtServicingRatio,
    );
  });

  describe('portfolio diversification (IV)', () => {
    /** 20 % savings and 6 months: what IV3A asks for besides working and no investments. */
    const ready: SnapshotSpec = { incomes: income, expenses: [{ amount: 80_000 }], assets: { cashBalance: 480_000 } };
    check(
      [
        { name: 'two classes', spec: { assets: { stock: 1, bond: 1 } }, code: 'IV1', level: 3 },
        { name: 'one class', spec: { assets: { unitTrust: 100 } }, code: 'IV2', level: 2 },
        { name: 'gold alone is one class', spec: { assets: { gold: 200 } }, code: 'IV2', level: 2 },
        { name: 'no class, 20 %, 6 months, working', spec: ready, code: 'IV3A', level: 1 },
        { name: 'no class, ready but not working', spec: { ...ready, employment: 'NOT_WORKING' }, code: 'IV3B', level: 1 },
        { name: 'no class, 19.999 % savings', spec: { ...ready, expenses: [{ amount: 80_001 }] }, code: 'IV3B', level: 1 },
        { name: 'no class, 5.9 months (5.95 less 1 cent, rounded once)', spec: { ...ready, assets: { cashBalance: 475_999 } }, code: 'IV3B', level: 1 },
        { name: 'no class and no income', spec: {}, code: 'IV3B', level: 1 },
        { name: 'fixed deposits are not an investment class', spec: { ...ready, assets: { cashBalance: 480_000, fixedDeposit: 10 } }, code: 'IV3A', level: 1 },
      ],
      (spec) => healthCheck(snapshot(spec)).diversification,
    );
  });

  describe('emergency fund (EF)', () => {
    /** 100,000 cents spent a month out of 110,000 earned (a savings ratio of 9.09 %, so never EF1A). */
    const spending: SnapshotSpec = { incomes: [{ gross: 110_000 }], expenses: [{ amount: 100_000 }] };
    /** Saves 20 % exactly, spends 80,000: 480,000 is 6 months. */
    const saver: SnapshotSpec = { incomes: income, expenses: [{ amount: 80_000 }], assets: { cashSavings: 480_000 } };
    check(
      [
        { name: 'working, 6 months, 20 % savings, no investments at all', spec: saver, code: 'EF1A', level: 3 },
        { name: 'as EF1A but with a monthly investment', spec: { ...saver, investments: [1] }, code: 'EF1B', level: 3 },
        { name: 'as EF1A but holding an investment class', spec: { ...saver, assets: { cashSavings: 480_000, bond: 1 } }, code: 'EF1B', level: 3 },
        { name: 'as EF1A but saving 19.999 %', spec: { ...saver, expenses: [{ amount: 80_001 }], assets: { cashSavings: 480_006 } }, code: 'EF1B', level: 3 },
        { name: 'working, exactly 6 months, saving under 20 %', spec: { ...spending, assets: { cashBalance: 600_000 } }, code: 'EF1B', level: 3 },
        { name: 'working, 5.9 months (5.95 less 1 cent, rounded once)', spec: { ...spending, assets: { cashBalance: 594_999 } }, code: 'EF2', level: 2 },
        { name: 'working, exactly 3 months', spec: { ...spending, assets: { cashBalance: 300_000 } }, code: 'EF2', level: 2 },
        { name: 'working, 2.9 months (2.95 less 1 cent, rounded once)', spec: { ...spending, assets: { cashBalance: 294_999 } }, code: 'EF3', level: 1 },
        { name: 'self-employed counts as working', spec: { ...spending, employment: 'SELF_FREELANCE', assets: { cashBalance: 300_000 } }, code: 'EF2', level: 2 },
        { name: 'working, nothing entered: not available yet', spec: { wealthSetUp: false, cashflowSetUp: false }, code: 'EF0', level: 0 },
        { name: 'savings but no spending side (bank data, no expenses): not available yet', spec: { incomes: [{ gross: 100_000 }], assets: { cashSavings: 3_385_000 } }, code: 'EF0', level: 0 },
        { name: 'spending but no savings side (wealth not set up, no asset): not available yet', spec: { expenses: [{ amount: 10_000 }], wealthSetUp: false }, code: 'EF0', level: 0 },
        { name: 'working, wealth set up with nothing, some spending: 0 months', spec: { expenses: [{ amount: 10_000 }] }, code: 'EF3', level: 1 },
        { name: 'working, spending estimated at 0: savings over 1 cent', spec: { estimated: 0, assets: { fixedDeposit: 600 } }, code: 'EF1B', level: 3 },
        { name: 'not working, exactly 6 months (even saving 20 % with no investments)', spec: { ...saver, employment: 'NOT_WORKING' }, code: 'EF4', level: 3 },
        { name: 'not working, 5.9 months (5.95 less 1 cent, rounded once)', spec: { ...spending, employment: 'NOT_WORKING', assets: { cashBalance: 594_999 } }, code: 'EF5', level: 2 },
        { name: 'unemployed, exactly 3 months', spec: { ...spending, employment: 'UNEMPLOYED', assets: { cashBalance: 300_000 } }, code: 'EF5', level: 2 },
        { name: 'status not given, 2.9 months (2.95 less 1 cent, rounded once)', spec: { ...spending, employment: null, assets: { cashBalance: 294_999 } }, code: 'EF6', level: 1 },
        { name: 'loan cash is outflow, CPF is not: 300,000 over 50,000 + 50,000 is 3 months', spec: { expenses: [{ amount: 50_000 }], loans: [{ cash: 50_000, cpf: 900_000 }], assets: { cashBalance: 300_000 } }, code: 'EF2', level: 2 },
        { name: 'monthly investments are not outflow', spec: { ...spending, investments: [100_000], assets: { cashBalance: 600_000 } }, code: 'EF1B', level: 3 },
      ],
      (spec) => healthCheck(snapshot(spec)).emergencyFund,
    );
  });

  describe('pickRule', () => {
    const facts: RuleFacts = { savingsRatio: null, debtServicingRatio: null, emergencyFundMonths: dec(0n), investmentClasses: 0, wealthKnown: true, investsMonthly: false, working: true };
    const rules: [Rule<'A' | 'B' | 'C'>, ...Rule<'A' | 'B' | 'C'>[]] = [
      { code: 'A', level: 1, applies: () => false },
      { code: 'B', level: 2, applies: () => true },
      { code: 'C', level: 3, applies: () => true },
    ];

    it('picks the first matching rule', () => expect(pickRule(rules, facts)).to.deep.equal({ code: 'B', level: 2 }));
    it('falls back to the first rule when none matches', () => {
      expect(pickRule([rules[0], { code: 'C', level: 3, applies: () => false }], facts)).to.deep.equal({ code: 'A', level: 1 });
    });
  });
});
