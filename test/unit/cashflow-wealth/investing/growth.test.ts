import { expect } from 'chai';
import {
  DEFAULT_GROWTH_RATES,
  GROWTH_ASSUMPTIONS_SET_ON,
  INVESTMENT_KINDS,
  isInvestmentKind,
  projectPortfolio,
  projectValue,
  rateOf,
  weightedGrowthRate,
} from '../../../../src/cashflow-wealth/domain/investing/growth.js';

describe('estimated growth rate (investing for beginners)', () => {
  describe('default rates', () => {
    it('are one dated table of assumptions: a rate, a basis and a source for each kind of investment', () => {
      expect(GROWTH_ASSUMPTIONS_SET_ON).to.equal('2026-11-26');
      expect(Object.keys(DEFAULT_GROWTH_RATES).sort()).to.deep.equal([...INVESTMENT_KINDS].sort());
      expect(Object.fromEntries(INVESTMENT_KINDS.map((kind) => [kind, DEFAULT_GROWTH_RATES[kind].ratePercent]))).to.deep.equal({
        stock: 6,
        bond: 3,
        'unit-trust': 4.25,
        gold: 2,
        'structured-product': 3,
        'other-investment': 2.5,
      });
      for (const kind of INVESTMENT_KINDS) {
        const { basis, sourceName, sourceUrl } = DEFAULT_GROWTH_RATES[kind];
        expect(basis, kind).to.not.equal('');
        expect(sourceName, kind).to.not.equal('');
        expect(sourceUrl, kind).to.match(/^https:\/\//);
      }
    });

    it('count only the kinds a market prices: cash, fixed deposits, insurance, the home and other assets are not investments', () => {
      for (const kind of INVESTMENT_KINDS) expect(isInvestmentKind(kind), kind).to.equal(true);
      for (const kind of ['cash-balance', 'cash-savings', 'fixed-deposit', 'insurance', 'other-non-investment', 'property', 'cpf']) expect(isInvestmentKind(kind), kind).to.equal(false);
    });

    it('apply only when the resident gave no rate; their own rate, even 0, wins', () => {
      expect(rateOf({ kind: 'stock', estimatedGrowthRate: null })).to.deep.equal({ ratePercent: 6, isDefault: true });
      expect(rateOf({ kind: 'stock', estimatedGrowthRate: 0 })).to.deep.equal({ ratePercent: 0, isDefault: false });
      expect(rateOf({ kind: 'gold', estimatedGrowthRate: 12.34 })).to.deep.equal({ ratePercent: 12.34, isDefault: false });
    });
  });

  describe('weighted rate', () => {
    it('weighs each rate by the investment value: S$30,000 at 6 % and S$10,000 at 3 % is 5.25 %', () => {
      expect(
        weightedGrowthRate([
          { kind: 'stock', valueCents: 3_000_000, estimatedGrowthRate: null },
          { kind: 'bond', valueCents: 1_000_000, estimatedGrowthRate: null },
        ]),
      ).to.equal(5.25);
    });

    it('rounds half up to 2 decimals: S$1 at 1 % and S$2 at 2 % is 1.666... -> 1.67 %', () => {
      expect(
        weightedGrowthRate([
          { kind: 'stock', valueCents: 100, estimatedGrowthRate: 1 },
          { kind: 'stock', valueCents: 200, estimatedGrowthRate: 2 },
        ]),
      ).to.equal(1.67);
    });

    it('takes negative rates as they are: S$10,000 at -10 % and S$10,000 at 4 % is -3 %', () => {
      expect(
        weightedGrowthRate([
          { kind: 'stock', valueCents: 1_000_000, estimatedGrowthRate: -10 },
          { kind: 'bond', valueCents: 1_000_000, estimatedGrowthRate: 4 },
        ]),
      ).to.equal(-3);
    });

    it('is null for an empty portfolio, or one worth S$0', () => {
      expect(weightedGrowthRate([])).to.equal(null);
      expect(weightedGrowthRate([{ kind: 'stock', valueCents: 0, estimatedGrowthRate: 5 }])).to.equal(null);
    });
  });

  describe('projection (monthly compounding, monthly investments at month end)', () => {
    it('grows S$10,000 at 5 % for 10 years to S$16,470.09', () => {
      expect(projectValue(1_000_000, 5, 0, 10)).to.equal(1_647_009);
    });

    it('with S$500 added at the end of every month: S$94,111.23 (S$16,470.09 + S$77,641.14)', () => {
      expect(projectValue(1_000_000, 5, 50_000, 10)).to.equal(9_411_123);
      expect(projectValue(0, 5, 50_000, 10)).to.equal(7_764_114);
    });

    it('at 0 % adds the monthly investments and nothing else', () => {
      expect(projectValue(1_000_000, 0, 0, 10)).to.equal(1_000_000);
      expect(projectValue(1_000_000, 0, 50_000, 10)).to.equal(7_000_000);
    });

    it('adds the first monthly investment at the end of the first month: 1 year of S$100 at 12 % is S$1,268.25, not S$1,280.93', () => {
      expect(projectValue(0, 12, 10_000, 1)).to.equal(126_825);
    });

    it('projects a 2-investment portfolio at its weighted rate, year by year for 20 years', () => {
      const projection = projectPortfolio(
        [
          { kind: 'stock', valueCents: 3_000_000, estimatedGrowthRate: null },
          { kind: 'bond', valueCents: 1_000_000, estimatedGrowthRate: null },
        ],
        50_000,
      )!;
      expect(projection.ratePercent).to.equal(5.25);
      expect(projection.startCents).to.equal(4_000_000);
      expect(projection.points).to.have.length(21);
      expect(projection.points[0]).to.deep.equal({ year: 0, withoutMonthlyCents: 4_000_000, withMonthlyCents: 4_000_000, paidInCents: 4_000_000 });
      const at = (year: number) => projection.points[year]!;
      expect([at(5).withoutMonthlyCents, at(10).withoutMonthlyCents, at(20).withoutMonthlyCents]).to.deep.equal([5_197_729, 6_754_097, 11_404_456]);
      expect([at(5).withMonthlyCents, at(10).withMonthlyCents, at(20).withMonthlyCents]).to.deep.equal([8_619_812, 14_622_945, 32_560_045]);
      expect(at(20).paidInCents).to.equal(4_000_000 + 50_000 * 240);
    });

    it('has nothing to project for an empty portfolio', () => {
      expect(projectPortfolio([], 50_000)).to.equal(null);
    });
  });
});
