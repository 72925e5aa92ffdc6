import { expect } from 'chai';
import { QUIZ_INCOME_BANDS, retirementAgeIn, yearOfBirthOptions, yearsToRetirement } from '../../../src/quiz/domain/quiz-demographics.js';

describe('quiz demographics', () => {
  it('has the spec’s five monthly gross income bands', () => {
    expect(QUIZ_INCOME_BANDS.map((b) => b.label)).to.deep.equal(['Up to $2,499', '$2,500 to $5,999', '$6,000 to $11,999', '$12,000 or more', 'Prefer not to say']);
  });

  it('lists years of birth from age 13 to 100, newest first', () => {
    const years = yearOfBirthOptions(2026);
    expect(years[0]).to.equal(2013);
    expect(years[years.length - 1]).to.equal(1926);
    expect(years).to.have.lengthOf(88);
  });

  it('the statutory retirement age is 63, rising to 65 by 2030', () => {
    expect(retirementAgeIn(2026)).to.equal(63);
    expect(retirementAgeIn(2029)).to.equal(63);
    expect(retirementAgeIn(2030)).to.equal(65);
  });

  it('counts the years to retirement against the age of the year it is reached', () => {
    expect(yearsToRetirement(1964, 2026)).to.equal(1); // 62 now, 63 in 2027 (still 63 then)
    expect(yearsToRetirement(1966, 2026)).to.equal(3); // 60 now, 63 in 2029 while it is still 63
    expect(yearsToRetirement(1967, 2026)).to.equal(6); // 62 in 2029 is short; from 2030 it takes 65, in 2032
    expect(yearsToRetirement(1990, 2026)).to.equal(29); // 36 now, 65 in 2055
    expect(yearsToRetirement(1950, 2026)).to.equal(0);
  });
});
