import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { ValidationFailed } from '../../../src/shared-kernel/errors.js';
import { RecordSearchQuery } from '../../../src/content/application/record-search-query.js';
import { SearchAnalyticsOff, searchQueryToRecord } from '../../../src/content/domain/search-query.js';
import type { SearchQueryEntry, SearchQueryLog } from '../../../src/content/ports/search-query-log.js';

describe('content: search query rules', () => {
  const recorded: Array<[raw: string, stored: string]> = [
    ['budget', 'budget'],
    ['  emergency fund  ', 'emergency fund'],
    ['x'.repeat(200), 'x'.repeat(200)],
    [`  ${'y'.repeat(200)}\n`, 'y'.repeat(200)],
  ];
  for (const [raw, stored] of recorded) {
    it(`records ${JSON.stringify(raw.slice(0, 20))} as ${JSON.stringify(stored.slice(0, 20))}`, () => {
      expect(searchQueryToRecord(raw, true)).to.equal(stored);
    });
  }

  const refused: Array<[raw: string, message: string]> = [
    ['', 'Please enter a value'],
    ['   \t', 'Please enter a value'],
    ['x'.repeat(201), 'Must be at most 200 characters'],
  ];
  for (const [raw, message] of refused) {
    it(`refuses ${JSON.stringify(raw.slice(0, 10))}: ${message}`, () => {
      expect(() => searchQueryToRecord(raw, true))
        .to.throw(ValidationFailed)
        .with.property('details')
        .that.deep.equals([{ field: 'searchQuery', message }]);
    });
  }

  it('refuses any query of a resident with analytics off (403)', () => {
    expect(() => searchQueryToRecord('budget', false))
      .to.throw(SearchAnalyticsOff)
      .that.includes({ kind: 'forbidden', code: 'CONTENT.SEARCH_ANALYTICS_OFF', message: 'Search analytics is turned off in your settings.' });
  });

  it('the use case stores the trimmed query with the time, and nothing when analytics is off', async () => {
    const entries: SearchQueryEntry[] = [];
    const log: SearchQueryLog = { record: async (entry) => void entries.push(entry) };
    const clock = new ManualClock('2026-11-22T03:00:00Z');
    const record = new RecordSearchQuery(log, clock);
    await record.execute({ id: 'u1', analyticsEnabled: true }, ' cpf ');
    await record.execute({ id: 'u2', analyticsEnabled: false }, 'cpf').catch(() => undefined);
    expect(entries).to.deep.equal([{ userId: 'u1', searchQuery: 'cpf', at: new Date('2026-11-22T03:00:00Z') }]);
  });
});
