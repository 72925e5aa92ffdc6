/**
 * The retirement answer on the wire (docs/api.md "Retirement"): the outlook and its levers in integer cents, the
 * same for the public calculation and the resident's own plan, so both pages show one set of figures.
 */
import { DomainError } from '../../../shared-kernel/errors.js';
import { retirementPlan, type RetirementOutlookInputs } from '../../domain/retirement/index.js';
import type { RetirementBalancesDto, RetirementCalculateResponse } from './retirement.contract.js';

/** Works the answer out; figures too large to hold in whole cents (a huge sum grown for decades) are refused, not a 500. */
export function presentRetirementPlan(inputs: RetirementOutlookInputs): RetirementCalculateResponse {
  const { outlook, levers } = planOrTooLarge(inputs);
  const { projection, cpfLife } = outlook;
  const c = projection.firstContribution;
  const s = projection.sums;
  const answer: RetirementCalculateResponse = {
    rulesAsOf: `${inputs.startMonth}-01`,
    startMonth: inputs.startMonth,
    firstContribution: { total: c?.total ?? 0, employer: c?.employer ?? 0, employee: c?.employee ?? 0, oa: c?.oa ?? 0, sa: c?.sa ?? 0, ma: c?.ma ?? 0, ra: c?.ra ?? 0 },
    retirementSums: { cohortYear: s.cohortYear, basic: s.basic, full: s.full, enhanced: s.enhanced, basicHealthcare: s.basicHealthcare },
    balances: {
      at55: projection.at55 && { month: projection.at55.month, before: balancesOf(projection.at55.before), after: balancesOf(projection.at55.after) },
      atPayoutAge: balancesOf(projection.atPayoutAge),
      byAge: projection.byAge.map((b) => ({ age: b.age, ...balancesOf(b) })),
    },
    cpfLife: { plan: cpfLife.plan, startAge: cpfLife.startAge, monthlyPayoutLow: cpfLife.monthlyPayoutLow, monthlyPayoutHigh: cpfLife.monthlyPayoutHigh, label: cpfLife.label },
    retirement: { month: outlook.retirementMonth, age: outlook.retirementAge, planToAge: outlook.planToAge, otherSavingsAtRetirement: outlook.otherSavingsAtRetirement, otherMoneyAtRetirement: outlook.otherMoneyAtRetirement },
    income: { cpfLifeMonthlyToday: outlook.cpfLifeIncomeToday, savingsMonthlyToday: outlook.savingsIncomeToday },
    need: outlook.need,
    gap: outlook.gap,
    levers: levers.map((l) => ({ ...l })),
    sources: outlook.sources,
  };
  if (!allSafe(answer)) throw tooLarge();
  return answer;
}

const TOO_LARGE_MESSAGE = 'These amounts grow too large to work out: check the amounts and the return';
const tooLarge = () => new DomainError('RETIREMENT.TOO_LARGE', 'These amounts grow too large to work out.', 'validation', [{ field: 'investments', message: TOO_LARGE_MESSAGE }]);

/** The plan, or the refusal when a figure on the way leaves whole cents (the rules guard their amounts). */
function planOrTooLarge(inputs: RetirementOutlookInputs): ReturnType<typeof retirementPlan> {
  try {
    return retirementPlan(inputs);
  } catch (err) {
    if (err instanceof DomainError && err.code === 'MONEY.INVALID_CENTS') throw tooLarge();
    throw err;
  }
}

function allSafe(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value);
  if (Array.isArray(value)) return value.every(allSafe);
  if (value && typeof value === 'object') return Object.values(value).every(allSafe);
  return true;
}

const balancesOf = (b: RetirementBalancesDto): RetirementBalancesDto => ({ oa: b.oa, sa: b.sa, ma: b.ma, ra: b.ra });
