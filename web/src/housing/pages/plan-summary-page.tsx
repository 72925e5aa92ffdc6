import { observer } from 'mobx-react-lite';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { CashCpf, HousingPlanDto } from '../../../../src/housing/adapters/http/housing.contract.js';
import { figureExplanations, type Explanation, type FigureExplanations } from '../../../../src/housing/domain/figure-explanations.js';
import { loanSchedule } from '../../../../src/housing/domain/loan-schedule.js';
import { usePageTitle } from '../../app/layout/page-title';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ModuleFrame, ModuleLayout } from '../../shared/ui/module-layout/module-layout';
import { DutiesAndFees, PlanSources } from '../components/duties-and-fees';
import { GrantsWorkedOut } from '../components/grants-worked-out';
import { CpfLimits, LoanLimits } from '../components/loan-and-cpf-limits';
import { LoanBalanceChart } from '../components/charts/loan-balance-chart';
import { PaymentTimelineChart } from '../components/charts/payment-timeline-chart';
import { ExplainedFigure, HowWorkedOut } from '../components/explained-figure';
import { EligibilityWarnings, PlanWarnings, otherWarnings } from '../components/plan-preview';
import { PLAN_STEP_PAGES } from '../plan-steps';
import { FINANCING_PLAN_PATH, planStepPath } from '../plan-paths';
import { usePlan } from '../use-plan';
import { PlanLoading, PlanNotFound, planSteps } from './plan-page-states';
import { RecommendedSummary } from './recommended-summary';
import '../housing.css';
import '../components/explained-figure.css';

const m = (cents: number) => formatMoney(cents as Cents);

/** /buying-a-house/financing-plan/{id}/summary: what the completed plan works out to. */
export const PlanSummaryPage = observer(function PlanSummaryPage() {
  const { planId } = useParams();
  const { ready: loaded, plan } = usePlan(planId);
  // The summary is a large render: deferred, React slices it instead of doing it in the task that brought the plans
  // (docs/decisions.md "Rendering in slices").
  const ready = useDeferredValue(loaded);
  if (!ready) return <PlanLoading />;
  if (!plan) return <PlanNotFound />;
  if (plan.planType === 'DEFAULT') return <RecommendedSummary plan={plan} />;
  if (!plan.isPlanCompleted) return <Navigate to={FINANCING_PLAN_PATH} replace />;
  return <Summary plan={plan} />;
});

function Summary({ plan }: { plan: HousingPlanDto }) {
  usePageTitle(`Summary: ${plan.planName}`);
  const { pathname } = useLocation();
  const s = plan.summary;
  // Every figure with how we worked it out (docs/decisions.md "Housing summary explained"), from the same pure domain.
  const how = useMemo(() => figureExplanations(plan, s), [plan, s]);
  const f = how.figures;
  const [restShown, setRestShown] = useState(false);
  useEffect(() => startTransition(() => setRestShown(true)), []);
  return (
    <ModuleLayout moduleName={plan.planName} homeTo={FINANCING_PLAN_PATH} homeLabel="All plans" steps={planSteps(plan, pathname)}>
      <ModuleFrame title="Your plan at a glance" subtitle={`${plan.planName}: how you pay for the flat, and what it costs you each month.`} backTo={planStepPath(plan.id, PLAN_STEP_PAGES.length - 1)} continueTo={FINANCING_PLAN_PATH} continueLabel="Back to all plans">
        <div className="plan-summary">
          <EligibilityWarnings summary={s} />
          <PlanWarnings warnings={otherWarnings(s)} />
          <section aria-labelledby="plan-pay-heading">
            <h2 id="plan-pay-heading" className="plan-summary__heading">
              Paying for the flat
            </h2>
            <div className="plan-figures plan-figures--wide">
              <ExplainedFigure label="Flat price" value={m(s.flatPrice)} explanation={f.flatPrice} />
              <ExplainedFigure label="Grants" value={m(s.totalGrants)} explanation={f.totalGrants} parts={grantParts(s.grants, how)} />
              <ExplainedFigure label="Downpayment after the grants" value={m(s.minimumPayment)} explanation={f.minimumPayment} />
              {plan.flatType === 'RESALE' && <ExplainedFigure label="Cash over valuation" value={plan.flatValuation === null ? 'Enter the valuation' : m(s.cashOverValuation)} explanation={f.cashOverValuation} />}
              <ExplainedFigure label="Upfront in cash" value={m(s.upfrontPaymentInCash)} explanation={f.upfrontPaymentInCash} />
              <ExplainedFigure label="Upfront from CPF" value={m(s.upfrontPaymentInCpf)} explanation={f.upfrontPaymentInCpf} />
              <ExplainedFigure label="Loan" value={m(s.estimatedLoanAmount)} explanation={f.estimatedLoanAmount} />
            </div>
            <GrantsWorkedOut grants={s.grants} />
            <p className="plan-summary__edit">
              <Link to={planStepPath(plan.id, 2)}>Change the upfront payment or the loan</Link>
            </p>
          </section>
          {restShown && <SummaryRest plan={plan} how={how} />}
        </div>
      </ModuleFrame>
    </ModuleLayout>
  );
}

/**
 * Everything below "Paying for the flat": rendered once the top has been painted, as a transition React slices, so
 * the first paint of the page is its top alone (docs/decisions.md "Rendering in slices").
 */
function SummaryRest({ plan, how }: { plan: HousingPlanDto; how: FigureExplanations }) {
  const s = plan.summary;
  const f = how.figures;
  const schedule = useMemo(() => loanSchedule(s.estimatedLoanAmount, plan.interestRate, plan.loanPeriod), [s.estimatedLoanAmount, plan.interestRate, plan.loanPeriod]);
  return (
    <>
      <section aria-labelledby="plan-when-heading">
        <h2 id="plan-when-heading" className="plan-summary__heading">
          What you pay when
        </h2>
        <p className="plan-summary__rules">The upfront payment and every one-time fee, at the stage of the purchase each falls due.</p>
        <PaymentTimelineChart stages={s.paymentTimeline} explanations={how.stages} />
      </section>
      <section aria-labelledby="plan-loan-heading">
        <h2 id="plan-loan-heading" className="plan-summary__heading">
          Your loan
        </h2>
        <div className="plan-figures plan-figures--wide">
          <ExplainedFigure label="Monthly instalment" value={m(s.monthlyMortgageInstalment)} explanation={f.monthlyMortgageInstalment} />
          <ExplainedFigure label="of which from CPF" value={m(s.cpfMonthlyInstalment)} explanation={f.cpfMonthlyInstalment} />
          <ExplainedFigure label="of which in cash" value={m(s.cashMonthlyInstalment)} explanation={f.cashMonthlyInstalment} />
          <ExplainedFigure
            label="Share of household income"
            value={
              s.mortgageServicingRatio === null
                ? 'Add your income'
                : `${s.mortgageServicingRatio.toFixed(1)} % (${s.withinMortgageServicingLimit ? 'within' : 'over'} the ${s.mortgageServicingLimitPercent} % limit at ${s.eligibilityInterestRate} %)`
            }
            explanation={f.mortgageServicingRatio}
          />
          <ExplainedFigure label={`Paid over ${plan.loanPeriod} years at ${plan.interestRate} %`} value={m(s.totalLoanPayment)} explanation={f.totalLoanPayment} />
          <ExplainedFigure
            label="of which interest"
            value={s.percentageOfTotalPayment === null ? m(s.totalInterest) : `${m(s.totalInterest)} (${s.percentageOfTotalPayment.toFixed(1)} %)`}
            explanation={f.totalInterest}
          />
        </div>
        <div className="plan-summary__chart">
          <LoanBalanceChart loan={s.estimatedLoanAmount} schedule={schedule} />
        </div>
      </section>
      <LoanLimits plan={plan} explanations={how} />
      <CpfLimits summary={s} explanations={how} />
      <DutiesAndFees summary={s} explanations={how} />
      <section aria-labelledby="plan-payments-heading">
        <h2 id="plan-payments-heading" className="plan-summary__heading">
          Payments in cash and from CPF
        </h2>
        <div className="table-scroll">
          <table className="data-table plan-payments">
            <thead>
              <tr>
                <th scope="col">Paid</th>
                <th scope="col">Cash</th>
                <th scope="col">CPF</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              <PaymentsRow label="Once (fees, stamp duty, renovation)" row={s.oneTimePayments} how={f.oneTimePayments} />
              <PaymentsRow label="Every month (instalment, charges)" row={s.monthlyPayments} how={f.monthlyPayments} />
              <PaymentsRow label="Every year (property tax, Home Protection Scheme)" row={s.annualPayments} how={f.annualPayments} />
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="plan-left-heading">
        <h2 id="plan-left-heading" className="plan-summary__heading">
          What you have left after the purchase
        </h2>
        <div className="plan-figures plan-figures--wide">
          <ExplainedFigure label="Cash savings" value={plan.cashSavings === null ? 'Not entered' : m(s.cashLeft)} explanation={f.cashLeft} />
          <ExplainedFigure label="CPF Ordinary Account" value={plan.cpfOABalance === null ? 'Not entered' : m(s.totalAmountLeftInCpfOA)} explanation={f.totalAmountLeftInCpfOA} />
        </div>
      </section>
      <PlanSources summary={s} />
    </>
  );
}

/** A row of the payments table, and its "How we worked this out" on a full-width row under it (room on a phone). */
function PaymentsRow({ label, row, how }: { label: string; row: CashCpf; how: Explanation }) {
  return (
    <>
      <tr className="plan-payments__row">
        <th scope="row">{label}</th>
        <td className="money">{m(row.cash)}</td>
        <td className="money">{m(row.cpf)}</td>
        <td className="money">{m(row.total)}</td>
      </tr>
      <tr className="plan-payments__how">
        <td colSpan={4}>
          <HowWorkedOut label={label} explanation={how} />
        </td>
      </tr>
    </>
  );
}

/** Each grant's own explanation under the grants' total: the band or the reason, its table row and source. */
function grantParts(grants: HousingPlanDto['summary']['grants'], how: FigureExplanations) {
  return grants.map((grant) => ({ title: `${grant.label}: ${m(grant.amount)}`, explanation: how.grants[grant.name] }));
}
