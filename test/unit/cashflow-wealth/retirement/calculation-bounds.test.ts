import { expect } from 'chai';
import { AGE_RANGE_MESSAGE, ageInRange, checkCalculationBounds } from '../../../../src/cashflow-wealth/domain/retirement/calculation-bounds.js';
import { ValidationFailed } from '../../../../src/shared-kernel/errors.js';

const refusals = (dateOfBirth: string, startMonth: string, today = '2026-12-02') => {
  try {
    checkCalculationBounds(dateOfBirth, startMonth, today);
    return [];
  } catch (err) {
    expect(err).to.be.instanceOf(ValidationFailed);
    return (err as ValidationFailed).details ?? [];
  }
};

/** docs/decisions.md "Retirement projection": ages 16 to 95 in the start month, 2025-01 to five years ahead. */
describe('Retirement calculation bounds', () => {
  it('counts an age from the birthday month on, as the projection does', () => {
    expect(ageInRange('2010-12-31', '2026-12')).to.equal(true); // 16 from December 2026
    expect(ageInRange('2010-12-31', '2026-11')).to.equal(false); // 15 in November
    expect(ageInRange('1931-12-01', '2026-12')).to.equal(true); // 95
    expect(ageInRange('1930-12-01', '2026-12')).to.equal(false); // 96
  });
  it('refuses a date of birth in the future, an age outside 16 to 95 and a start month out of the window, naming each field', () => {
    expect(refusals('1991-12-15', '2026-12')).to.deep.equal([]);
    expect(refusals('2027-01-01', '2026-12')).to.deep.equal([{ field: 'dateOfBirth', message: 'Your date of birth cannot be in the future' }]);
    expect(refusals('2012-01-01', '2026-12')).to.deep.equal([{ field: 'dateOfBirth', message: AGE_RANGE_MESSAGE }]);
    expect(refusals('1991-12-15', '2024-12')).to.deep.equal([{ field: 'assumptions.startMonth', message: 'Start from a month between 2025-01 and 2031-12' }]);
    expect(refusals('1991-12-15', '2031-12')).to.deep.equal([]);
    expect(refusals('1991-12-15', '2032-01')).to.have.length(1);
  });
});
