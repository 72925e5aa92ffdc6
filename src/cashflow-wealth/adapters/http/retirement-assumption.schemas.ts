/**
 * The assumptions' edge rules, one set for the public calculation (POST /retirement/calculate, with the defaults)
 * and the resident's plan (PUT /retirement-plan, where the domain fills what is left out): the same ranges and the
 * same messages on both (docs/api.md "Retirement").
 */
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { LATEST_PAYOUT_START_AGE } from '../../domain/retirement/index.js';
import { EARLIEST_PAYOUT_START_AGE } from '../../domain/retirement/retirement-settings.js';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const yearMonth = () => Joi.string().pattern(YEAR_MONTH).messages({ 'string.pattern.base': 'Enter a month as YYYY-MM' });

const percent = (min: number, max: number, what: string) =>
  Joi.number().min(min).max(max).messages({ 'number.min': `${what} must be at least ${min} %`, 'number.max': `${what} must be at most ${max} %` });
const payoutAgeMessage = `CPF LIFE payouts start between ${EARLIEST_PAYOUT_START_AGE} and ${LATEST_PAYOUT_START_AGE}`;

/** Each assumption's rule, without a default. */
export const assumptionFields = {
  wageGrowthPercent: () => percent(-10, 10, 'Wage growth'),
  inflationPercent: () => percent(0, 10, 'Inflation'),
  investmentsReturnPercent: () => percent(-5, 10, 'The return on your investments'),
  srsReturnPercent: () => percent(-5, 10, 'The return on your SRS'),
  cashReturnPercent: () => percent(0, 10, 'The return on your cash'),
  payoutStartAge: () =>
    Joi.number().integer().min(EARLIEST_PAYOUT_START_AGE).max(LATEST_PAYOUT_START_AGE).messages({
      'number.min': payoutAgeMessage,
      'number.max': payoutAgeMessage,
      'number.integer': `Enter a whole age between ${EARLIEST_PAYOUT_START_AGE} and ${LATEST_PAYOUT_START_AGE}`,
    }),
  cpfLifePlan: () => Joi.string().valid('STANDARD', 'BASIC', 'ESCALATING').messages({ 'any.only': 'Choose the Standard, Basic or Escalating plan' }),
  retirementSumChoice: () => Joi.string().valid('BASIC_WITH_PLEDGE', 'FULL', 'ENHANCED').messages({ 'any.only': 'Choose the Basic (with a property pledge), Full or Enhanced sum' }),
  planToAge: () => Joi.number().integer().min(75).max(110).messages({ 'number.min': 'Plan to at least 75', 'number.max': 'Plan to at most 110', 'number.integer': 'Enter a whole age' }),
  monthlyHousingFromOa: () => Joi.cents(),
  housingFromOaUntil: () => yearMonth().allow(null),
  bonusMonths: () => Joi.number().min(0).max(24).messages({ 'number.min': 'Bonus months cannot be negative', 'number.max': 'Bonus months must be at most 24' }),
};

/**
 * The one sum at one return the other money was before each kind had its own (docs/api.md "Retirement"): refused by
 * name rather than dropped as an unknown field, so an older client is told what to send instead of a plan worked out
 * without its savings.
 */
export interface RetiredFields {
  otherSavings?: never;
  returnPercent?: never;
}
export const retiredFields = {
  otherSavings: () => Joi.any().forbidden().messages({ 'any.unknown': 'Send your other money as investments, srsBalance and cashSetAside instead of otherSavings' }),
  returnPercent: () =>
    Joi.any().forbidden().messages({ 'any.unknown': 'Send a return for each kind, investmentsReturnPercent, srsReturnPercent and cashReturnPercent, instead of returnPercent' }),
};
