/// <reference types="mocha" />
import { expect } from 'chai';
import {
  RETIREMENT_DEFAULTS,
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

  it('the statutory retirement age is 63, and 65 from 2030', () => {
    expect(statutoryRetirementAge(2026)).to.equal(63);
    expect(statutoryRetirementAge(2030)).to.equal(65);
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
