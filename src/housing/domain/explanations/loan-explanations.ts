/**
 * How the loan's figures were worked out (docs/decisions.md "Housing summary explained"): the instalment and its
 * cash and CPF parts, the interest, the loan limits by value, income and tenure, and the servicing ratios at the
 * eligibility rate. One group of figure-explanations.ts, kept with the tables it alone reads.
 */
import type { Cents } from '../../../shared-kernel/money.js';
import type { HousingPlanSummary } from '../housing-summary.js';
import { averageAge, maxLoanByIncome } from '../loan-limits.js';
import { HDB_ELIGIBILITY_RATE_FLOOR } from '../policy/hdb-eligibility-rate-floor.js';
import { HDB_CONCESSIONARY_RATE } from '../policy/hdb-interest-rate.js';
import { HDB_LOAN_LEASE_PRORATION } from '../policy/hdb-loan-lease-proration.js';
import { HDB_LOAN_TENURE } from '../policy/hdb-loan-tenure.js';
import { rowOn } from '../policy/dated-table.js';
import { MORTGAGE_SERVICING_RATIO } from '../policy/mortgage-servicing-ratio.js';
import { TOTAL_DEBT_SERVICING_RATIO } from '../policy/total-debt-servicing-ratio.js';
import type { ExplainedPlan, ExplanationContext } from './explained-plan.js';
import { day, fromRow, pct, plural, sgd, type Explanation } from './explanation-words.js';

/** The instalment, the interest, the loan limits and the servicing ratios, explained with the plan's numbers. */
export function loanExplanations(plan: ExplainedPlan, s: HousingPlanSummary, c: ExplanationContext) {
  const { date, income, hdb, ltv, lower, lease, months, ages } = c;
  const msr = fromRow(MORTGAGE_SERVICING_RATIO, date);
  const floor = hdb ? fromRow(HDB_ELIGIBILITY_RATE_FLOOR, date) : fromRow(TOTAL_DEBT_SERVICING_RATIO, date);
  const floorPercent = hdb ? rowOn(HDB_ELIGIBILITY_RATE_FLOOR, date).value.floorPercent : rowOn(TOTAL_DEBT_SERVICING_RATIO, date).value.rateFloorPercent;
  const assessedAt =
    floorPercent === null
      ? `your rate of ${pct(plan.interestRate)}`
      : `${pct(s.eligibilityInterestRate)}, the higher of ${hdb ? "HDB's" : "MAS's"} ${pct(floorPercent)} floor and your rate of ${pct(plan.interestRate)}`;

  const rateRow = hdb ? fromRow(HDB_CONCESSIONARY_RATE, date) : {};
  const monthlyMortgageInstalment: Explanation = {
    rule:
      s.estimatedLoanAmount <= 0
        ? 'No loan: no instalment.'
        : plan.interestRate === 0
          ? `${sgd(s.estimatedLoanAmount)} ÷ ${months} months = ${sgd(s.monthlyMortgageInstalment)}, rounded to the cent.`
          : `${sgd(s.estimatedLoanAmount)} repaid in ${months} equal monthly instalments (${plan.loanPeriod} years) at ${plan.interestRate} % a year, the interest charged monthly on the balance left: loan × r ÷ (1 − (1 + r)^−${months}) with r = ${plan.interestRate} % ÷ 12 = ${sgd(s.monthlyMortgageInstalment)}, rounded to the cent.${
                hdb ? ` HDB's concessionary rate on ${day(date)}: ${rowOn(HDB_CONCESSIONARY_RATE, date).value.ratePercent} % a year.` : ''
              }`,
    ...rateRow,
  };

  const cpfMonthlyInstalment: Explanation = {
    rule:
      (plan.cpfMonthlyInstalment ?? 0) > s.monthlyMortgageInstalment
        ? `You entered ${sgd(plan.cpfMonthlyInstalment ?? 0)}; CPF pays no more than the instalment: ${sgd(s.cpfMonthlyInstalment)}.`
        : `The part of the instalment you plan to pay from your CPF Ordinary Account: ${sgd(s.cpfMonthlyInstalment)}.`,
  };
  const cashMonthlyInstalment: Explanation = {
    rule: `${sgd(s.monthlyMortgageInstalment)} (instalment) − ${sgd(s.cpfMonthlyInstalment)} (from CPF) = ${sgd(s.cashMonthlyInstalment)} in cash.`,
  };

  const incomeWords = income === null ? '' : `${sgd(income)} (your gross monthly household income)`;
  const limitCheck =
    s.withinMortgageServicingLimit === null || income === null
      ? ''
      : ` At ${assessedAt}, the instalment would be ${sgd(s.instalmentAtEligibilityRate)}; ${s.mortgageServicingLimitPercent} % of your income is ${sgd(Math.floor((income * s.mortgageServicingLimitPercent) / 100))}: ${
          s.withinMortgageServicingLimit ? 'within the limit' : 'over the limit'
        }, compared exactly, not on the rounded share.`;
  const mortgageServicingRatio: Explanation = {
    rule:
      income === null || s.mortgageServicingRatio === null
        ? 'Add your gross monthly household income to see this.'
        : `${sgd(s.monthlyMortgageInstalment)} ÷ ${incomeWords} = ${s.mortgageServicingRatio.toFixed(1)} %, rounded to one decimal.${limitCheck}`,
    ...msr,
  };

  const totalLoanPayment: Explanation = {
    rule: `${sgd(s.monthlyMortgageInstalment)} a month × ${months} months = ${sgd(s.totalLoanPayment)}.`,
  };
  const totalInterest: Explanation = {
    rule: `${sgd(s.totalLoanPayment)} paid in all − ${sgd(s.estimatedLoanAmount)} borrowed = ${sgd(s.totalInterest)}${
      s.percentageOfTotalPayment === null ? '' : `, ${s.percentageOfTotalPayment.toFixed(1)} % of what you pay`
    }.`,
  };

  const maxLoanByLtv: Explanation = lease?.noLoan
    ? {
        rule: `HDB gives no loan on a flat with ${lease.minimumLeaseYears} years of lease or less: the lease left is ${plural(lease.leaseYears, 'year', 'years')}, so the loan limit is S$0.`,
        row: fromRow(HDB_LOAN_LEASE_PRORATION, date).row,
        source: rowOn(HDB_LOAN_LEASE_PRORATION, date).source,
      }
    : lease
      ? {
          rule: `The lease (${lease.leaseYears} years) does not last the youngest buyer to ${lease.coverToAge}: HDB pro-rates the loan. ${s.loanToValuePercent} % × ${lease.leaseYears} / ${lease.yearsToAge} years (${lease.coverToAge} − ${lease.coverToAge - lease.yearsToAge}, the youngest buyer's age) of ${lower.words} = ${sgd(s.maxLoanByLtv)}, rounded down to the cent.`,
          row: `${ltv.row}; ${fromRow(HDB_LOAN_LEASE_PRORATION, date).row}`,
          source: rowOn(HDB_LOAN_LEASE_PRORATION, date).source,
        }
      : {
          rule: `${s.loanToValuePercent} % of ${lower.words} = ${sgd(s.maxLoanByLtv)}, rounded down to the cent.`,
          ...ltv,
        };

  const incomeLimitYears = Math.min(plan.loanPeriod, s.maxLoanTenure);
  const incomeLimit = income !== null && income > 0 ? maxLoanByIncome(income as Cents, plan.loanType, plan.interestRate, incomeLimitYears, date) : null;
  const maxLoanByIncomeExplanation: Explanation = {
    rule:
      incomeLimit === null || s.maxLoanByIncome === null || income === null
        ? 'Add your gross monthly household income to see this.'
        : `${incomeLimit.maxPercent} % of ${incomeWords} = ${sgd(Math.floor((income * incomeLimit.maxPercent) / 100))} a month, the most the instalment may be. The loan that instalment repays over ${plural(incomeLimitYears, 'year', 'years')} at ${assessedAt}: ${sgd(s.maxLoanByIncome)}.`,
    ...floor,
  };

  const avg = averageAge(ages);
  const tenureRule = rowOn(HDB_LOAN_TENURE, date).value;
  const tenureParts = [`${tenureRule.maxYears} years`];
  if (avg !== null) tenureParts.push(`${tenureRule.untilAverageAge} − the buyers' average age (${avg}, rounded up) = ${tenureRule.untilAverageAge - avg} years`);
  if (s.remainingLease !== null) tenureParts.push(`the lease left (${s.remainingLease} years) − ${tenureRule.leaseBufferYears} = ${s.remainingLease - tenureRule.leaseBufferYears} years`);
  const maxLoanTenure: Explanation = hdb
    ? {
        rule: `The shortest of ${tenureParts.join(', ')}: ${plural(s.maxLoanTenure, 'year', 'years')}${avg === null ? " (enter the buyers' ages to check the age limit)" : ''}.`,
        ...fromRow(HDB_LOAN_TENURE, date),
      }
    : { rule: `Banks lend for an HDB flat for at most ${s.maxLoanTenure} years.` };

  const instalmentAtEligibilityRate: Explanation = {
    rule:
      income === null || s.withinMortgageServicingLimit === null
        ? `${sgd(s.estimatedLoanAmount)} over ${plural(plan.loanPeriod, 'year', 'years')} at ${assessedAt}: ${sgd(s.instalmentAtEligibilityRate)} a month. Add your income to compare it with the ${s.mortgageServicingLimitPercent} % limit.`
        : `${sgd(s.estimatedLoanAmount)} over ${plural(plan.loanPeriod, 'year', 'years')} at ${assessedAt}: ${sgd(s.instalmentAtEligibilityRate)} a month, against ${s.mortgageServicingLimitPercent} % of ${incomeWords} = ${sgd(Math.floor((income * s.mortgageServicingLimitPercent) / 100))}: ${
            s.withinMortgageServicingLimit ? 'within' : 'over'
          }.`,
    ...msr,
  };

  const tdsr = fromRow(TOTAL_DEBT_SERVICING_RATIO, date);
  const totalDebtServicing: Explanation =
    plan.loanType !== 'BANK'
      ? { rule: 'An HDB loan is held to the mortgage servicing ratio only.' }
      : income === null || s.withinTotalDebtServicingLimit === null
        ? { rule: 'Add your gross monthly household income to see this.', ...tdsr }
        : {
            rule: `${sgd(s.instalmentAtEligibilityRate)} a month at ${assessedAt}, against ${s.totalDebtServicingLimitPercent} % of ${incomeWords} = ${sgd(Math.floor((income * s.totalDebtServicingLimitPercent) / 100))}: ${
              s.withinTotalDebtServicingLimit ? 'within' : 'over'
            }. The plan knows only this loan: your other debt repayments count towards the limit too.`,
            ...tdsr,
          };

  return {
    monthlyMortgageInstalment,
    cpfMonthlyInstalment,
    cashMonthlyInstalment,
    mortgageServicingRatio,
    totalLoanPayment,
    totalInterest,
    maxLoanByLtv,
    maxLoanByIncome: maxLoanByIncomeExplanation,
    maxLoanTenure,
    instalmentAtEligibilityRate,
    totalDebtServicing,
  };
}
