/// <reference types="mocha" />
import { expect } from 'chai';
import type { Cents } from '../../src/shared-kernel/money.js';
import type { PaymentStage } from '../../src/housing/domain/payment-timeline.js';
import { loanSchedule } from '../../src/housing/domain/loan-schedule.js';
import { labelLines, loanPoints, loanSummary, moneyTick, timelineSteps, timelineSummary } from '../src/housing/components/charts/plan-chart-data';

const d = (dollars: number) => Math.round(dollars * 100) as Cents;

function stage(name: PaymentStage['stage'], label: string, cash: number, cpf: number): PaymentStage {
  return {
    stage: name,
    label,
    when: '',
    items: [
      { key: `${name}-cash`, label: 'Cash item', amount: d(cash), paymentMethod: 'CASH', howWorkedOut: '', source: null },
      { key: `${name}-cpf`, label: 'CPF item', amount: d(cpf), paymentMethod: 'CPF', howWorkedOut: '', source: null },
    ],
    cash: d(cash),
    cpf: d(cpf),
    total: d(cash + cpf),
  };
}

/** A resale purchase: S$1,000 option fee; S$14,000 cash and S$10,000 CPF at exercise; S$5,000 and S$20,000 at completion. */
const RESALE: PaymentStage[] = [
  stage('OPTION_TO_PURCHASE', 'Option to purchase', 1_000, 0),
  stage('EXERCISE', 'Exercising the option', 14_000, 10_000),
  stage('COMPLETION', 'Completion', 5_000, 20_000),
];

describe('housing summary charts: the payment timeline as cumulative steps', () => {
  it('adds each stage to what was paid before it, cash and CPF apart', () => {
    expect(timelineSteps(RESALE).map(({ stage: s, cashSoFar, cpfSoFar, totalSoFar, total }) => ({ s, cashSoFar, cpfSoFar, totalSoFar, total }))).to.deep.equal([
      { s: 'OPTION_TO_PURCHASE', cashSoFar: 100_000, cpfSoFar: 0, totalSoFar: 100_000, total: 100_000 },
      { s: 'EXERCISE', cashSoFar: 1_500_000, cpfSoFar: 1_000_000, totalSoFar: 2_500_000, total: 2_400_000 },
      { s: 'COMPLETION', cashSoFar: 2_000_000, cpfSoFar: 3_000_000, totalSoFar: 5_000_000, total: 2_500_000 },
    ]);
    expect(timelineSteps([])).to.deep.equal([]);
  });

  it("says what is paid by the last stage and where the most falls due (the chart's accessible name)", () => {
    expect(timelineSummary(timelineSteps(RESALE))).to.equal(
      'S$50,000.00 paid over 3 stages: S$20,000.00 in cash and S$30,000.00 from CPF. The most is due at stage 3, Completion: S$25,000.00.',
    );
    expect(timelineSummary([])).to.equal('No payments yet: choose new or resale and enter the price.');
  });

  it('writes a stage name on at most two lines, split near the middle', () => {
    expect(labelLines('Completion')).to.deep.equal(['Completion']);
    expect(labelLines('Option to purchase')).to.deep.equal(['Option to', 'purchase']);
    expect(labelLines('Signing the agreement for lease')).to.deep.equal(['Signing the', 'agreement for lease']);
  });

  it('axis ticks in short money', () => {
    expect(moneyTick(0)).to.equal('S$0');
    expect(moneyTick(50_000)).to.equal('S$500');
    expect(moneyTick(5_000_000)).to.equal('S$50K');
    expect(moneyTick(125_000_000)).to.equal('S$1.3M');
  });
});

describe('housing summary charts: the loan over the years', () => {
  const schedule = loanSchedule(d(300_000), 2.6, 25);

  it('starts at the loan and ends at 0, with the interest paid so far', () => {
    const points = loanPoints(d(300_000), schedule);
    expect(points).to.have.length(26);
    expect(points[0]).to.deep.equal({ year: 0, balance: 30_000_000, interestSoFar: 0 });
    expect(points[1]).to.deep.equal({ year: 1, balance: 29_136_547, interestSoFar: 769_759 });
    expect(points[25]).to.deep.equal({ year: 25, balance: 0, interestSoFar: 10_830_300 });
    expect(loanPoints(d(0), loanSchedule(d(0), 2.6, 25))).to.deep.equal([]);
  });

  it("says the interest in all and in the first year, and when half is repaid (the chart's accessible name)", () => {
    expect(loanSummary(d(300_000), schedule)).to.equal(
      'Your loan of S$300,000.00 is repaid over 25 years: S$108,303.00 of interest in all, S$7,697.59 of it in the first year. Half the loan is repaid by the end of year 15.',
    );
    expect(loanSummary(d(0), loanSchedule(d(0), 2.6, 25))).to.equal('No loan: nothing to repay.');
  });
});
