import { expect } from 'chai';
import { assessmentOutdated, withAssessmentAge } from '../../../../src/cashflow-wealth/domain/finances/assessment-age.js';
import { LocalDate } from '../../../../src/shared-kernel/local-date.js';

describe('An income from a notice of assessment: how old the notice is', () => {
  const today = LocalDate.parse('2026-11-24');
  it('is up to date for this year’s and last year’s year of assessment, outdated before that', () => {
    expect(assessmentOutdated(2026, today)).to.equal(false);
    expect(assessmentOutdated(2025, today)).to.equal(false);
    expect(assessmentOutdated(2024, today)).to.equal(true);
    expect(assessmentOutdated(2019, today)).to.equal(true);
  });
  it('turns outdated on the first day of the year after next', () => {
    expect(assessmentOutdated(2025, LocalDate.parse('2026-12-31'))).to.equal(false);
    expect(assessmentOutdated(2025, LocalDate.parse('2027-01-01'))).to.equal(true);
  });
  it('is said of the origins that name a year of assessment only', () => {
    const origins = withAssessmentAge({ a: { sourceName: 'Myinfo', asOf: '2020-04-16', yearOfAssessment: 2019 }, b: { sourceName: 'DBS Bank', asOf: '102026' } }, today);
    expect(origins).to.deep.equal({ a: { sourceName: 'Myinfo', asOf: '2020-04-16', yearOfAssessment: 2019, outdated: true }, b: { sourceName: 'DBS Bank', asOf: '102026' } });
  });
});
