import { expect } from 'chai';
import { dayAfter, rowOn, tableProblems, valueOn, type DatedTable } from '../../../../src/housing/domain/policy/dated-table.js';

const source = { publisher: 'IRAS' as const, title: 'Test rates', checkedOn: '2026-11-26' };
const TABLE: DatedTable<string> = {
  name: 'Test table',
  rows: [
    { effectiveFrom: null, effectiveTo: '2018-02-19', source, value: 'old' },
    { effectiveFrom: '2018-02-20', effectiveTo: '2023-02-14', source, value: 'middle' },
    { effectiveFrom: '2023-02-15', effectiveTo: null, source, value: 'current' },
  ],
};

describe('Dated policy tables (docs/decisions.md "Housing rules as dated tables")', () => {
  it('picks the row in force on a day, both ends inclusive', () => {
    expect(valueOn(TABLE, '1990-01-01')).to.equal('old');
    expect(valueOn(TABLE, '2018-02-19')).to.equal('old');
    expect(valueOn(TABLE, '2018-02-20')).to.equal('middle');
    expect(valueOn(TABLE, '2023-02-14')).to.equal('middle');
    expect(valueOn(TABLE, '2023-02-15')).to.equal('current');
    expect(rowOn(TABLE, '2026-11-26').source.title).to.equal('Test rates');
  });

  it('refuses a malformed day rather than guessing a row', () => {
    expect(() => valueOn(TABLE, '26/11/2026')).to.throw("not a YYYY-MM-DD day");
  });

  it('a well-formed table has no problems; gaps, overlaps and open ends in the middle are found', () => {
    expect(tableProblems(TABLE)).to.deep.equal([]);
    const gap = { ...TABLE, rows: [TABLE.rows[0]!, { ...TABLE.rows[1]!, effectiveFrom: '2018-02-21' }, TABLE.rows[2]!] };
    expect(tableProblems(gap)).to.deep.equal(['Test table rows 0-1: 2018-02-19 is not the day before 2018-02-21']);
    const overlap = { ...TABLE, rows: [TABLE.rows[0]!, TABLE.rows[1]!, { ...TABLE.rows[2]!, effectiveFrom: '2023-02-14' }] };
    expect(tableProblems(overlap)).to.deep.equal(['Test table rows 1-2: 2023-02-14 is not the day before 2023-02-14']);
    const ended = { ...TABLE, rows: [TABLE.rows[0]!, { ...TABLE.rows[2]!, effectiveFrom: '2018-02-20', effectiveTo: '2030-01-01' }] };
    expect(tableProblems(ended)).to.deep.equal(['Test table: the last row must still be in force (effectiveTo null)']);
    expect(() => valueOn(ended, '2031-01-01')).to.throw('no row is in force on 2031-01-01');
  });

  it('the day after crosses months, leap days and years', () => {
    expect(dayAfter('2024-02-28')).to.equal('2024-02-29');
    expect(dayAfter('2023-02-28')).to.equal('2023-03-01');
    expect(dayAfter('2025-12-31')).to.equal('2026-01-01');
  });
});
