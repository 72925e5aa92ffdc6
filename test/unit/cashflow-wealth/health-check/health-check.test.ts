import { expect } from 'chai';
import { healthCheck } from '../../../../src/cashflow-wealth/domain/health-check/health-check.js';
import { combineLevels, type HealthLevel } from '../../../../src/cashflow-wealth/domain/health-check/health-level.js';
import { snapshot } from './snapshot-builder.js';

describe('cashflow-wealth health check: the answer, areas and overall level', () => {
  it("answers the issue's example shape exactly", () => {
    // 8,000 SGD take-home of 10,000 gross; 5,500 spent; a 1,000 loan half cash half CPF; 27,000 liquid; one stock.
    const check = healthCheck(
      snapshot({
        incomes: [{ gross: 1_000_000, net: 800_000 }],
        expenses: [{ amount: 550_000 }],
        loans: [{ cash: 50_000, cpf: 50_000 }],
        assets: { cashBalance: 700_000, cashSavings: 1_000_000, fixedDeposit: 1_000_000, stock: 3_000_000 },
      }),
    );
    expect(JSON.parse(JSON.stringify(check))).to.deep.equal({
      savingsRatio: { code: 'SR1B', level: 3, ratio: 0.25 },
      debtServicingRatio: { code: 'TDSR1', level: 3, ratio: 0.1 },
      diversification: { code: 'IV2', level: 2, classes: 1 },
      emergencyFund: { code: 'EF2', level: 2, months: 4.5, fund: 2_700_000, monthlyOutflow: 600_000, allocated: false },
      areas: { cashflow: 3, wealth: 2, protection: 2 },
      overall: 2,
      monthlyFigures: {
        takeHomeIncome: 800_000,
        expenses: 550_000,
        instalmentsCash: 50_000,
        instalmentsCpf: 50_000,
        monthlyInvestments: 0,
        leftEachMonth: 200_000,
        inputs: { income: true, expenses: true, instalments: true, wealth: true, savings: true, loansKnown: true },
      },
    });
  });

  const NOTHING_YET = { income: false, expenses: false, instalments: false, wealth: false, savings: false, loansKnown: false };

  it('a brand-new account: every indicator not available yet, every area and the overall level 0 (never red)', () => {
    const check = healthCheck(snapshot({ employment: null, cashflowSetUp: false, wealthSetUp: false }));
    expect(check).to.deep.include({
      savingsRatio: { code: 'SR0', level: 0, ratio: null },
      debtServicingRatio: { code: 'TDSR0', level: 0, ratio: null },
      diversification: { code: 'IV0', level: 0, classes: 0 },
      emergencyFund: { code: 'EF0', level: 0, months: null, fund: null, monthlyOutflow: null, allocated: false },
      areas: { cashflow: 0, wealth: 0, protection: 0 },
      overall: 0,
    });
    expect(check.monthlyFigures.inputs).to.deep.equal(NOTHING_YET);
  });

  it('income only: savings ratio and debt servicing not available yet, no verdict anywhere', () => {
    const check = healthCheck(snapshot({ incomes: [{ gross: 500_000 }], cashflowSetUp: false, wealthSetUp: false }));
    expect([check.savingsRatio.code, check.debtServicingRatio.code, check.diversification.code, check.emergencyFund.code]).to.deep.equal(['SR0', 'TDSR0', 'IV0', 'EF0']);
    expect(check.overall).to.equal(0);
    expect(check.monthlyFigures).to.include({ takeHomeIncome: 500_000, leftEachMonth: 500_000 });
  });

  it('an S$650 car loan with no split counts as cash in both ratios', () => {
    const check = healthCheck(snapshot({ incomes: [{ gross: 500_000 }], expenses: [{ amount: 200_000 }], loans: [{ cash: 0, cpf: 0, amount: 65_000 }] }));
    // (500,000 - 200,000 - 65,000) / 500,000 = 0.47; 65,000 / 500,000 = 0.13.
    expect([check.savingsRatio.ratio, check.debtServicingRatio.ratio]).to.deep.equal([0.47, 0.13]);
    expect(check.monthlyFigures).to.include({ instalmentsCash: 65_000, instalmentsCpf: 0, leftEachMonth: 235_000 });
  });

  it('the overall level combines only the available indicators: good savings alone is good overall', () => {
    const check = healthCheck(snapshot({ incomes: [{ gross: 100_000 }], expenses: [{ amount: 10_000 }], wealthSetUp: false }));
    expect([check.areas, check.overall]).to.deep.equal([{ cashflow: 3, wealth: 0, protection: 0 }, 3]);
  });

  it('rounds ratios to 4 decimals and months once to 1, half-up', () => {
    // (300,000 - 200,000) / 300,000 = 0.33333…; 67,000 / 300,000 = 0.22333…; 210,000 / 200,000 = 1.05 months.
    const check = healthCheck(
      snapshot({ incomes: [{ gross: 300_000 }], expenses: [{ amount: 200_000 }], loans: [{ cash: 0, cpf: 67_000 }], assets: { cashBalance: 210_000 } }),
    );
    expect([check.savingsRatio.ratio, check.debtServicingRatio.ratio, check.emergencyFund.months]).to.deep.equal([0.3333, 0.2233, 1.1]);
  });

  it('rounds half-up at the 4th decimal: 0.00005 becomes 0.0001', () => {
    const check = healthCheck(snapshot({ incomes: [{ gross: 100_000 }], loans: [{ cash: 5, cpf: 0 }] }));
    expect(check.debtServicingRatio).to.deep.equal({ code: 'TDSR1', level: 3, ratio: 0.0001 });
  });

  it('bands use the exact ratio, not the rounded one: 19.9999 % shows as 0.2 but is fair', () => {
    // (10,000,000 - 8,000,001) / 10,000,000 = 0.1999999 -> shown 0.2, still under 20 %.
    const check = healthCheck(snapshot({ incomes: [{ gross: 10_000_000 }], expenses: [{ amount: 8_000_001 }] }));
    expect(check.savingsRatio).to.deep.equal({ code: 'SR2', level: 2, ratio: 0.2 });
  });

  it('cashflow combines savings and debt: good savings with fair debt is fair', () => {
    const check = healthCheck(snapshot({ incomes: [{ gross: 100_000 }], expenses: [{ amount: 10_000 }], loans: [{ cash: 20_000, cpf: 20_000 }] }));
    expect([check.savingsRatio.level, check.debtServicingRatio.level, check.areas.cashflow]).to.deep.equal([3, 2, 2]);
  });

  it('overall is the floor of the average of the three areas: 3, 3, 1 averages 2.33 -> fair', () => {
    // Good savings (no debt), two investment classes, no liquid savings: 0 months.
    const check = healthCheck(snapshot({ incomes: [{ gross: 100_000 }], expenses: [{ amount: 10_000 }], assets: { stock: 1, bond: 1 } }));
    expect(check.areas).to.deep.equal({ cashflow: 3, wealth: 3, protection: 1 });
    expect(check.overall).to.equal(2);
  });

  it('overall all good is good', () => {
    const check = healthCheck(snapshot({ incomes: [{ gross: 100_000 }], expenses: [{ amount: 10_000 }], assets: { stock: 1, gold: 1, cashBalance: 60_000 } }));
    expect([check.areas, check.overall]).to.deep.equal([{ cashflow: 3, wealth: 3, protection: 3 }, 3]);
  });

  describe('combineLevels: average of the non-zero levels, mapped to the highest level not above it', () => {
    const cases: [HealthLevel[], HealthLevel][] = [
      [[], 0],
      [[0, 0], 0],
      [[3, 0], 3],
      [[0, 1], 1],
      [[3, 3], 3],
      [[3, 2], 2],
      [[1, 2], 1],
      [[1, 3], 2],
      [[3, 2, 2], 2],
      [[3, 3, 2], 2],
      [[3, 3, 1], 2],
      [[2, 1, 1], 1],
      [[0, 3, 1], 2],
      [[1, 1, 1], 1],
    ];
    for (const [levels, combined] of cases) {
      it(`[${levels.join(', ')}] -> ${combined}`, () => expect(combineLevels(levels)).to.equal(combined));
    }
  });
});
