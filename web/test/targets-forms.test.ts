/// <reference types="mocha" />
import { expect } from 'chai';
import { dateOfParts, movesOn, partsOf, typePart } from '../src/targets/date-parts';
import {
  FORM_MESSAGES,
  formChanged,
  formWarnings,
  goalFormOf,
  monthsAhead,
  newGoalForm,
  paidOutDefaults,
  presetActive,
  restoreFormOf,
  validateName,
  saveNeedsPaidOut,
  validateAmount,
  validateDate,
} from '../src/targets/goal-form';
import { badgeText, centsOfDollars, groupedDollars, targetMoney, wholeDollarsTyped } from '../src/targets/target-format';

const TODAY = '2026-11-25';
const GOAL = { name: 'Travel', totalAmount: 300_000, currentAmount: 120_000, date: '2027-06-30', paidOut: false, paidOutAmount: null };

describe('targets on screen', () => {
  it('money with 0 or 2 decimals; badges', () => {
    expect([targetMoney(120_000), targetMoney(120_050), targetMoney(5)]).to.deep.equal(['S$1,200', 'S$1,200.50', 'S$0.05']);
    expect([badgeText({ kind: 'ACHIEVED' }), badgeText({ kind: 'ACHIEVABLE' }), badgeText({ kind: 'SHORT', shortBy: 12_000 as never })]).to.deep.equal(['Achieved', 'Achievable', 'Short of S$120']);
  });

  it('the whole-dollar input keeps digits only, clamped to 999,999,999', () => {
    expect(['1,200', '12.50', '-5', 'abc', '', '007', '1234567890'].map(wholeDollarsTyped)).to.deep.equal(['1200', '1250', '5', '', '', '7', '999999999']);
    expect([centsOfDollars('1200'), centsOfDollars('')]).to.deep.equal([120_000, null]);
    expect(groupedDollars('1234567')).to.equal('1,234,567');
  });
});

describe('the date field in three parts', () => {
  it('accepts digits within each part’s length, refuses the rest', () => {
    const parts = partsOf('2027-06-30');
    expect(parts).to.deep.equal({ day: '30', month: '06', year: '2027' });
    expect(typePart(parts, 'day', '3a')).to.equal(null);
    expect(typePart(parts, 'day', '123')).to.equal(null);
    expect(typePart(parts, 'year', '20281')).to.equal(null);
    expect(typePart(parts, 'month', '7')).to.deep.equal({ day: '30', month: '7', year: '2027' });
  });

  it('moves on after 2 digits of day, and after 2 digits or a value above 1 of month', () => {
    expect([movesOn('day', '3'), movesOn('day', '30'), movesOn('month', '1'), movesOn('month', '2'), movesOn('month', '12'), movesOn('year', '2027')]).to.deep.equal([false, true, false, true, true, false]);
  });

  it('names a real day only', () => {
    expect(dateOfParts({ day: '7', month: '2', year: '2027' })).to.equal('2027-02-07');
    expect(dateOfParts({ day: '29', month: '02', year: '2027' })).to.equal(null);
    expect(dateOfParts({ day: '29', month: '02', year: '2028' })).to.equal('2028-02-29');
    expect(dateOfParts({ day: '1', month: '13', year: '2027' })).to.equal(null);
    expect(dateOfParts({ day: '1', month: '1', year: '27' })).to.equal(null);
    // the kernel's one date rule: 1900 to 2200
    expect([dateOfParts({ day: '1', month: '1', year: '0000' }), dateOfParts({ day: '1', month: '1', year: '2201' })]).to.deep.equal([null, null]);
    expect(dateOfParts({ day: '31', month: '12', year: '2200' })).to.equal('2200-12-31');
  });
});

describe('the target form', () => {
  it('a new target: empty name and amount, due 12 months ahead (clipped to the month)', () => {
    expect(newGoalForm(TODAY)).to.deep.equal({ name: '', amount: '', date: { day: '25', month: '11', year: '2027' } });
    expect(monthsAhead('2026-01-31', 1)).to.equal('2026-02-28');
  });

  it("name: required, and 'Invalid format' for a control character or half a surrogate pair, as the API says", () => {
    expect([validateName(''), validateName('  '), validateName('Travel 😀'), validateName('Trip\tJapan')]).to.deep.equal([FORM_MESSAGES.name, FORM_MESSAGES.name, null, null]);
    expect(['Trip\u0000', 'Trip\u0007', 'Trip\u007f', 'Trip\u0085', 'Trip\ud800', 'Trip\udc00'].map(validateName)).to.deep.equal(Array(6).fill('Invalid format'));
  });

  it('a preset pill is highlighted when the name matches it, ignoring case', () => {
    expect([presetActive('  travel ', 'Travel'), presetActive('Travels', 'Travel')]).to.deep.equal([true, false]);
  });

  it('amount: greater than 0 to add or edit; at least 1 to restore or pay out', () => {
    expect([validateAmount(''), validateAmount('0'), validateAmount('1')]).to.deep.equal([FORM_MESSAGES.amount, FORM_MESSAGES.amount, null]);
    expect([validateAmount('0', true), validateAmount('1', true)]).to.deep.equal([FORM_MESSAGES.amountAtLeastOne, null]);
  });

  it('date: a real day from January 2019', () => {
    expect(validateDate(partsOf('2018-12-31'))).to.equal(FORM_MESSAGES.dateTooEarly);
    expect(validateDate(partsOf('2019-01-01'))).to.equal(null);
    expect(validateDate({ day: '31', month: '04', year: '2027' })).to.equal(FORM_MESSAGES.date);
  });

  it('warns (without blocking) of big targets, an allocation above the amount, and a date that has passed', () => {
    const form = { ...goalFormOf(GOAL), amount: '1000001', date: partsOf('2026-11-24') };
    expect(formWarnings(form, GOAL, TODAY)).to.deep.equal([FORM_MESSAGES.milestones, FORM_MESSAGES.expired]);
    expect(formWarnings({ ...goalFormOf(GOAL), amount: '1000' }, GOAL, TODAY)).to.deep.equal([FORM_MESSAGES.excess]);
    expect(formWarnings(goalFormOf(GOAL), GOAL, TODAY)).to.deep.equal([]);
  });

  it('a date moved into the past opens the paid-out view first, paid out on that date', () => {
    const past = { ...goalFormOf(GOAL), date: partsOf('2026-11-20') };
    expect(saveNeedsPaidOut(past, GOAL, TODAY)).to.equal(true);
    expect(saveNeedsPaidOut(goalFormOf(GOAL), GOAL, TODAY)).to.equal(false);
    expect(saveNeedsPaidOut(past, { ...GOAL, date: '2026-10-01' }, TODAY), 'already past').to.equal(false);
    expect(paidOutDefaults(GOAL, '2026-11-20', TODAY)).to.deep.equal({ amount: '1200', date: partsOf('2026-11-20') });
    expect(paidOutDefaults(GOAL, null, TODAY)).to.deep.equal({ amount: '1200', date: partsOf(TODAY) });
  });

  it('restoring starts from the amount paid out and a month ahead; the discard warning sees any change', () => {
    expect(restoreFormOf({ ...GOAL, paidOut: true, paidOutAmount: 110_000 }, TODAY)).to.deep.equal({ name: 'Travel', amount: '1100', date: partsOf('2026-12-25') });
    expect(formChanged(goalFormOf(GOAL), goalFormOf(GOAL))).to.equal(false);
    expect(formChanged({ ...goalFormOf(GOAL), date: { day: '1', month: '06', year: '2027' } }, goalFormOf(GOAL))).to.equal(true);
  });
});
