import { expect } from 'chai';
import {
  ALLOCATION_RATES,
  ANNUAL_SALARY_CEILING,
  BASE_INTEREST_RATES,
  BASIC_HEALTHCARE_SUM,
  CONTRIBUTION_RATES,
  CPF_LIFE_ESTIMATES,
  EXTRA_INTEREST,
  MATCHED_RETIREMENT_SAVINGS,
  ORDINARY_WAGE_CEILING,
  PAYOUT_ELIGIBILITY_AGE,
  RETIREMENT_SUMS,
  RSTU_RELIEF_CAPS,
  SRS_RULES,
  cpfLifeEstimate,
  cpfTableProblems,
  growRetirementAccount,
  topUpRules,
} from '../../../../src/shared-kernel/cpf/index.js';
import { dec } from '../../../../src/shared-kernel/decimal.js';
import { toCents } from '../../../../src/shared-kernel/money.js';
import { retirementRowOn, type RetirementTable } from '../../../../src/shared-kernel/retirement-figures.js';

const $ = (dollars: number) => toCents(Math.round(dollars * 100));

describe("CPF LIFE: CPF's estimates (members turning 55 in 2025, Standard plan from 65: BRS S$106,500 -> S$860-930, FRS S$213,000 -> S$1,610-1,730, ERS S$426,000 -> S$3,100-3,330)", () => {
  it('Standard plan at the Full sum set aside at 55: S$1,610-1,730, labelled as CPF\u2019s estimate', () => {
    const e = cpfLifeEstimate({ retirementAccount: $(213_000), plan: 'STANDARD', startAge: 65, cohortYear: 2025 });
    expect([e.monthlyPayoutLow, e.monthlyPayoutHigh, e.label]).to.deep.equal([$(1_610), $(1_730), "CPF's estimate"]);
  });
  it('at the Basic sum: S$860-930', () => {
    const e = cpfLifeEstimate({ retirementAccount: $(106_500), plan: 'STANDARD', startAge: 65, cohortYear: 2025 });
    expect([e.monthlyPayoutLow, e.monthlyPayoutHigh]).to.deep.equal([$(860), $(930)]);
  });
  it('linear between CPF\u2019s points: S$319,500 (halfway from FRS to ERS) -> S$2,355-2,530', () => {
    const e = cpfLifeEstimate({ retirementAccount: $(319_500), plan: 'STANDARD', startAge: 65, cohortYear: 2025 });
    expect([e.monthlyPayoutLow, e.monthlyPayoutHigh]).to.deep.equal([$(2_355), $(2_530)]);
  });
  it('another cohort\u2019s sums buy payouts in proportion: the 2026 Full sum S$220,400 -> S$1,666-1,790 (S$1,610-1,730 x 220,400 / 213,000)', () => {
    const e = cpfLifeEstimate({ retirementAccount: $(220_400), plan: 'STANDARD', startAge: 65, cohortYear: 2026 });
    expect([e.monthlyPayoutLow, e.monthlyPayoutHigh]).to.deep.equal([$(1_666), $(1_790)]);
    // Never held at the table's top point: a cohort whose Enhanced sum is above 2025's reads its own.
    const later = cpfLifeEstimate({ retirementAccount: $(456_400), plan: 'STANDARD', startAge: 65, cohortYear: 2027 });
    expect(later.monthlyPayoutLow).to.be.greaterThan($(3_100));
  });
  it('through zero below the first point: half the Basic sum -> S$430-465', () => {
    const e = cpfLifeEstimate({ retirementAccount: $(53_250), plan: 'STANDARD', startAge: 65, cohortYear: 2025 });
    expect([e.monthlyPayoutLow, e.monthlyPayoutHigh]).to.deep.equal([$(430), $(465)]);
  });
  it('held at the Enhanced sum\u2019s payout above it (the RA cannot hold more)', () => {
    const e = cpfLifeEstimate({ retirementAccount: $(900_000), plan: 'STANDARD', startAge: 65, cohortYear: 2025 });
    expect([e.monthlyPayoutLow, e.monthlyPayoutHigh]).to.deep.equal([$(3_100), $(3_330)]);
  });
  it('Basic plan 91-94.5 % and Escalating 77-79 % of the Standard plan (CPF\u2019s 2019 three-plan estimates)', () => {
    const basic = cpfLifeEstimate({ retirementAccount: $(213_000), plan: 'BASIC', startAge: 65, cohortYear: 2025 });
    const escalating = cpfLifeEstimate({ retirementAccount: $(213_000), plan: 'ESCALATING', startAge: 65, cohortYear: 2025 });
    expect([basic.monthlyPayoutLow, basic.monthlyPayoutHigh]).to.deep.equal([$(1_465), $(1_635)]);
    expect([escalating.monthlyPayoutLow, escalating.monthlyPayoutHigh]).to.deep.equal([$(1_240), $(1_367)]);
  });
  it('deferred to 70: 6-7 % a year more, CPF\u2019s "up to 7 %" -> S$2,093-2,336', () => {
    const e = cpfLifeEstimate({ retirementAccount: $(213_000), plan: 'STANDARD', startAge: 70, cohortYear: 2025 });
    expect([e.monthlyPayoutLow, e.monthlyPayoutHigh]).to.deep.equal([$(2_093), $(2_336)]);
    expect(e.sources.some((s) => /7 %/.test(s.title))).to.equal(true);
  });
  it('refuses a start before 65 or after 70', () => {
    expect(() => cpfLifeEstimate({ retirementAccount: $(213_000), plan: 'STANDARD', startAge: 71, cohortYear: 2025 })).to.throw(/65 and 70/);
    expect(() => cpfLifeEstimate({ retirementAccount: $(213_000), plan: 'STANDARD', startAge: 64, cohortYear: 2025 })).to.throw(/65 and 70/);
  });
  it('grows the Full sum at 55 to S$326,097.53 at 65 as CPF\u2019s estimate does (4 % and the extra S$900 a year)', () => {
    expect(growRetirementAccount(dec(213_000), 10).round(2).toString()).to.equal('326097.53');
  });
});

describe('top-ups (IRAS: relief S$8,000 own + S$8,000 loved ones; SRS S$15,300 / S$35,700, 50 % taxable)', () => {
  it('2026', () => {
    const rules = topUpRules(2026);
    expect(rules.rstuRelief).to.deep.equal({ own: 8_000, lovedOnes: 8_000 });
    expect([rules.srs.capCitizenOrPr, rules.srs.capForeigner, rules.srs.taxableShareFromRetirementAge]).to.deep.equal([15_300, 35_700, '0.5']);
    expect(rules.matchedSavings.matchPerYear).to.equal(2_000);
  });
  it('2021: S$7,000 each', () => expect(topUpRules(2021).rstuRelief).to.deep.equal({ own: 7_000, lovedOnes: 7_000 }));
});

describe('every CPF table covers every day from 2016 on, with no gaps or overlaps, and names its source', () => {
  const tables: RetirementTable<unknown>[] = [
    CONTRIBUTION_RATES,
    ALLOCATION_RATES,
    ORDINARY_WAGE_CEILING,
    ANNUAL_SALARY_CEILING,
    BASE_INTEREST_RATES,
    EXTRA_INTEREST,
    BASIC_HEALTHCARE_SUM,
    RETIREMENT_SUMS,
    CPF_LIFE_ESTIMATES,
    RSTU_RELIEF_CAPS,
    SRS_RULES,
    MATCHED_RETIREMENT_SAVINGS,
    PAYOUT_ELIGIBILITY_AGE,
  ];
  for (const table of tables) {
    it(table.name, () => expect(cpfTableProblems(table)).to.deep.equal([]));
  }
  it('finds a gap when there is one', () => {
    const broken: RetirementTable<number> = { name: 'broken', rows: [ORDINARY_WAGE_CEILING.rows[0]!, ORDINARY_WAGE_CEILING.rows[2]!, ORDINARY_WAGE_CEILING.rows[4]!] };
    expect(cpfTableProblems(broken)).to.have.length(2);
  });
  it('each allocation row adds up to the total contribution rate of its age group on the same day', () => {
    for (const row of ALLOCATION_RATES.rows) {
      const day = row.effectiveFrom ?? '2016-01-01';
      const rates = retirementRowOn(CONTRIBUTION_RATES, day).value;
      const totalOf = (band: keyof typeof rates) => dec(rates[band].employer).plus(dec(rates[band].employee)).toString();
      for (const [band, allocation] of Object.entries(row.value)) {
        const contributionBand = (band.startsWith('UP_TO') || band.startsWith('ABOVE_35') || band.startsWith('ABOVE_45') || band.startsWith('ABOVE_50') ? 'UP_TO_55' : band) as keyof typeof rates;
        const sum = dec(allocation.oa).plus(dec(allocation.saRa)).plus(dec(allocation.ma)).toString();
        expect(sum, `${day} ${band}`).to.equal(totalOf(contributionBand));
      }
    }
  });
  it('the 2026 contribution row matches CPF\u2019s page: 37, 34, 25, 16.5, 12.5 %', () => {
    const rates = retirementRowOn(CONTRIBUTION_RATES, '2026-01-01').value;
    const totals = Object.values(rates).map((r) => dec(r.employer).plus(dec(r.employee)).toString());
    expect(totals).to.deep.equal(['37', '34', '25', '16.5', '12.5']);
  });
});
