/**
 * The summary's loan limits (what the lender allows, by the rules on the purchase date) and CPF usage limits, each
 * in plain words with what it depends on (docs/decisions.md "Housing loans and CPF limits"). The warnings these
 * rules raise are listed with the plan's other warnings.
 */
import type { HousingPlanDto, HousingPlanSummary } from '../../../../src/housing/adapters/http/housing.contract.js';
import type { FigureExplanations } from '../../../../src/housing/domain/figure-explanations.js';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ExplainedFigure } from './explained-figure';

const m = (cents: number) => formatMoney(cents as Cents);

const TENURE_WHY: Readonly<Record<HousingPlanSummary['maxLoanTenureLimitedBy'], string>> = {
  MAXIMUM: 'the most the lender allows',
  AGE: 'to an average age of 65',
  LEASE: 'the lease left less 20 years',
};

/** "18 years and 9 months" */
export function yearsAndMonths(years: number, months: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'} and ${months} ${months === 1 ? 'month' : 'months'}`;
}

/** `explanations`: "How we worked this out" under each figure (docs/decisions.md "Housing summary explained"). */
export function LoanLimits({ plan, explanations }: { plan: Pick<HousingPlanDto, 'loanType' | 'monthlyHouseholdIncome' | 'summary'>; explanations?: FigureExplanations }) {
  const s = plan.summary;
  const how = explanations?.figures;
  const lender = plan.loanType === 'HDB' ? 'HDB sizes' : 'Banks size';
  return (
    <section aria-labelledby="plan-limits-heading">
      <h2 id="plan-limits-heading" className="plan-summary__heading">
        What you may borrow
      </h2>
      <div className="plan-figures plan-figures--wide">
        <ExplainedFigure
          label={
            s.loanLeaseProration && !s.loanLeaseProration.noLoan
              ? `Loan limit: ${s.loanToValuePercent} % × ${s.loanLeaseProration.leaseYears} / ${s.loanLeaseProration.yearsToAge} years of the price or valuation`
              : `Loan limit: ${s.loanToValuePercent} % of the price or valuation`
          }
          value={m(s.maxLoanByLtv)}
          explanation={how?.maxLoanByLtv}
        />
        <ExplainedFigure label={`Loan your income allows (sized at ${s.eligibilityInterestRate} %)`} value={s.maxLoanByIncome === null ? 'Add your income' : m(s.maxLoanByIncome)} explanation={how?.maxLoanByIncome} />
        <ExplainedFigure label="Longest loan" value={`${s.maxLoanTenure} years (${TENURE_WHY[s.maxLoanTenureLimitedBy]})`} explanation={how?.maxLoanTenure} />
        <ExplainedFigure
          label={`Instalment at ${s.eligibilityInterestRate} %, against the ${s.mortgageServicingLimitPercent} % limit`}
          value={s.withinMortgageServicingLimit === null ? 'Add your income' : `${m(s.instalmentAtEligibilityRate)} (${s.withinMortgageServicingLimit ? 'within' : 'over'})`}
          explanation={how?.instalmentAtEligibilityRate}
        />
        {plan.loanType === 'BANK' && (
          <ExplainedFigure
            label={`All debt repayments: at most ${s.totalDebtServicingLimitPercent} % of income`}
            value={s.withinTotalDebtServicingLimit === null ? 'Add your income' : s.withinTotalDebtServicingLimit ? 'Within, with this loan alone' : 'Over'}
            explanation={how?.totalDebtServicing}
          />
        )}
      </div>
      {s.loanLeaseProration && (
        <p className="plan-summary__note">
          {s.loanLeaseProration.noLoan
            ? `HDB gives no loan on a flat with ${s.loanLeaseProration.minimumLeaseYears} years of lease or less.`
            : `The lease (${s.loanLeaseProration.leaseYears} years) does not last the youngest buyer to ${s.loanLeaseProration.coverToAge}: HDB pro-rates its loan to ${s.loanLeaseProration.leaseYears} of the ${s.loanLeaseProration.yearsToAge} years.`}
        </p>
      )}
      <p className="plan-summary__note">
        {lender} the loan at {s.eligibilityInterestRate} % a year, even when the rate you pay is lower, and check that its instalment is at most{' '}
        {s.mortgageServicingLimitPercent} % of your gross household income, compared exactly.
      </p>
    </section>
  );
}

export function CpfLimits({ summary: s, explanations }: { summary: HousingPlanSummary; explanations?: FigureExplanations }) {
  const how = explanations?.figures;
  if (s.valuationLimit === null || s.withdrawalLimit === null) return null;
  const prorated = s.cpfLeaseFactor !== '1';
  const reached = s.noOfYearsToReachCpfUsageLimits !== null && s.noOfRemainingMonthsToReachCpf !== null;
  return (
    <section aria-labelledby="plan-cpf-limits-heading">
      <h2 id="plan-cpf-limits-heading" className="plan-summary__heading">
        How much CPF you may use
      </h2>
      <div className="plan-figures plan-figures--wide">
        <ExplainedFigure label={prorated ? 'Valuation limit, pro-rated for the lease' : 'Valuation limit (the lower of price and valuation)'} value={m(s.valuationLimit)} explanation={how?.valuationLimit} />
        <ExplainedFigure label={prorated ? 'Withdrawal limit (no more with a short lease)' : 'Withdrawal limit (120 % of it)'} value={m(s.withdrawalLimit)} explanation={how?.withdrawalLimit} />
        <ExplainedFigure
          label="CPF instalments reach the limit after"
          value={reached ? yearsAndMonths(s.noOfYearsToReachCpfUsageLimits!, s.noOfRemainingMonthsToReachCpf!) : s.cpfLimitsApply ? 'Not within the loan' : 'Does not apply'}
          explanation={how?.cpfLimitReached}
        />
      </div>
      {prorated ? (
        <p className="plan-summary__note">
          The lease ({s.remainingLease} years) does not last the youngest buyer to age 95, so CPF may pay {Math.round(Number(s.cpfLeaseFactor) * 1000) / 10} % of the lower of price and valuation.
        </p>
      ) : (
        <p className="plan-summary__note">
          Beyond the valuation limit, CPF can go on paying only if you have set aside the Basic Retirement Sum, and never beyond the withdrawal limit.
          {s.cpfLimitsApply ? '' : ' With an HDB loan and a lease that lasts the youngest buyer to 95, these limits do not stop your CPF instalments.'}
        </p>
      )}
      {s.cpfLimitsToConfirm && <p className="plan-summary__note">To confirm: {s.cpfLimitsToConfirm}</p>}
    </section>
  );
}
