/**
 * The recommended plan in the web app: its one step's answers, and what they afford (the housing domain's
 * `affordability`, with the plan's rate and period). Pure.
 */
import type { HousingPlanFields } from '../../../src/housing/adapters/http/housing.contract.js';
import { affordability, type Affordability } from '../../../src/housing/domain/affordability.js';
import type { Cents } from '../shared/format/money';

export const RECOMMENDED_PLAN_NAME = 'My recommended plan';

/** What a recommended plan affords; its grants are kept in the CPF Housing Grant field. */
export function affordabilityOf(plan: HousingPlanFields): Affordability {
  return affordability({
    monthlyHouseholdIncome: (plan.monthlyHouseholdIncome ?? 0) as Cents,
    cpfOABalance: (plan.cpfOABalance ?? 0) as Cents,
    cashSavings: (plan.cashSavings ?? 0) as Cents,
    grants: (plan.cpfHousingGrant ?? 0) as Cents,
    interestRate: plan.interestRate,
    loanPeriod: plan.loanPeriod,
    purchaseDate: plan.purchaseDate,
  });
}
