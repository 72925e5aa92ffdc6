import { expect } from 'chai';
import {
  formRetirementAccount,
  monthlyInterest,
  payoutEligibilityAge,
  retirementSumsForCohort,
  type CpfBalances,
  type CpfMember,
} from '../../../../src/shared-kernel/cpf/index.js';
import { toCents } from '../../../../src/shared-kernel/money.js';

const $ = (dollars: number) => toCents(Math.round(dollars * 100));
const balances = (oa: number, sa: number, ma: number, ra: number): CpfBalances => ({ oa: $(oa), sa: $(sa), ma: $(ma), ra: $(ra) });
const citizen = (dateOfBirth: string): CpfMember => ({ dateOfBirth, residency: 'CITIZEN' });

describe('CPF interest (CPF Board, "How much extra interest can I earn on my CPF savings?")', () => {
  it('S$70,000 at 40: OA 30,000, SA 25,000, MA 15,000; extra 1 % on the first S$60,000 with OA capped at S$20,000, the OA\u2019s extra to the SA', () => {
    const i = monthlyInterest(balances(30_000, 25_000, 15_000, 0), citizen('1986-01-01'), '2026-03');
    // base: OA 2.5 %, SA and MA 4 % (the floor), a twelfth each
    expect(i.base).to.deep.equal(balances(62.5, 83.33, 50, 0));
    // extra: OA 20,000 -> 16.67 into the SA; SA 25,000 -> 20.83; MA 15,000 -> 12.50
    expect(i.extra).to.deep.equal(balances(0, 37.5, 12.5, 0));
  });
  it('from 55: 2 % on the first S$30,000 and 1 % on the next S$30,000, RA counted first, the OA\u2019s extra to the RA', () => {
    const i = monthlyInterest(balances(20_000, 0, 0, 50_000), citizen('1966-02-01'), '2026-03');
    expect(i.base).to.deep.equal(balances(41.67, 0, 0, 166.67));
    // RA: 30,000 x 2 % + 20,000 x 1 %; OA: 10,000 x 1 % (it is counted after the RA's 50,000)
    expect(i.extra).to.deep.equal(balances(0, 0, 0, 75));
  });
  it('uses the quarter\u2019s published rate: 4.08 % on the SA and the RA in Q1 2024 (joint statement, Dec 2023)', () => {
    const base = monthlyInterest(balances(0, 10_000, 0, 10_000), citizen('1960-01-01'), '2024-02').base;
    expect([base.sa, base.ra]).to.deep.equal([$(34), $(34)]);
  });
  it('Q4 2023: the SA at 4.04 % while the RA, still computed yearly, stayed at 4 %', () => {
    const base = monthlyInterest(balances(0, 30_000, 0, 30_000), citizen('1960-01-01'), '2023-11').base;
    expect([base.sa, base.ra]).to.deep.equal([$(101), $(100)]);
  });
});

describe('retirement sums by cohort (CPF Board; FRS = 2 x BRS, ERS = 3 x BRS to 2024, 4 x BRS from 2025)', () => {
  const cases: Array<[number, number, number, number]> = [
    [2023, 99_400, 198_800, 298_200],
    [2024, 102_900, 205_800, 308_700],
    [2025, 106_500, 213_000, 426_000],
    [2026, 110_200, 220_400, 440_800],
    [2027, 114_100, 228_200, 456_400],
  ];
  for (const [year, basic, full, enhanced] of cases) {
    it(`turning 55 in ${year}: ${basic} / ${full} / ${enhanced}`, () => {
      const sums = retirementSumsForCohort(year);
      expect([sums.basic, sums.full, sums.enhanced]).to.deep.equal([$(basic), $(full), $(enhanced)]);
      expect(sums.projected).to.equal(undefined);
    });
  }
  it('the Basic Healthcare Sum of 2026 is S$79,000', () => expect(retirementSumsForCohort(2026).basicHealthcare).to.equal($(79_000)));
  it('2028 is projected at 3.5 % a year from 2027 and says so: 114,100 x 1.035 -> 118,100', () => {
    const sums = retirementSumsForCohort(2028);
    expect([sums.basic, sums.full, sums.enhanced, sums.projected]).to.deep.equal([$(118_100), $(236_200), $(472_400), true]);
    expect(sums.sources.some((s) => s.toConfirm)).to.equal(true);
  });
});

describe('the Retirement Account formed at 55', () => {
  it('2025, Full sum: the SA first (120,000), then the OA (93,000) up to S$213,000', () => {
    const r = formRetirementAccount(balances(150_000, 120_000, 60_000, 0), citizen('1970-04-10'), '2025-04', 'FULL');
    expect([r.fromSa, r.fromOa, r.saToOa]).to.deep.equal([$(120_000), $(93_000), 0]);
    expect(r.balances).to.deep.equal(balances(57_000, 0, 60_000, 213_000));
  });
  it('2025: the SA above the sum closes into the OA', () => {
    const r = formRetirementAccount(balances(50_000, 250_000, 60_000, 0), citizen('1970-04-10'), '2025-04', 'FULL');
    expect([r.fromSa, r.fromOa, r.saToOa]).to.deep.equal([$(213_000), 0, $(37_000)]);
    expect(r.balances).to.deep.equal(balances(87_000, 0, 60_000, 213_000));
  });
  it('2025, Basic sum with a property pledge: S$106,500', () => {
    const r = formRetirementAccount(balances(50_000, 80_000, 60_000, 0), citizen('1970-04-10'), '2025-04', 'BASIC_WITH_PLEDGE');
    expect(r.balances).to.deep.equal(balances(23_500, 0, 60_000, 106_500));
  });
  it('2024: the SA\u2019s rest stays in the SA', () => {
    const r = formRetirementAccount(balances(50_000, 250_000, 60_000, 0), citizen('1969-04-10'), '2024-04', 'FULL');
    expect(r.balances).to.deep.equal(balances(50_000, 44_200, 60_000, 205_800));
    expect(r.saToOa).to.equal(0);
  });
  it('refuses any month but the 55th birthday\u2019s', () => {
    expect(() => formRetirementAccount(balances(0, 0, 0, 0), citizen('1970-04-10'), '2025-05', 'FULL')).to.throw(/2025-04/);
  });
});

describe('payout eligibility age (CPF Board: 65 for members born in 1954 or after)', () => {
  it('born 1 January 1954: 65', () => expect(payoutEligibilityAge('1954-01-01')).to.equal(65));
  it('born 15 June 1990: 65', () => expect(payoutEligibilityAge('1990-06-15')).to.equal(65));
  it('born 31 December 1953: 64', () => expect(payoutEligibilityAge('1953-12-31')).to.equal(64));
});
