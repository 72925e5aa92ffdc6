/// <reference types="mocha" />
import { expect } from 'chai';
import { tableProblems, type DatedTable } from '../../src/housing/domain/policy/dated-table.js';
import {
  CPF_LIFE,
  MATCHED_RETIREMENT_SAVINGS,
  RE_EMPLOYMENT_AGE,
  RETIREMENT_SUMS,
  STATUTORY_RETIREMENT_AGE,
} from '../../src/shared-kernel/retirement-figures.js';
import {
  RETIREMENT_DEFAULTS,
  calculatorPrompts,
  retirementFiguresOn,
  needsFromExpenses,
  needsFromIncome,
  statutoryRetirementAge,
  validateInflation,
  validateMonthlyDollars,
  validateYears,
} from '../src/content/retirement/retirement-rules';

describe('retirement guide: the worked example (spec 3 §9)', () => {
  it('4,500 a month for 19 years at 50 % to 70 %: 513,000 to 718,200', () => {
    expect(needsFromIncome(4_500, 19)).to.deep.equal({ low: 513_000, high: 718_200 });
  });

  it('1,800 of expenses a month for 19 years with 1.3 % inflation: 462,100', () => {
    expect(needsFromExpenses(1_800, RETIREMENT_DEFAULTS.yearsInRetirement, RETIREMENT_DEFAULTS.inflationPercent)).to.equal(462_100);
  });

  it('without inflation the expenses simply add up; one year is 12 months', () => {
    expect(needsFromExpenses(1_800, 19, 0)).to.equal(410_400);
    expect(needsFromExpenses(1_000, 1, 5)).to.equal(12_000);
    expect(needsFromExpenses(1_000, 2, 5)).to.equal(24_600);
  });

});

describe('retirement guide: the calculator fields', () => {
  it('takes whole dollars from 1 to 1,000,000', () => {
    expect(validateMonthlyDollars('4,500')).to.equal(null);
    expect(validateMonthlyDollars('4500')).to.equal(null);
    expect(validateMonthlyDollars('')).to.equal('Please enter a value');
    expect(validateMonthlyDollars('4,50')).to.equal('Enter whole dollars, for example 4,500');
    expect(validateMonthlyDollars('4500.50')).to.equal('Enter whole dollars, for example 4,500');
    expect(validateMonthlyDollars('0')).to.equal('Must be more than 0');
    expect(validateMonthlyDollars('1,000,001')).to.equal('Must be less than or equal to 1,000,000');
  });

  it('takes 1 to 50 years, and inflation from 0 to 10 % with up to 2 decimals', () => {
    expect(validateYears('19')).to.equal(null);
    expect(validateYears('0')).to.equal('Must be more than or equal to 1');
    expect(validateYears('51')).to.equal('Must be less than or equal to 50');
    expect(validateYears('2.5')).to.equal('Enter a whole number of years');
    expect(validateInflation('1.3')).to.equal(null);
    expect(validateInflation('0')).to.equal(null);
    expect(validateInflation('1.333')).to.equal('Enter a percentage such as 1.3');
    expect(validateInflation('11')).to.equal('Must be less than or equal to 10');
  });
});

describe('retirement guide: what the calculator asks for', () => {
  const filled = { income: '4,500', expenses: '1,800', years: '19', inflation: '1.3' };

  it('shows both figures when every field is right', () => {
    expect(calculatorPrompts(filled)).to.deep.equal({ income: null, expenses: null });
  });

  it('negative or missing years name the years on both lines, never "Enter your monthly income" beside a typed income', () => {
    const prompt = 'Enter the years in retirement, a whole number from 1 to 50';
    expect(calculatorPrompts({ ...filled, years: '-5' })).to.deep.equal({ income: prompt, expenses: prompt });
    expect(calculatorPrompts({ ...filled, years: '' })).to.deep.equal({ income: prompt, expenses: prompt });
    expect(calculatorPrompts({ ...filled, years: '51' })).to.deep.equal({ income: prompt, expenses: prompt });
  });

  it('asks for an empty amount, and to check a wrong one; a wrong inflation only stops the expenses line', () => {
    expect(calculatorPrompts({ ...filled, income: '' }).income).to.equal('Enter your monthly income');
    expect(calculatorPrompts({ ...filled, income: '-4500' }).income).to.equal('Check your monthly income');
    expect(calculatorPrompts({ ...filled, expenses: '' }).expenses).to.equal('Enter your expected monthly expenses');
    expect(calculatorPrompts({ ...filled, inflation: '12' })).to.deep.equal({ income: null, expenses: 'Enter the inflation a year, from 0 to 10 %' });
  });
});

describe('retirement guide: dated figures (MOM, CPF Board)', () => {
  it('every table covers every day exactly once and names its source', () => {
    for (const table of [STATUTORY_RETIREMENT_AGE, RE_EMPLOYMENT_AGE, MATCHED_RETIREMENT_SAVINGS, RETIREMENT_SUMS, CPF_LIFE]) {
      expect(tableProblems(table as unknown as DatedTable<unknown>), table.name).to.deep.equal([]);
    }
  });

  it('the spec’s figures stay as the older rows: 63 until 30 Jun 2026 and a 600 match until 2024', () => {
    expect(retirementFiguresOn('2026-06-30').retirementAge.value).to.equal(63);
    expect(retirementFiguresOn('2026-06-30').retirementAge.source.publisher).to.equal('Product specification');
    expect(retirementFiguresOn('2024-12-31').matchedSavings.value.matchPerYear).to.equal(600);
  });

  it('from 1 Jul 2026: retirement at 64, re-employment to 69; payouts from 65; 2026 sums; a 2,000 match, 20,000 for life', () => {
    const today = retirementFiguresOn('2026-11-26');
    expect(today.retirementAge.value).to.equal(64);
    expect(today.retirementAge.effectiveFrom).to.equal('2026-07-01');
    expect(today.reEmploymentAge.value).to.equal(69);
    expect(today.cpfLife.value).to.deep.equal({ payoutEligibilityAge: 65, autoInclusionThreshold: 60_000 });
    expect(today.sums.value).to.deep.equal({ cohort: 2026, basic: 110_200, full: 220_400, enhanced: 440_800 });
    expect(today.matchedSavings.value).to.deep.equal({ matchPerYear: 2_000, lifetimeCap: 20_000, ages: 'aged 55 and above' });
    expect(retirementFiguresOn('2027-01-01').sums.value.basic).to.equal(114_100);
  });

  it('the statutory retirement age by year: 62, 63 from mid-2022, 64 from mid-2026, 65 from 2030', () => {
    expect([2021, 2022, 2025, 2026, 2029, 2030, 2040].map(statutoryRetirementAge)).to.deep.equal([62, 63, 63, 64, 64, 65, 65]);
  });
});
