import { expect } from 'chai';
import { BANK_LOAN_TO_VALUE } from '../../../../src/housing/domain/policy/bank-loan-to-value.js';
import { CPF_USAGE_LIMITS } from '../../../../src/housing/domain/policy/cpf-usage-limits.js';
import { tableProblems, valueOn } from '../../../../src/housing/domain/policy/dated-table.js';
import { HDB_ELIGIBILITY_RATE_FLOOR } from '../../../../src/housing/domain/policy/hdb-eligibility-rate-floor.js';
import { HDB_CONCESSIONARY_RATE } from '../../../../src/housing/domain/policy/hdb-interest-rate.js';
import { HDB_LOAN_TENURE } from '../../../../src/housing/domain/policy/hdb-loan-tenure.js';
import { HDB_LOAN_TO_VALUE } from '../../../../src/housing/domain/policy/hdb-loan-to-value.js';
import { MORTGAGE_SERVICING_RATIO } from '../../../../src/housing/domain/policy/mortgage-servicing-ratio.js';
import { TOTAL_DEBT_SERVICING_RATIO } from '../../../../src/housing/domain/policy/total-debt-servicing-ratio.js';

const TABLES = [HDB_LOAN_TO_VALUE, BANK_LOAN_TO_VALUE, HDB_CONCESSIONARY_RATE, HDB_ELIGIBILITY_RATE_FLOOR, MORTGAGE_SERVICING_RATIO, TOTAL_DEBT_SERVICING_RATIO, HDB_LOAN_TENURE, CPF_USAGE_LIMITS];

describe('Loan and CPF policy tables (docs/decisions.md "Housing loans and CPF limits")', () => {
  for (const table of TABLES) {
    it(`${table.name}: covers every day once, every row sourced and checked on 2026-11-26`, () => {
      expect(tableProblems(table)).to.deep.equal([]);
      for (const row of table.rows) expect(row.source.checkedOn).to.equal('2026-11-26');
    });
  }

  it('HDB loan LTV: 80 % up to 19 Aug 2024, 75 % from 20 Aug 2024 (HDB/MND press release of 19 Aug 2024)', () => {
    expect(valueOn(HDB_LOAN_TO_VALUE, '2024-08-19').maxLoanPercent).to.equal(80);
    expect(valueOn(HDB_LOAN_TO_VALUE, '2024-08-20').maxLoanPercent).to.equal(75);
    expect(valueOn(HDB_LOAN_TO_VALUE, '2022-09-30').maxLoanPercent).to.equal(80);
    expect(valueOn(HDB_LOAN_TO_VALUE, '2022-09-29').maxLoanPercent).to.equal(85);
  });

  it('bank loans: 75 % with at least 5 % in cash; HDB rate 2.6 %; MSR 30 %', () => {
    expect(valueOn(BANK_LOAN_TO_VALUE, '2026-11-26')).to.deep.equal({ maxLoanPercent: 75, minCashPercent: 5 });
    expect(valueOn(HDB_CONCESSIONARY_RATE, '2026-11-26').ratePercent).to.equal(2.6);
    expect(valueOn(MORTGAGE_SERVICING_RATIO, '2026-11-26').maxPercent).to.equal(30);
  });

  it('rate floors from 30 Sep 2022: HDB 3.0 %, MAS medium-term 4 % with TDSR 55 %', () => {
    expect(valueOn(HDB_ELIGIBILITY_RATE_FLOOR, '2022-09-29').floorPercent).to.equal(null);
    expect(valueOn(HDB_ELIGIBILITY_RATE_FLOOR, '2022-09-30').floorPercent).to.equal(3);
    expect(valueOn(TOTAL_DEBT_SERVICING_RATIO, '2022-09-30')).to.deep.equal({ maxPercent: 55, rateFloorPercent: 4 });
    expect(valueOn(TOTAL_DEBT_SERVICING_RATIO, '2022-09-29')).to.deep.equal({ maxPercent: 55, rateFloorPercent: 3.5 });
  });

  it('HDB tenure: 25 years, to age 65, lease less 20; the rounding of the average age is marked to confirm', () => {
    expect(valueOn(HDB_LOAN_TENURE, '2026-11-26')).to.deep.equal({ maxYears: 25, untilAverageAge: 65, leaseBufferYears: 20 });
    expect(HDB_LOAN_TENURE.rows[0]!.source.toConfirm).to.match(/round/);
  });

  it("CPF usage: 120 % withdrawal limit, 20 years' lease, to 95; whether the limits bind HDB loans is marked to confirm", () => {
    expect(valueOn(CPF_USAGE_LIMITS, '2026-11-26')).to.deep.equal({ withdrawalLimitPercent: 120, minimumLeaseYears: 20, coverToAge: 95, limitsBindHdbLoans: false });
    expect(CPF_USAGE_LIMITS.rows[0]!.source.toConfirm).to.match(/HDB loan/);
  });
});
