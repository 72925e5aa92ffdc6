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
  validatePaidOut,
  validateTargetDate,
} from '../src/targets/goal-form';
import { badgeText, centsOfDollars, groupedDollars, targetMoney, wholeDollarsProblem, wholeDollarsTyped } from '../src/targets/target-format';

const TODAY = '2026-11-25';
const GOAL = { name: 'Travel', totalAmount: 300_000, currentAmount: 120_000, date: '2027-06-30', paidOut: false, paidOutAmount: null };

describe('targets on screen', () => {
  it('money with 0 or 2 decimals; badges', () => {
    expect([targetMoney(120_000), targetMoney(120_050), targetMoney(5)]).to.deep.equal(['S$1,200', 'S$1,200.50', 'S$0.05']);
    expect([badgeText({ kind: 'ACHIEVED' }), badgeText({ kind: 'ACHIEVABLE' }), badgeText({ kind: 'SHORT', shortBy: 12_000 as never })]).to.deep.equal(['Achieved', 'Achievable', 'Short of S$120']);
  });

  it('the whole-dollar input drops separators and letters, clamps at 999,999,999, and keeps a sign or a point to explain', () => {
    expect(['1,200', 'abc', '', '007', '1234567890', '1 200'].map(wholeDollarsTyped)).to.deep.equal(['1200', '', '', '7', '999999999', '1200']);
    // never a silent change of sign or scale: -200 is not 200, 12.50 is not 1250
    expect(['-200', '-5', '12.50', '-'].map(wholeDollarsTyped)).to.deep.equal(['-200', '-5', '12.50', '-']);
    expect(['-200', '12.50', '12.', '', '1200'].map(wholeDollarsProblem)).to.deep.equal(['Must be more than or equal to 0', 'Must be a whole number', null, null, null]);
    expect([centsOfDollars('1200'), centsOfDollars(''), centsOfDollars('-200'), centsOfDollars('12.50')]).to.deep.equal([120_000, null, null, null]);
    expect([groupedDollars('1234567'), groupedDollars('-200'), groupedDollars('-')]).to.deep.equal(['1,234,567', '-200', '-']);
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

  it('amount: greater than 0 to add or edit; at least 1 to restore or pay out; never negative, never a fraction', () => {
    expect([validateAmount(''), validateAmount('0'), validateAmount('1')]).to.deep.equal([FORM_MESSAGES.amount, FORM_MESSAGES.amount, null]);
    expect([validateAmount('0', true), validateAmount('1', true)]).to.deep.equal([FORM_MESSAGES.amountAtLeastOne, null]);
    expect([validateAmount('-8000'), validateAmount('-8000', true), validateAmount('12.5')]).to.deep.equal(['Must be more than or equal to 0', 'Must be more than or equal to 0', 'Must be a whole number']);
  });

  it('paid out: at least 1 and at most the target amount', () => {
    expect([validatePaidOut('3000', 300_000), validatePaidOut('3001', 300_000), validatePaidOut('0', 300_000), validatePaidOut('-5', 300_000)]).to.deep.equal([
      null,
      'Value must be less or equal to the target amount',
      FORM_MESSAGES.amountAtLeastOne,
      'Must be more than or equal to 0',
    ]);
  });

  it('date: a new or moved date is today or later; an expired target keeps its own; editing, a past date completes', () => {
    const PAST = 'Choose today or a later date';
    const add = { today: TODAY, original: null };
    expect([validateTargetDate(partsOf(TODAY), add), validateTargetDate(partsOf('2026-11-24'), add), validateTargetDate(partsOf('2026-11-01'), add)]).to.deep.equal([null, PAST, PAST]);
    const expired = { today: TODAY, original: '2026-10-31', pastCompletes: true };
    expect([validateTargetDate(partsOf('2026-10-31'), expired), validateTargetDate(partsOf('2026-11-01'), expired), validateTargetDate(partsOf('2026-12-01'), expired)]).to.deep.equal([null, PAST, null]);
    const due = { today: TODAY, original: '2027-06-30', pastCompletes: true };
    expect(validateTargetDate(partsOf('2026-11-20'), due), 'opens the paid-out view instead').to.equal(null);
    expect(validateTargetDate(partsOf('2026-11-20'), { today: TODAY, original: '2027-06-30' }), 'the emergency fund').to.equal(PAST);
    expect(validateTargetDate(partsOf('2018-12-31'), add)).to.equal(FORM_MESSAGES.dateTooEarly);
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
    expect(formWarnings({ ...newGoalForm(TODAY), date: partsOf('2026-11-24') }, null, TODAY), 'a new target: an error, not a warning').to.deep.equal([]);
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
