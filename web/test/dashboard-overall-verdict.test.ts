import { expect } from 'chai';
import { overallVerdict } from '../src/dashboard/overall-verdict';
import { formatMonths } from '../src/dashboard/health-levels';

describe('dashboard: the overall verdict names only the areas that are judged', () => {
  const cases: { areas: { cashflow: number; wealth: number; protection: number }; overall: number; sentence: string | null }[] = [
    { areas: { cashflow: 0, wealth: 0, protection: 0 }, overall: 0, sentence: null },
    { areas: { cashflow: 3, wealth: 0, protection: 0 }, overall: 3, sentence: 'Your cashflow is in good shape. Wealth and protection are not available yet: add what you own and your savings.' },
    { areas: { cashflow: 0, wealth: 3, protection: 0 }, overall: 3, sentence: 'Your wealth is in good shape. Cashflow and protection are not available yet: add your income and spending and your savings.' },
    { areas: { cashflow: 0, wealth: 0, protection: 2 }, overall: 2, sentence: 'Your protection is on track, with room to improve. Cashflow and wealth are not available yet: add your income and spending and what you own.' },
    { areas: { cashflow: 3, wealth: 3, protection: 0 }, overall: 3, sentence: 'Your cashflow and wealth are in good shape. Protection is not available yet: add your savings.' },
    { areas: { cashflow: 3, wealth: 0, protection: 3 }, overall: 3, sentence: 'Your cashflow and protection are in good shape. Wealth is not available yet: add what you own.' },
    { areas: { cashflow: 0, wealth: 1, protection: 1 }, overall: 1, sentence: 'Parts of your wealth and protection need attention: start with the recommended actions below. Cashflow is not available yet: add your income and spending.' },
    { areas: { cashflow: 3, wealth: 3, protection: 3 }, overall: 3, sentence: 'Your cashflow, wealth and protection are in good shape.' },
    { areas: { cashflow: 1, wealth: 0, protection: 0 }, overall: 1, sentence: 'Your cashflow needs attention: start with the recommended actions below. Wealth and protection are not available yet: add what you own and your savings.' },
    { areas: { cashflow: 3, wealth: 2, protection: 1 }, overall: 2, sentence: 'Your cashflow, wealth and protection are on track, with room to improve.' },
  ];
  for (const { areas, overall, sentence } of cases) {
    it(`${JSON.stringify(areas)} at ${overall}`, () => expect(overallVerdict(overall, areas)).to.equal(sentence));
  }

  it('months are written once, to 1 decimal: 18.15 is "18.2 months", 1 is "1.0 month", unknown is "Not available yet"', () => {
    expect([formatMonths(18.1), formatMonths(6), formatMonths(1), formatMonths(null)]).to.deep.equal(['18.1 months', '6.0 months', '1.0 month', 'Not available yet']);
  });
});
