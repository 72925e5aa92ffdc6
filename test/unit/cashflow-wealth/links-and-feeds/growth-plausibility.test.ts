import { expect } from 'chai';
import { GROWTH_BOUNDS, formatGrowthRate, growthClassOf, growthRateFlag } from '../../../../src/cashflow-wealth/domain/investing/growth-plausibility.js';

const flagOf = (kind: string, name: string, rate: number | null, kept: number | null = null) => growthRateFlag({ kind, name, estimatedGrowthRate: rate, keptRatePercent: kept });

describe('Growth-rate plausibility (docs/decisions.md "Links and feeds")', () => {
  describe('the table of bounds', () => {
    it('holds each class to the bounds the decision names, every floor at 0', () => {
      const table = Object.fromEntries(Object.entries(GROWTH_BOUNDS).map(([name, b]) => [name, [b.minPercent, b.maxPercent]]));
      expect(table).to.deep.equal({
        DEPOSIT: [0, 5],
        SG_GOVERNMENT_BOND: [0, 6],
        BOND: [0, 10],
        STRUCTURED_PRODUCT: [0, 10],
        EQUITY: [0, 30],
        UNIT_TRUST: [0, 30],
        GOLD: [0, 15],
        OTHER_INVESTMENT: [0, 30],
        INSURANCE: [0, 6],
      });
      for (const bounds of Object.values(GROWTH_BOUNDS)) expect(bounds.sourceUrl).to.match(/^https:\/\//);
    });

    it('tells Singapore government bonds from other bonds by their names', () => {
      expect(growthClassOf('bond', 'SGS 2.875% 2030')).to.equal('SG_GOVERNMENT_BOND');
      expect(growthClassOf('bond', 'Singapore Savings Bond')).to.equal('SG_GOVERNMENT_BOND');
      expect(growthClassOf('bond', 'SSB Jan 2026')).to.equal('SG_GOVERNMENT_BOND');
      expect(growthClassOf('bond', '6-month T-bill')).to.equal('SG_GOVERNMENT_BOND');
      expect(growthClassOf('bond', 'Astrea 7 bond')).to.equal('BOND');
      expect(growthClassOf('fixed-deposit', 'SCB 12-month')).to.equal('DEPOSIT');
      expect(growthClassOf('property', 'Our flat')).to.equal(null);
      expect(growthClassOf('other-non-investment', 'Car')).to.equal(null);
    });
  });

  describe('a government bond (0 to 6 %)', () => {
    it('flags 6.8 % with the bond default of 3.0 % offered', () => {
      expect(flagOf('bond', 'SGS 2.875% 2030', 6.8)).to.deep.equal({
        growthClass: 'SG_GOVERNMENT_BOND',
        ratePercent: 6.8,
        direction: 'HIGH',
        minPercent: 0,
        maxPercent: 6,
        defaultRatePercent: 3,
        message: '6.8 % a year is unusually high for a government bond; we would use 3.0 %, the default for bonds. Keep yours?',
      });
    });
    it('lets exactly 6 % pass and flags 6.01 %', () => {
      expect(flagOf('bond', 'SSB Jan 2026', 6)).to.equal(null);
      expect(flagOf('bond', 'SSB Jan 2026', 6.01)?.direction).to.equal('HIGH');
    });
    it('holds a corporate bond to 10 % instead', () => {
      expect(flagOf('bond', 'Astrea 7 bond', 6.8)).to.equal(null);
      expect(flagOf('bond', 'Astrea 7 bond', 10.5)?.message).to.equal('10.5 % a year is unusually high for a bond; we would use 3.0 %, the default for bonds. Keep yours?');
    });
  });

  describe('a deposit (0 to 5 %)', () => {
    it('flags 5.5 % and offers no growth, which is what we use for cash', () => {
      const flag = flagOf('fixed-deposit', 'SCB 12-month', 5.5);
      expect([flag?.defaultRatePercent, flag?.message]).to.deep.equal([null, '5.5 % a year is unusually high for a bank deposit; we would use none: we do not grow cash in projections. Keep yours?']);
    });
    it('lets exactly 5 % pass', () => expect(flagOf('cash-savings', 'DBS Multiplier', 5)).to.equal(null));
  });

  describe('shares and unit trusts (0 to 30 %)', () => {
    it('flags any negative rate', () => {
      expect(flagOf('stock', 'SINGTEL', -0.5)?.message).to.equal('-0.5 % a year is unusually low for shares; we would use 6.0 %, the default for stocks. Keep yours?');
      expect(flagOf('unit-trust', 'Global Equity', -2)?.direction).to.equal('LOW');
    });
    it('flags above 30 % and lets 0, 12.34 and 30 pass', () => {
      expect(flagOf('unit-trust', 'Global Equity', 30.5)?.message).to.equal('30.5 % a year is unusually high for a unit trust; we would use 4.25 %, the default for unit trusts. Keep yours?');
      for (const rate of [0, 12.34, 30]) expect(flagOf('stock', 'SINGTEL', rate), String(rate)).to.equal(null);
    });
  });

  describe('gold (0 to 15 %), structured products (0 to 10 %), insurance (0 to 6 %)', () => {
    it('flags past each ceiling', () => {
      expect(flagOf('gold', 'Gold bar 100g', 15.5)?.defaultRatePercent).to.equal(2);
      expect(flagOf('gold', 'Gold bar 100g', 15)).to.equal(null);
      expect(flagOf('structured-product', 'Autocallable Note', 12.34)?.defaultRatePercent).to.equal(3);
      expect(flagOf('insurance', 'Endowment', 6.5)?.defaultRatePercent).to.equal(null);
    });
  });

  describe('what is never flagged', () => {
    it('no rate (our default), a rate the resident kept, and kinds without bounds', () => {
      expect(flagOf('bond', 'SGS 2.875% 2030', null)).to.equal(null);
      expect(flagOf('bond', 'SGS 2.875% 2030', 6.8, 6.8)).to.equal(null);
      expect(flagOf('bond', 'SGS 2.875% 2030', 7.5, 6.8), 'a new rate is asked about again').to.not.equal(null);
      expect(flagOf('property', 'Our flat', 40)).to.equal(null);
    });
  });

  describe('formatGrowthRate', () => {
    it('writes one decimal at least, two at most', () => {
      expect([3, 6.8, 4.25, 12.34, -2, 10].map(formatGrowthRate)).to.deep.equal(['3.0 %', '6.8 %', '4.25 %', '12.34 %', '-2.0 %', '10.0 %']);
    });
  });
});
