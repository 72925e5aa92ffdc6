import { expect } from 'chai';
import { bankDataMonth } from '../../../src/data-import/domain/bank-data-month.js';
import { InvalidStatementMonth } from '../../../src/data-import/domain/statement-month.js';

describe('bankDataMonth: the month bank data is from (its latest calendar month)', () => {
  const cases: Array<[mmyyyy: string, expected: string]> = [
    ['102026', '2026-10'],
    ['012027', '2027-01'],
    ['122025', '2025-12'],
  ];
  for (const [mmyyyy, expected] of cases) {
    it(`${mmyyyy} -> ${expected}`, () => expect(bankDataMonth({ latestCalendarMonth: mmyyyy })).to.equal(expected));
  }

  it('refuses a month that is not MMYYYY', () => {
    expect(() => bankDataMonth({ latestCalendarMonth: '2026-10' })).to.throw(InvalidStatementMonth);
    expect(() => bankDataMonth({ latestCalendarMonth: '132026' })).to.throw(InvalidStatementMonth);
  });
});
