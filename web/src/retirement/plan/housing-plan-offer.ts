/**
 * A housing plan's CPF instalment offered as the OA paid for the flat (docs/decisions.md "The retirement plan"): the
 * retirement plan reads the CPF part of the loan repayments the resident pays today; a resident still planning a flat
 * may take a financing plan's instead. The amount is the plan's own summary figure (the housing engine's: the CPF
 * part typed, at most the instalment), paid from the plan's purchase month for its loan period: nothing is worked
 * out again here but that last month.
 */
import type { HousingPlanDto } from '../../../../src/housing/adapters/http/housing.contract.js';
import { YearMonth } from '../../../../src/shared-kernel/year-month.js';
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';

export interface HousingPlanOffer {
  planId: string;
  planName: string;
  /** cents a month from the OA */
  monthly: number;
  /** 'YYYY-MM', the loan's last month: the purchase month plus the loan period, less one month */
  until: string;
  loanYears: number;
}

/** 'YYYY-MM' `months` after the month of `day` ('YYYY-MM-DD'). */
const monthsAfter = (day: string, months: number): string => YearMonth.addMonths(YearMonth.fromLocalDate(day as LocalDate), months);

/** The plans that pay part of their instalment from CPF, in their order, each as an offer. */
export function housingPlanOffers(plans: readonly HousingPlanDto[]): HousingPlanOffer[] {
  return plans
    .filter((plan) => plan.summary.cpfMonthlyInstalment > 0 && plan.loanPeriod > 0)
    .map((plan) => ({
      planId: plan.id,
      planName: plan.planName,
      monthly: plan.summary.cpfMonthlyInstalment,
      until: monthsAfter(plan.purchaseDate, plan.loanPeriod * 12 - 1),
      loanYears: plan.loanPeriod,
    }));
}
