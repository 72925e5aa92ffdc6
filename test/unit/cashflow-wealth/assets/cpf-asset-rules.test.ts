import { expect } from 'chai';
import { ageOn, hasRetirementAccount, settleCpfBalances, visibleCpfAsset, type CpfBalances } from '../../../../src/cashflow-wealth/domain/cpf-asset.js';
import type { DomainError } from '../../../../src/shared-kernel/errors.js';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';

const day = (text: string) => text as LocalDate;
const balances = (oa: number, sa: number, ma: number, ra: number) => ({ oa, sa, ma, ra }) as CpfBalances;

function problemsOf(fn: () => unknown) {
  try {
    fn();
    return [];
  } catch (error) {
    return (error as DomainError).details;
  }
}

describe('CPF asset rules (spec 2 §3)', () => {
  it('counts age in whole years: 54 the day before the 55th birthday, 55 on it', () => {
    expect(ageOn('1971-11-22', day('2026-11-21'))).to.equal(54);
    expect(ageOn('1971-11-22', day('2026-11-22'))).to.equal(55);
    expect(hasRetirementAccount('1971-11-22', day('2026-11-21'))).to.equal(false);
    expect(hasRetirementAccount('1971-11-22', day('2026-11-22'))).to.equal(true);
    expect(hasRetirementAccount('1960-01-01', day('2026-11-22'))).to.equal(true);
  });

  it('turns someone born on 29 February a year older on 1 March in other years', () => {
    expect(ageOn('1971-02-28', day('2026-02-28'))).to.equal(55);
    expect(ageOn('1972-02-29', day('2027-02-28'))).to.equal(54);
    expect(ageOn('1972-02-29', day('2027-03-01'))).to.equal(55);
  });

  it('treats a resident without a date of birth as younger than 55', () => {
    expect(ageOn(null, day('2026-11-22'))).to.equal(null);
    expect(hasRetirementAccount(null, day('2026-11-22'))).to.equal(false);
  });

  it('refuses a positive retirement account before 55, and takes 0 or nothing at any age', () => {
    expect(problemsOf(() => settleCpfBalances(null, { oa: 1, sa: 2, ma: 3, ra: 4 }, false))).to.deep.equal([{ field: 'ra', message: 'The retirement account applies from age 55' }]);
    expect(settleCpfBalances(null, { oa: 1, sa: 2, ma: 3, ra: 0 }, false)).to.deep.equal(balances(1, 2, 3, 0));
    expect(settleCpfBalances(null, { oa: 1, sa: 2, ma: 3 }, false)).to.deep.equal(balances(1, 2, 3, 0));
    expect(settleCpfBalances(null, { oa: 1, sa: 2, ma: 3, ra: 4 }, true)).to.deep.equal(balances(1, 2, 3, 4));
  });

  it('keeps the stored retirement account when ra is left out', () => {
    expect(settleCpfBalances(balances(1, 1, 1, 9_000_000), { oa: 5, sa: 6, ma: 7 }, true)).to.deep.equal(balances(5, 6, 7, 9_000_000));
  });

  it('takes whole cents from 0 to the SGD money cap', () => {
    expect(settleCpfBalances(null, { oa: 30_000_000_000_000, sa: 0, ma: 0 }, false).oa).to.equal(30_000_000_000_000);
    expect(problemsOf(() => settleCpfBalances(null, { oa: 30_000_000_000_001, sa: -1, ma: 0.5 }, false))).to.deep.equal([
      { field: 'oa', message: 'Must be less than or equal to 300,000,000,000' },
      { field: 'sa', message: 'Must be more than or equal to 0' },
      { field: 'ma', message: 'Must be a whole number' },
    ]);
  });

  it('shows ra only from 55', () => {
    const asset = { id: 'a', ...balances(1, 2, 3, 4) } as { id: string; oa: Cents; sa: Cents; ma: Cents; ra: Cents };
    expect(visibleCpfAsset(asset, false)).to.deep.equal({ id: 'a', oa: 1, sa: 2, ma: 3 });
    expect(visibleCpfAsset(asset, true)).to.deep.equal({ id: 'a', oa: 1, sa: 2, ma: 3, ra: 4 });
  });
});
