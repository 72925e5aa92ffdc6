import type { ApiRoutes } from '../../../platform/http/http-types.js';
import { routeRateLimit } from '../../../platform/http/middleware/rate-limit.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { Clock } from '../../../shared-kernel/clock.js';
import { todayInSingapore } from '../../../shared-kernel/dates.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { RetirementOutlookInputs } from '../../domain/retirement/index.js';
import { DEFAULT_RETIREMENT_SETTINGS } from '../../domain/retirement/retirement-settings.js';
import { assumptionFields, retiredFields, yearMonth, type RetiredFields } from './retirement-assumption.schemas.js';
import { checkCalculationBounds } from '../../domain/retirement/calculation-bounds.js';
import { presentRetirementPlan } from './retirement.presenter.js';
import type { RetirementBalancesDto, RetirementCalculateRequest, RetirementCalculateResponse } from './retirement.contract.js';


const money = () => Joi.cents();
const D = DEFAULT_RETIREMENT_SETTINGS;
const A = assumptionFields;

export const retirementCalculateSchema = Joi.object<RetirementCalculateRequest & Pick<RetiredFields, 'otherSavings'>>({
  dateOfBirth: Joi.localDate().required().messages({ 'any.required': 'Enter your date of birth' }),
  residentialStatus: Joi.string().valid('CITIZEN', 'PR_THIRD_YEAR_ON').required().messages({
    'any.only': 'Choose citizen, or permanent resident from the third year',
    'any.required': 'Choose citizen, or permanent resident from the third year',
  }),
  grossMonthlyWage: money().required().messages({ 'any.required': 'Enter your gross monthly wage (0 if you do not work)' }),
  bonusMonths: A.bonusMonths().default(D.bonusMonths),
  balances: Joi.object({ oa: money().default(0), sa: money().default(0), ma: money().default(0), ra: money().default(0) }).default(),
  monthlySpending: money().required().messages({ 'any.required': 'Enter what you spend a month' }),
  investments: money().default(0),
  srsBalance: money().default(0),
  cashSetAside: money().default(0),
  otherSavings: retiredFields.otherSavings(),
  assumptions: Joi.object({
    returnPercent: retiredFields.returnPercent(),
    wageGrowthPercent: A.wageGrowthPercent().default(D.wageGrowthPercent),
    inflationPercent: A.inflationPercent().default(D.inflationPercent),
    investmentsReturnPercent: A.investmentsReturnPercent().default(D.investmentsReturnPercent),
    srsReturnPercent: A.srsReturnPercent().default(D.srsReturnPercent),
    cashReturnPercent: A.cashReturnPercent().default(D.cashReturnPercent),
    payoutStartAge: A.payoutStartAge().default(D.payoutStartAge),
    cpfLifePlan: A.cpfLifePlan().default(D.cpfLifePlan),
    retirementSumChoice: A.retirementSumChoice().default(D.retirementSumChoice),
    planToAge: A.planToAge().default(D.planToAge),
    monthlyHousingFromOa: A.monthlyHousingFromOa().default(0),
    housingFromOaUntil: A.housingFromOaUntil().default(null),
    startMonth: yearMonth(),
  }).default(),
}).required();

export type ValidatedRetirementBody = Required<Omit<RetirementCalculateRequest, 'balances' | 'assumptions'>> & {
  balances: RetirementBalancesDto;
  assumptions: Required<NonNullable<RetirementCalculateRequest['assumptions']>>;
};

/** The body as the projection's inputs, once the domain has checked it against Singapore's today (calculation-bounds.ts). */
function inputsOf(body: ValidatedRetirementBody, today: string): RetirementOutlookInputs {
  const thisMonth = today.slice(0, 7);
  const startMonth = body.assumptions.startMonth ?? thisMonth;
  checkCalculationBounds(body.dateOfBirth, startMonth, today);
  const a = body.assumptions;
  return {
    member: { dateOfBirth: body.dateOfBirth, residency: body.residentialStatus },
    startMonth,
    balances: body.balances as RetirementOutlookInputs['balances'],
    grossMonthlyWage: body.grossMonthlyWage as Cents,
    bonusMonths: body.bonusMonths,
    wageGrowthPercent: a.wageGrowthPercent,
    retirementSumChoice: a.retirementSumChoice,
    payoutStartAge: a.payoutStartAge,
    monthlyHousingFromOa: a.monthlyHousingFromOa as Cents,
    housingFromOaUntil: a.housingFromOaUntil,
    cpfLifePlan: a.cpfLifePlan,
    monthlySpending: body.monthlySpending as Cents,
    otherMoney: {
      investments: { amount: body.investments as Cents, returnPercent: a.investmentsReturnPercent },
      srs: { amount: body.srsBalance as Cents, returnPercent: a.srsReturnPercent },
      cash: { amount: body.cashSetAside as Cents, returnPercent: a.cashReturnPercent },
    },
    inflationPercent: a.inflationPercent,
    planToAge: a.planToAge,
  };
}

/** Works the answer out; figures too large to hold in whole cents are refused, not a 500 (retirement.presenter.ts). */
export function calculateRetirement(body: ValidatedRetirementBody, today: string): RetirementCalculateResponse {
  return presentRetirementPlan(inputsOf(body, today));
}

export interface RetirementRoutesDeps {
  clock: Clock;
  /** POST /retirement/calculate's own limit a minute, per resident or client address (docs/operations.md "Rate limits") */
  calculatePerMinute: number;
}

/** The public retirement calculation (docs/decisions.md "Retirement projection"): no guard, nothing stored, a budget of its own. */
export function retirementRoutes(deps: RetirementRoutesDeps): ApiRoutes {
  return {
    name: 'cashflow-wealth.retirement',
    mount(router) {
      router.post('/retirement/calculate', routeRateLimit('retirement-calculate', deps.calculatePerMinute), validate({ body: retirementCalculateSchema }), (ctx) => {
        const body: RetirementCalculateResponse = calculateRetirement(ctx.request.body as ValidatedRetirementBody, todayInSingapore(deps.clock));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
