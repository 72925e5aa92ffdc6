/// <reference types="mocha" />
import { expect } from 'chai';
import { cpfLifeRangeText, PLAN_UNREAD_TEXT, RETIREMENT_PLAN_PATH, retirementVerdict, verdictLine } from '../src/dashboard/retirement-verdict';
import { answer, MISSING_BALANCES, MISSING_DOB, notAvailable, plan } from './support/retirement-fixtures';

const gap = (monthlyToday: number) => plan({ gap: { monthlyToday, monthlyAtRetirement: monthlyToday * 2, lumpSumAtRetirement: Math.max(0, monthlyToday) * 500 } });

describe('dashboard retirement card: the verdict of GET /retirement-plan (docs/decisions.md "The retirement plan")', () => {
  it('a gap above zero is a shortfall a month, said in today\'s dollars, with CPF LIFE\'s range and its start age', () => {
    const verdict = retirementVerdict(answer(gap(80_000)));
    expect(verdict).to.deep.equal({
      kind: 'short',
      title: 'Short by S$800.00 a month',
      text: "In today's dollars, against the S$3,000.00 a month you will need.",
      cpfLife: { range: 'S$2,800.00-S$3,000.00', startAge: 65 },
    });
    if (verdict.kind !== 'not-available') expect(cpfLifeRangeText(verdict.cpfLife)).to.equal("CPF's estimate: S$2,800.00-S$3,000.00 a month from age 65");
    expect(verdictLine(verdict, gap(80_000))).to.equal("Short by S$800.00 a month (in today's dollars)");
  });

  it('a gap below zero is on track, with the surplus to spare', () => {
    const verdict = retirementVerdict(answer(gap(-25_050)));
    expect(verdict.kind).to.equal('on-track');
    expect(verdict.title).to.equal('On track');
    expect(verdict.text).to.equal("S$250.50 a month to spare, in today's dollars, against the S$3,000.00 a month you will need.");
    expect(verdictLine(verdict, gap(-25_050))).to.equal("On track: S$250.50 a month to spare (in today's dollars)");
  });

  it('a gap of exactly zero is on track too (the boundary is <= 0), with nothing said to spare', () => {
    const verdict = retirementVerdict(answer(gap(0)));
    expect(verdict.kind).to.equal('on-track');
    expect(verdict.text).to.equal("Your retirement income meets what you will need, in today's dollars.");
    expect(verdictLine(verdict, gap(0))).to.equal('On track');
    // One cent over is a shortfall.
    expect(retirementVerdict(answer(gap(1))).title).to.equal('Short by S$0.01 a month');
  });

  it('CPF LIFE\'s range is the answer\'s own low and high and start age, never worked out again', () => {
    const deferred = plan({ cpfLife: { plan: 'ESCALATING', startAge: 70, monthlyPayoutLow: 312_345, monthlyPayoutHigh: 340_000, label: "CPF's estimate" } });
    const verdict = retirementVerdict(answer(deferred));
    expect(verdict.kind !== 'not-available' && cpfLifeRangeText(verdict.cpfLife)).to.equal("CPF's estimate: S$3,123.45-S$3,400.00 a month from age 70");
  });

  it('not available yet: the first missing item\'s message, with a link to where it is added', () => {
    expect(retirementVerdict(notAvailable())).to.deep.equal({
      kind: 'not-available',
      title: 'Not available yet',
      text: `${MISSING_DOB.message}.`,
      add: { text: 'Go to your profile', to: '/profile/edit-general-information' },
    });
    expect(retirementVerdict(answer(null, [MISSING_BALANCES])).kind === 'not-available' && retirementVerdict(answer(null, [MISSING_BALANCES]))).to.deep.include({
      add: { text: 'Go to your wealth', to: '/wealth/assets' },
    });
  });

  it('a missing item with nowhere to add it (a foreigner) has no link of its own; none listed sends to the plan page', () => {
    const foreigner = retirementVerdict(answer(null, [{ field: 'residentialStatus', message: 'CPF is for citizens and permanent residents: this plan does not apply to foreigners', where: null, whereLabel: null }]));
    expect(foreigner).to.deep.include({ kind: 'not-available', add: null });
    expect(retirementVerdict(answer(null, []))).to.deep.include({ kind: 'not-available', add: { text: 'Go to your retirement plan', to: RETIREMENT_PLAN_PATH } });
  });

  it('a failed read is not available yet, never a figure', () => {
    expect(retirementVerdict(null)).to.deep.equal({ kind: 'not-available', title: 'Not available yet', text: PLAN_UNREAD_TEXT, add: null });
  });
});
