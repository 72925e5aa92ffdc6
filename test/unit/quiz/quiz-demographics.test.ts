import { expect } from 'chai';
import { QUIZ_INCOME_BANDS, retirementAgeIn, yearOfBirthOptions, yearsToRetirement } from '../../../src/quiz/domain/quiz-demographics.js';

describe('quiz demographics', () => {
  it('has the spec’s five monthly gross income bands', () => {
    expect(QUIZ_INCOME_BANDS.map((b) => b.label)).to.deep.equal(['Up to S$2,499', 'S$2,500 to S$5,999', 'S$6,000 to S$11,999', 'S$12,000 or more', 'Prefer not to say']);
  });

  it('lists years of birth from age 13 to 100, newest first', () => {
    const years = yearOfBirthOptions(2026);
    expect(years[0]).to.equal(2013);
    expect(years[years.length - 1]).to.equal(1926);
    expect(years).to.have.lengthOf(88);
  });

  it('the statutory retirement age: 63 from July 2022, 64 from 1 July 2026, 65 by 2030 (MOM)', () => {
    expect(retirementAgeIn(2021)).to.equal(62);
    expect(retirementAgeIn(2025)).to.equal(63);
    expect(retirementAgeIn(2026)).to.equal(64);
    expect(retirementAgeIn(2029)).to.equal(64);
    expect(retirementAgeIn(2030)).to.equal(65);
  });

  it('counts the years to retirement against the age of the year it is reached', () => {
    expect(yearsToRetirement(1964, 2026)).to.equal(2); // 62 now, 63 in 2027 is short of 64; 64 in 2028
    expect(yearsToRetirement(1966, 2026)).to.equal(5); // 60 now, 64 in 2030 is short of 65; 65 in 2031
    expect(yearsToRetirement(1967, 2026)).to.equal(6); // 59 now, 64 in 2031 is short of 65; 65 in 2032
    expect(yearsToRetirement(1990, 2026)).to.equal(29); // 36 now, 65 in 2055
    expect(yearsToRetirement(1950, 2026)).to.equal(0);
  });
});
