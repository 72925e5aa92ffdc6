import { expect } from 'chai';
import { figureInputs, monthlyExpense, monthlyFigures } from '../../../../src/cashflow-wealth/domain/health-check/monthly-figures.js';
import { debtServicingRatio, emergencyFundMonths, investmentClasses, savingsRatio } from '../../../../src/cashflow-wealth/domain/health-check/ratios.js';
import { toCents } from '../../../../src/shared-kernel/money.js';
import { snapshot, type SnapshotSpec } from './snapshot-builder.js';

const figuresOf = (spec: SnapshotSpec) => monthlyFigures(snapshot(spec));
const inputsOf = (spec: SnapshotSpec) => figureInputs(snapshot(spec));
const text = (value: { toString(): string } | null) => (value === null ? null : value.toString());

describe('cashflow-wealth health check: monthly figures and ratios', () => {
  describe('income', () => {
    it('take-home income sums netIncome, grossIncome standing in where netIncome is null; gross sums grossIncome', () => {
      const figures = figuresOf({ incomes: [{ gross: 200_000, net: 150_000 }, { gross: 50_000, net: null }] });
      expect(figures.takeHomeIncome.toString()).to.equal('200000');
      expect(figures.grossIncome.toString()).to.equal('250000');
    });

    it('no income gives 0 for both', () => {
      const figures = figuresOf({});
      expect([figures.takeHomeIncome.toString(), figures.grossIncome.toString()]).to.deep.equal(['0', '0']);
    });
  });

  describe('expenses', () => {
    it('a yearly item counts as amount / 12, exactly (no rounding to cents)', () => {
      expect(monthlyExpense({ amount: toCents(1_200_000), timeInterval: 'YEARLY' }).toString()).to.equal('100000');
      expect(monthlyExpense({ amount: toCents(100), timeInterval: 'YEARLY' }).toFixed(6)).to.equal('8.333333');
      expect(monthlyExpense({ amount: toCents(100), timeInterval: 'MONTHLY' }).toString()).to.equal('100');
    });

    it('monthly and yearly items add up', () => {
      expect(figuresOf({ expenses: [{ amount: 30_000 }, { amount: 120_000, interval: 'YEARLY' }] }).expenses.toString()).to.equal('40000');
    });

    it('the estimated monthly expenses stand in when there are no expense items', () => {
      expect(figuresOf({ estimated: 80_000 }).expenses.toString()).to.equal('80000');
    });

    it('the estimate is ignored as soon as there is an expense item', () => {
      expect(figuresOf({ estimated: 80_000, expenses: [{ amount: 10_000 }] }).expenses.toString()).to.equal('10000');
    });

    it('no items and no estimate give 0', () => {
      expect(figuresOf({ estimated: null }).expenses.toString()).to.equal('0');
    });
  });

  describe('loans, investments and liquid assets', () => {
    it('separates the cash portion from the whole repayment (cash + CPF)', () => {
      const figures = figuresOf({ loans: [{ cash: 30_000, cpf: 40_000 }, { cash: 5_000, cpf: 0 }] });
      expect(figures.loanCash.toString()).to.equal('35000');
      expect(figures.loanTotal.toString()).to.equal('75000');
    });

    it('liquid assets are cash balance + cash savings + fixed deposits, nothing else', () => {
      const figures = figuresOf({ assets: { cashBalance: 100, cashSavings: 20, fixedDeposit: 3, stock: 50_000, gold: 7 } });
      expect(figures.liquidAssets.toString()).to.equal('123');
    });

    it('monthly investments add up', () => {
      expect(figuresOf({ investments: [10_000, 2_500] }).monthlyInvestments.toString()).to.equal('12500');
    });
  });

  describe('savings ratio', () => {
    const cases: { name: string; spec: SnapshotSpec; ratio: string | null }[] = [
      { name: '(take-home - expenses - loan cash) / take-home', spec: { incomes: [{ gross: 120_000, net: 100_000 }], expenses: [{ amount: 50_000 }], loans: [{ cash: 30_000, cpf: 40_000 }] }, ratio: '0.2' },
      { name: 'monthly investments count as savings (not subtracted)', spec: { incomes: [{ gross: 100_000 }], expenses: [{ amount: 50_000 }], investments: [40_000] }, ratio: '0.5' },
      { name: 'the CPF portion of a loan is not subtracted', spec: { incomes: [{ gross: 100_000 }], expenses: [{ amount: 10_000 }], loans: [{ cash: 0, cpf: 90_000 }] }, ratio: '0.9' },
      { name: 'an instalment with no split counts as paid in cash', spec: { incomes: [{ gross: 100_000 }], expenses: [{ amount: 10_000 }], loans: [{ cash: 0, cpf: 0, amount: 65_000 }] }, ratio: '0.25' },
      { name: 'the part of an instalment not given as CPF counts as cash', spec: { incomes: [{ gross: 100_000 }], expenses: [{ amount: 10_000 }], loans: [{ cash: 10_000, cpf: 20_000, amount: 50_000 }] }, ratio: '0.6' },
      { name: 'not available with income only (never 100 %)', spec: { incomes: [{ gross: 100_000 }] }, ratio: null },
      { name: 'not available with income and loans but no expenses', spec: { incomes: [{ gross: 100_000 }], loans: [{ cash: 10_000, cpf: 0 }] }, ratio: null },
      { name: 'the estimate counts as the expenses', spec: { incomes: [{ gross: 100_000 }], estimated: 75_000 }, ratio: '0.25' },
      { name: 'negative when spending exceeds take-home income', spec: { incomes: [{ gross: 100_000 }], expenses: [{ amount: 150_000 }] }, ratio: '-0.5' },
      { name: 'missing with no income', spec: { expenses: [{ amount: 50_000 }] }, ratio: null },
      { name: 'missing when take-home income is 0', spec: { incomes: [{ gross: 0, net: 0 }] }, ratio: null },
      { name: 'uses gross as take-home where net is null', spec: { incomes: [{ gross: 100_000, net: null }], expenses: [{ amount: 80_000 }] }, ratio: '0.2' },
    ];
    for (const { name, spec, ratio } of cases) {
      it(name, () => expect(text(savingsRatio(figuresOf(spec), inputsOf(spec)))).to.equal(ratio));
    }
  });

  describe('total debt servicing ratio', () => {
    const cases: { name: string; spec: SnapshotSpec; ratio: string | null }[] = [
      { name: 'cash and CPF portions together over gross income', spec: { incomes: [{ gross: 200_000, net: 100_000 }], loans: [{ cash: 10_000, cpf: 30_000 }] }, ratio: '0.2' },
      { name: 'exactly 0 without loans once cashflow is set up', spec: { incomes: [{ gross: 200_000 }] }, ratio: '0' },
      { name: 'exactly 0 without loans once an expense is entered (cashflow not set up)', spec: { incomes: [{ gross: 200_000 }], expenses: [{ amount: 1 }], cashflowSetUp: false }, ratio: '0' },
      { name: 'not available with income only, cashflow not set up: loans unknown', spec: { incomes: [{ gross: 200_000 }], cashflowSetUp: false }, ratio: null },
      { name: 'an unsplit instalment counts whole', spec: { incomes: [{ gross: 200_000 }], loans: [{ cash: 0, cpf: 0, amount: 65_000 }], cashflowSetUp: false }, ratio: '0.325' },
      { name: 'missing when gross income is 0, even with loans', spec: { loans: [{ cash: 10_000, cpf: 0 }] }, ratio: null },
    ];
    for (const { name, spec, ratio } of cases) {
      it(name, () => expect(text(debtServicingRatio(figuresOf(spec), inputsOf(spec)))).to.equal(ratio));
    }
  });

  describe('emergency-fund months', () => {
    const cases: { name: string; spec: SnapshotSpec; months: string | null }[] = [
      { name: 'liquid assets over expenses + loan cash', spec: { expenses: [{ amount: 50_000 }], loans: [{ cash: 50_000, cpf: 1_000_000 }], assets: { cashBalance: 200_000, cashSavings: 50_000, fixedDeposit: 50_000 } }, months: '3' },
      { name: 'monthly investments are never an outflow', spec: { expenses: [{ amount: 100_000 }], investments: [500_000], assets: { cashBalance: 300_000 } }, months: '3' },
      { name: 'an estimate of 0 divides by 1 cent', spec: { estimated: 0, assets: { cashSavings: 100 } }, months: '100' },
      { name: 'wealth set up with no savings is 0 months', spec: { estimated: 10_000 }, months: '0' },
      { name: 'an unsplit instalment is outflow', spec: { loans: [{ cash: 0, cpf: 0, amount: 50_000 }], assets: { cashSavings: 100_000 } }, months: '2' },
      { name: 'not available without the spending side (no expenses, estimate or loans)', spec: { incomes: [{ gross: 100_000 }], assets: { cashSavings: 3_385_000 } }, months: null },
      { name: 'not available without the savings side (wealth not set up, no asset)', spec: { expenses: [{ amount: 10_000 }], wealthSetUp: false }, months: null },
      { name: 'a stock alone is not the savings side (wealth not set up)', spec: { expenses: [{ amount: 10_000 }], wealthSetUp: false, assets: { stock: 100 } }, months: null },
      { name: 'cash savings entered at 0 are the savings side, wealth not set up', spec: { expenses: [{ amount: 10_000 }], wealthSetUp: false, assets: { cashSavings: 0 } }, months: '0' },
      { name: 'before a fund target: all cash (S$116,387.81 over S$6,397.97 is 18.2)', spec: { expenses: [{ amount: 639_797 }], assets: { cashSavings: 11_638_781 } }, months: '18.2' },
      { name: 'with a fund target: what is allocated to it (S$38,387.81 over S$6,397.97 is 6.0)', spec: { expenses: [{ amount: 639_797 }], assets: { cashSavings: 11_638_781 }, fundAllocated: 3_838_781 }, months: '6' },
      { name: 'a fund target with nothing allocated is 0 months, whatever the cash', spec: { expenses: [{ amount: 639_797 }], assets: { cashSavings: 11_638_781 }, fundAllocated: 0 }, months: '0' },
      { name: 'a fund target makes the savings side known without any asset', spec: { expenses: [{ amount: 100_000 }], wealthSetUp: false, fundAllocated: 300_000 }, months: '3' },
      { name: 'rounded once, half up to 1 decimal (1.25 -> 1.3)', spec: { expenses: [{ amount: 400 }], assets: { cashSavings: 500 } }, months: '1.3' },
      { name: 'the estimate stands in for the outflow', spec: { estimated: 40_000, assets: { fixedDeposit: 100_000 } }, months: '2.5' },
    ];
    for (const { name, spec, months } of cases) {
      it(name, () => expect(text(emergencyFundMonths(figuresOf(spec), inputsOf(spec), snapshot(spec).emergencyFundAllocated))).to.equal(months));
    }
  });

  describe('investment classes', () => {
    const cases: { name: string; assets: SnapshotSpec['assets']; classes: number }[] = [
      { name: 'none', assets: {}, classes: 0 },
      { name: 'cash, savings and fixed deposits are not investment classes', assets: { cashBalance: 1, cashSavings: 1, fixedDeposit: 1 }, classes: 0 },
      { name: 'one kind', assets: { stock: 1 }, classes: 1 },
      { name: 'two kinds', assets: { stock: 500, bond: 1 }, classes: 2 },
      { name: 'all six kinds', assets: { stock: 1, bond: 1, unitTrust: 1, gold: 1, structuredProduct: 1, otherInvestment: 1 }, classes: 6 },
      { name: 'a kind worth 0 does not count', assets: { gold: 0, unitTrust: 10 }, classes: 1 },
    ];
    for (const { name, assets, classes } of cases) {
      it(name, () => expect(investmentClasses(snapshot({ assets }).assets)).to.equal(classes));
    }
  });
});
