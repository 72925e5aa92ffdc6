/**
 * How the CPF usage limits were worked out (docs/decisions.md "Housing summary explained"): the valuation limit, the
 * withdrawal limit and when the CPF instalments reach them. One group of figure-explanations.ts.
 */
import type { HousingPlanSummary } from '../housing-summary.js';
import { CPF_USAGE_LIMITS } from '../policy/cpf-usage-limits.js';
import { rowOn } from '../policy/dated-table.js';
import type { ExplainedPlan, ExplanationContext } from './explained-plan.js';
import { fromRow, plural, sgd, type Explanation } from './explanation-words.js';

/** The valuation and withdrawal limits and when CPF reaches them, explained with the plan's numbers. */
export function cpfLimitExplanations(plan: ExplainedPlan, s: HousingPlanSummary, c: ExplanationContext) {
  const { date, lower, ages } = c;
  const cpfRow = fromRow(CPF_USAGE_LIMITS, date);
  const prorated = s.cpfLeaseFactor !== '1';
  const youngest = ages.length > 0 ? Math.min(...ages) : null;
  const cpfRule = rowOn(CPF_USAGE_LIMITS, date).value;

  const leaseWords =
    prorated && s.remainingLease !== null && youngest !== null
      ? ` × (${s.remainingLease} years of lease − ${cpfRule.minimumLeaseYears}) ÷ (${cpfRule.coverToAge} − ${youngest}, the youngest buyer's age, − ${cpfRule.minimumLeaseYears}) = ${s.remainingLease - cpfRule.minimumLeaseYears} ÷ ${cpfRule.coverToAge - youngest - cpfRule.minimumLeaseYears}`
      : '';
  const valuationLimit: Explanation =
    s.valuationLimit === null
      ? { rule: "No price yet: enter the flat's price or your budget.", ...cpfRow }
      : s.remainingLease !== null && s.remainingLease < cpfRule.minimumLeaseYears
        ? { rule: `The lease left (${s.remainingLease} years) is under ${cpfRule.minimumLeaseYears} years: CPF cannot be used for this flat.`, ...cpfRow }
        : { rule: `${lower.words.charAt(0).toUpperCase()}${lower.words.slice(1)}${leaseWords}${prorated ? ` = ${sgd(s.valuationLimit)}, rounded down to the cent` : ''}.`, ...cpfRow };
  const withdrawalLimit: Explanation =
    s.withdrawalLimit === null || s.valuationLimit === null
      ? { rule: "No price yet: enter the flat's price or your budget.", ...cpfRow }
      : prorated
        ? { rule: `The lease does not last the youngest buyer to ${cpfRule.coverToAge}: CPF may pay no more than the pro-rated limit, ${sgd(s.withdrawalLimit)}.`, ...cpfRow }
        : {
            rule: `${cpfRule.withdrawalLimitPercent} % of the valuation limit (${sgd(s.valuationLimit)}) = ${sgd(s.withdrawalLimit)}. CPF goes beyond the valuation limit only with the Basic Retirement Sum set aside.`,
            ...cpfRow,
          };
  const reached = s.noOfYearsToReachCpfUsageLimits !== null && s.noOfRemainingMonthsToReachCpf !== null;
  const monthsToLimit = reached ? s.noOfYearsToReachCpfUsageLimits! * 12 + s.noOfRemainingMonthsToReachCpf! : 0;
  const cpfLimitReached: Explanation = {
    rule: !s.cpfLimitsApply
      ? 'With an HDB loan and a lease that lasts the youngest buyer to 95, these limits do not stop your CPF instalments.'
      : s.valuationLimit === null
        ? "No price yet: enter the flat's price or your budget."
        : reached && monthsToLimit === 0
          ? `The CPF you use at purchase (${sgd(s.paymentInCpf)}) is already more than the limit (${sgd(s.valuationLimit)}).`
          : reached
            ? `${sgd(s.valuationLimit)} (the limit) − ${sgd(s.paymentInCpf)} (CPF used at purchase) = ${sgd(s.valuationLimit - s.paymentInCpf)}; at ${sgd(s.cpfMonthlyInstalment)} a month from CPF that is ${plural(monthsToLimit, 'month', 'months')}, counting the month that reaches it: ${plural(s.noOfYearsToReachCpfUsageLimits!, 'year', 'years')} and ${plural(s.noOfRemainingMonthsToReachCpf!, 'month', 'months')}.`
            : s.cpfMonthlyInstalment <= 0
              ? 'You pay no instalment from CPF, so the CPF you use stays at what you pay at purchase.'
              : `${sgd(s.valuationLimit)} (the limit) − ${sgd(s.paymentInCpf)} (CPF used at purchase) is not used up by ${sgd(s.cpfMonthlyInstalment)} a month within the ${plan.loanPeriod}-year loan.`,
    ...cpfRow,
  };

  return { valuationLimit, withdrawalLimit, cpfLimitReached };
}
