/// <reference types="mocha" />
import { expect } from 'chai';
import type { LocalDate } from '../../src/shared-kernel/local-date.js';
import { dayOfTransferProblem, dayOfTransferValue, transferReminder, transferReminderLink, transferSentence } from '../src/targets/transfer-rules';

describe('day of transfer in the monthly savings form (spec 3 §9)', () => {
  it("accepts 1 to 28 or nothing; anything else says 'Choose a day from 1 to 28'", () => {
    for (const text of ['1', '15', '28', ' 7 ', '']) expect(dayOfTransferProblem(text, null), text).to.equal(null);
    for (const text of ['0', '29', '31', '1.5', '-3', 'abc', '15th']) expect(dayOfTransferProblem(text, false), text).to.equal('Choose a day from 1 to 28');
  });

  it('asks for the day when the transfer is said to be automatic', () => {
    expect(dayOfTransferProblem('', true)).to.equal('Choose a day from 1 to 28');
    expect(dayOfTransferProblem('', false)).to.equal(null);
  });

  it('sends a number, or null when left empty', () => {
    expect(dayOfTransferValue(' 25 ')).to.equal(25);
    expect(dayOfTransferValue('')).to.equal(null);
  });
});

describe('the transfer on the targets page', () => {
  it('says when and how the money moves, or nothing without a day', () => {
    expect(transferSentence({ dayOfTransfer: 25, automatic: true, nextTransferDate: '2026-11-25' as LocalDate })).to.equal(
      'Your bank moves it automatically on the 25th of each month; next on 25 Nov 2026.',
    );
    expect(transferSentence({ dayOfTransfer: 1, automatic: false, nextTransferDate: '2026-12-01' as LocalDate })).to.equal(
      'You move it yourself on the 1st of each month; next on 1 Dec 2026.',
    );
    expect(transferSentence({ dayOfTransfer: 22, automatic: null, nextTransferDate: '2026-12-22' as LocalDate })).to.contain('22nd');
    expect(transferSentence({ dayOfTransfer: 12, automatic: null, nextTransferDate: '2026-12-12' as LocalDate })).to.contain('12th');
    expect(transferSentence({ dayOfTransfer: null, automatic: null, nextTransferDate: null })).to.equal(null);
  });

  it('reminds monthly from the next transfer date, with the amount, as a Google Calendar link', () => {
    const event = transferReminder('2026-12-05' as LocalDate, 'S$500', 'https://mmp.example.sg/');
    expect(event).to.include({ title: 'Move S$500 to your savings', start: '2026-12-05', end: '2026-12-06', recurrence: 'FREQ=MONTHLY;INTERVAL=1', address: 'https://mmp.example.sg/targets' });
    const link = new URL(transferReminderLink('2026-12-05' as LocalDate, 'S$500', 'https://mmp.example.sg'));
    expect(link.searchParams.get('dates')).to.equal('20261205/20261206');
    expect(link.searchParams.get('recur')).to.equal('RRULE:FREQ=MONTHLY;INTERVAL=1');
  });
});
