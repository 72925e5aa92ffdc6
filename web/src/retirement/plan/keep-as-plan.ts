/**
 * "Keep this as my plan" on the public "How much will CPF pay me?" page: its answers as the Retirement plan's
 * settings (PUT /retirement-plan). The CPF balances, date of birth and residency are not kept: the plan reads the
 * resident's own from their profile and wealth (Myinfo or typed). Pure, so it is unit tested.
 */
import type { RetirementCalculateRequest } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import type { RetirementPlanRequest } from '../../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { ASSUMPTION_DEFAULTS as D } from '../assumption-defaults';
import type { TypedOtherMoney } from '../retirement-answers';

/**
 * The settings from the public page's request. The wage was asked as "Gross monthly wage": it is before CPF, so
 * the gross-wage question is answered. Housing from the OA is not asked there: null takes the resident's cashflow.
 * Other money left empty there counted as none; here null takes it from the resident's wealth instead (investments
 * and SRS) or none (cash set aside).
 */
export function keptPlanRequest(request: RetirementCalculateRequest, typed: TypedOtherMoney): RetirementPlanRequest {
  const a = request.assumptions ?? {};
  return {
    grossMonthlyWage: request.grossMonthlyWage,
    grossWageConfirmed: true,
    bonusMonths: request.bonusMonths ?? 0,
    monthlySpending: request.monthlySpending,
    investments: typed.investments ? (request.investments ?? 0) : null,
    srsBalance: typed.srsBalance ? (request.srsBalance ?? 0) : null,
    cashSetAside: typed.cashSetAside ? (request.cashSetAside ?? 0) : null,
    monthlyHousingFromOa: a.monthlyHousingFromOa ?? null,
    housingFromOaUntil: a.housingFromOaUntil ?? null,
    wageGrowthPercent: a.wageGrowthPercent ?? Number(D.wageGrowthPercent.value),
    inflationPercent: a.inflationPercent ?? Number(D.inflationPercent.value),
    investmentsReturnPercent: a.investmentsReturnPercent ?? Number(D.investmentsReturnPercent.value),
    srsReturnPercent: a.srsReturnPercent ?? Number(D.srsReturnPercent.value),
    cashReturnPercent: a.cashReturnPercent ?? Number(D.cashReturnPercent.value),
    payoutStartAge: a.payoutStartAge ?? Number(D.payoutStartAge.value),
    cpfLifePlan: a.cpfLifePlan ?? D.cpfLifePlan.value,
    retirementSumChoice: a.retirementSumChoice ?? D.retirementSumChoice.value,
    planToAge: a.planToAge ?? Number(D.planToAge.value),
  };
}
