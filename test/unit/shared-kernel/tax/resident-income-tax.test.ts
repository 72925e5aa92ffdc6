import { expect } from 'chai';
import { RESIDENT_INCOME_TAX, residentIncomeTax, residentTaxRowFor } from '../../../../src/shared-kernel/tax/resident-income-tax.js';

const dollars = (d: number): number => d * 100;

describe('residentIncomeTax (IRAS resident rates by Year of Assessment)', () => {
  it('taxes the first S$20,000 at 0 %', () => {
    expect(residentIncomeTax(0, 2025)).to.equal(0);
    expect(residentIncomeTax(dollars(20_000), 2025)).to.equal(0);
  });

  it('matches IRAS\u2019s gross tax payable at each band\u2019s top (YA 2024 table)', () => {
    // IRAS's cumulative column: 200; 550; 3,350; 7,950; 13,950; 21,150; 28,750; 36,550; 44,550; 84,150; 199,150.
    const table: Array<[number, number]> = [
      [30_000, 200], [40_000, 550], [80_000, 3_350], [120_000, 7_950], [160_000, 13_950], [200_000, 21_150],
      [240_000, 28_750], [280_000, 36_550], [320_000, 44_550], [500_000, 84_150], [1_000_000, 199_150],
    ];
    for (const [income, tax] of table) expect(residentIncomeTax(dollars(income), 2024), `S$${income}`).to.equal(dollars(tax));
  });

  it('works IRAS-style examples for YA 2025: S$50,000 -> S$1,250, S$100,000 -> S$5,650', () => {
    // 0 + 200 + 350 + 10,000 x 7 % = 1,250
    expect(residentIncomeTax(dollars(50_000), 2025)).to.equal(dollars(1_250));
    // 200 + 350 + 2,800 + 20,000 x 11.5 % = 5,650
    expect(residentIncomeTax(dollars(100_000), 2025)).to.equal(dollars(5_650));
  });

  it('taxes above S$1,000,000 at 24 % from YA 2024, and above S$320,000 at 22 % from YA 2017 to YA 2023', () => {
    // 199,150 + 200,000 x 24 % = 247,150
    expect(residentIncomeTax(dollars(1_200_000), 2024)).to.equal(dollars(247_150));
    // 44,550 + 880,000 x 22 % = 238,150
    expect(residentIncomeTax(dollars(1_200_000), 2023)).to.equal(dollars(238_150));
    expect(residentIncomeTax(dollars(500_000), 2017)).to.equal(dollars(84_150));
  });

  it('keeps cents and rounds half up once at the end', () => {
    // S$30,000.25: 0.25 x 3.5 % = 0.875 cents over 200.00 -> 20,000.875 cents -> 20,001
    expect(residentIncomeTax(dollars(30_000) + 25, 2025)).to.equal(20_001);
    // S$20,000.25: 25 x 2 % = 0.5 cent -> rounds up to 1
    expect(residentIncomeTax(dollars(20_000) + 25, 2025)).to.equal(1);
  });

  it('refuses a YA before the table, and incomes that are not whole cents', () => {
    expect(() => residentIncomeTax(100, 2016)).to.throw(/no row is in force for YA 2016/);
    expect(() => residentIncomeTax(1.5, 2025)).to.throw(/whole cents/);
    expect(() => residentIncomeTax(-1, 2025)).to.throw(/whole cents/);
  });

  it('every row is sourced from IRAS, its bands rise and end open, and the rows do not overlap', () => {
    let lastTo = 0;
    for (const row of RESIDENT_INCOME_TAX.rows) {
      expect(row.source.publisher).to.equal('IRAS');
      expect(row.source.checkedOn).to.match(/^\d{4}-\d{2}-\d{2}$/);
      if (row.effectiveFrom !== null) expect(row.effectiveFrom).to.be.greaterThan(lastTo);
      lastTo = row.effectiveTo ?? Number.POSITIVE_INFINITY;
      const ups = row.value.map((b) => b.upTo);
      expect(ups[ups.length - 1]).to.equal(null);
      for (let i = 1; i < ups.length - 1; i += 1) expect(ups[i]!).to.be.greaterThan(ups[i - 1]!);
    }
    expect(residentTaxRowFor(2030).effectiveFrom).to.equal(2024);
  });
});
