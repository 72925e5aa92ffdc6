import { expect } from 'chai';
import { CPF_HOUSING_GRANT_RESALE } from '../../../../src/housing/domain/policy/cpf-housing-grant-resale.js';
import { tableProblems, valueOn } from '../../../../src/housing/domain/policy/dated-table.js';
import { ENHANCED_CPF_HOUSING_GRANT } from '../../../../src/housing/domain/policy/enhanced-cpf-housing-grant.js';
import { PROXIMITY_HOUSING_GRANT } from '../../../../src/housing/domain/policy/proximity-housing-grant.js';
import { RESALE_GRANT_LEASE_PRORATION } from '../../../../src/housing/domain/policy/resale-grant-lease-proration.js';

describe('Grant tables (docs/decisions.md "Housing grants worked out")', () => {
  for (const table of [ENHANCED_CPF_HOUSING_GRANT, CPF_HOUSING_GRANT_RESALE, PROXIMITY_HOUSING_GRANT, RESALE_GRANT_LEASE_PRORATION]) {
    it(`${table.name}: covers every day once, each row sourced and checked on 2026-11-26`, () => {
      expect(tableProblems(table)).to.deep.equal([]);
      for (const row of table.rows) expect(row.source.checkedOn).to.equal('2026-11-26');
    });
  }

  it('EHG from 20 Aug 2024: S$120,000 down to S$10,000 in 16 bands of S$500 up to S$9,000; the six above S$6,000 marked to confirm', () => {
    const rule = valueOn(ENHANCED_CPF_HOUSING_GRANT, '2024-08-20')!;
    expect(rule.bands.map((b) => [b.incomeUpTo / 100, b.amount / 100])).to.deep.equal([
      [1500, 120000], [2000, 110000], [2500, 105000], [3000, 95000], [3500, 90000], [4000, 80000], [4500, 70000], [5000, 65000],
      [5500, 55000], [6000, 50000], [6500, 40000], [7000, 30000], [7500, 25000], [8000, 20000], [8500, 15000], [9000, 10000],
    ]);
    expect(rule.bands.filter((b) => b.toConfirm).map((b) => b.incomeUpTo / 100)).to.deep.equal([6500, 7000, 7500, 8000, 8500, 9000]);
  });

  it('EHG from 11 Sep 2019 to 19 Aug 2024: S$80,000 less S$5,000 a band to S$5,000; none before 11 Sep 2019', () => {
    const rule = valueOn(ENHANCED_CPF_HOUSING_GRANT, '2024-08-19')!;
    expect(rule.bands.map((b) => b.amount / 100)).to.deep.equal([80000, 75000, 70000, 65000, 60000, 55000, 50000, 45000, 40000, 35000, 30000, 25000, 20000, 15000, 10000, 5000]);
    expect(valueOn(ENHANCED_CPF_HOUSING_GRANT, '2019-09-11')).to.deep.equal(rule);
    expect(valueOn(ENHANCED_CPF_HOUSING_GRANT, '2019-09-10')).to.equal(null);
  });

  it('CPF Housing Grant for resale flats from 14 Feb 2023, and the amounts before', () => {
    const now = valueOn(CPF_HOUSING_GRANT_RESALE, '2023-02-14');
    expect([now.citizenFamily.upToFourRoom, now.citizenFamily.fiveRoomOrLarger, now.citizenAndPrFamily.upToFourRoom, now.citizenAndPrFamily.fiveRoomOrLarger]).to.deep.equal([8_000_000, 5_000_000, 7_000_000, 4_000_000]);
    expect([now.single.upToFourRoom, now.single.fiveRoomOrLarger]).to.deep.equal([4_000_000, 2_500_000]);
    expect([now.familyIncomeCeiling, now.extendedFamilyIncomeCeiling]).to.deep.equal([1_400_000, 2_100_000]);
    expect(valueOn(CPF_HOUSING_GRANT_RESALE, '2023-02-13').citizenFamily.upToFourRoom).to.equal(5_000_000);
  });

  it('Proximity Housing Grant: S$30,000 / S$20,000 for families and S$15,000 / S$10,000 for singles from 19 Feb 2018', () => {
    const now = valueOn(PROXIMITY_HOUSING_GRANT, '2018-02-19')!;
    expect([now.family.livingWith, now.family.livingNear, now.single.livingWith, now.single.livingNear]).to.deep.equal([3_000_000, 2_000_000, 1_500_000, 1_000_000]);
    expect(now.nearWithinKm).to.equal(4);
    expect(valueOn(PROXIMITY_HOUSING_GRANT, '2018-02-18')!.family.livingWith).to.equal(2_000_000);
    expect(valueOn(PROXIMITY_HOUSING_GRANT, '2015-08-23')).to.equal(null);
  });
});
