/// <reference types="mocha" />
import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { partsOf } from '../src/targets/date-parts';
import { FORM_MESSAGES, validateDate, validateTargetDate } from '../src/targets/goal-form';
import { EARLIEST_TARGET_DATE } from '../../src/targets/domain/goal.js';
import { LAST_SEARCH_MONTH, monthIndex } from '../../src/targets/domain/target-month.js';

/**
 * Spec 3 §5 "Other widgets": the month/year picker's and the dropdown's rules, as they stand in an app whose dates
 * are typed (docs/decisions.md "Dates typed day, month, year") and whose dropdowns are native single selects
 * (docs/decisions.md "The spec's remaining units").
 */
describe("the spec's month/year picker rules, on the typed target date", () => {
  const today = '2026-12-02';

  it('"options before the earliest allowed date are disabled": a date before January 2019 is refused, and a new date before today', () => {
    expect(EARLIEST_TARGET_DATE).to.equal('2019-01-01');
    expect(validateDate(partsOf('2018-12-31'))).to.equal(FORM_MESSAGES.dateTooEarly);
    expect(validateDate(partsOf('2019-01-01'))).to.equal(null);
    expect(validateTargetDate(partsOf('2026-12-01'), { today, original: null })).to.equal(FORM_MESSAGES.dateInPast);
    expect(validateTargetDate(partsOf('2026-12-02'), { today, original: null })).to.equal(null);
  });

  it('"years run over 40 years from 2019": 2019 to 2058 is the plan\'s horizon, where the date search stops', () => {
    expect(LAST_SEARCH_MONTH).to.equal(monthIndex('2058-12-01'));
    expect(Math.floor(LAST_SEARCH_MONTH / 12) - 2019 + 1, 'years in the list').to.equal(40);
  });

  it('a date typed after 2058 is not refused: the 40 years bounded a list, not a goal (a retirement in 2060 is real)', () => {
    expect(validateTargetDate(partsOf('2060-06-30'), { today, original: null })).to.equal(null);
  });
});

describe("the spec's dropdown rules: no dropdown can combine what they forbid", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.tsx') ? [path] : [];
    });
  const sources = files(join(__dirname, '..', 'src')).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('every dropdown is a native single <select>: no multi-select (so none is also native on mobile) and no creatable one', () => {
    expect(sources.filter(({ text }) => text.includes('<select')).length, 'the selects are found').to.be.greaterThan(0);
    // Each <select>'s own attributes: its text up to its first option.
    const openings = sources.flatMap(({ path, text }) => text.split('<select').slice(1).map((rest) => ({ path, attributes: rest.split(/<option|<\/select>/)[0] ?? '' })));
    const multiple = openings.filter(({ attributes }) => /\bmultiple\b/.test(attributes)).map(({ path }) => path);
    const creatable = sources.filter(({ text }) => /creatable/i.test(text)).map(({ path }) => path);
    expect(multiple, 'a multi-select dropdown').to.deep.equal([]);
    expect(creatable, 'a creatable dropdown').to.deep.equal([]);
  });
});
