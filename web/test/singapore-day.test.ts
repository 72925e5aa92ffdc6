import { expect } from 'chai';
import { singaporeDayOf } from '../../src/shared-kernel/dates.js';
import { singaporeTodayByClock } from '../src/app/singapore-day';
import { singaporeToday } from '../src/shared/format/date-time';

describe('singaporeTodayByClock (no Intl, for a first render)', () => {
  it('gives the same day as the Intl and luxon versions, around midnight in Singapore and on leap days', () => {
    const instants = [
      '2026-03-31T15:59:59.999Z',
      '2026-03-31T16:00:00.000Z',
      '2026-12-31T15:59:59.999Z',
      '2026-12-31T16:00:00.000Z',
      '2028-02-28T16:00:00.000Z',
      '2028-02-29T15:59:59.000Z',
      '1982-01-01T00:00:00.000Z',
      '2040-06-15T04:00:00.000Z',
    ].map((text) => new Date(text));
    for (const instant of instants) {
      expect(singaporeTodayByClock(instant), instant.toISOString()).to.equal(singaporeToday(instant));
      expect(singaporeTodayByClock(instant), instant.toISOString()).to.equal(singaporeDayOf(instant));
    }
    expect(singaporeTodayByClock(new Date('2026-03-31T16:00:00.000Z'))).to.equal('2026-04-01');
  });

  it('is today for the clock as it is now', () => {
    const now = new Date();
    expect(singaporeTodayByClock(now)).to.equal(singaporeToday(now));
  });
});
