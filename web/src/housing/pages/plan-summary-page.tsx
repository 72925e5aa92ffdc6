import { observer } from 'mobx-react-lite';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { CashCpf, HousingPlanDto } from '../../../../src/housing/adapters/http/housing.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ModuleFrame, ModuleLayout } from '../../shared/ui/module-layout/module-layout';
import { DutiesAndFees, PlanSources } from '../components/duties-and-fees';
import { GrantsWorkedOut } from '../components/grant-fields';
import { CpfLimits, LoanLimits } from '../components/loan-and-cpf-limits';
import { Figure, PlanWarnings } from '../components/plan-preview';
import { PLAN_STEP_PAGES } from '../plan-form';
import { FINANCING_PLAN_PATH, planStepPath } from '../plan-paths';
import { usePlan } from '../use-plan';
import { PlanLoading, PlanNotFound, planSteps } from './plan-step-page';
import { RecommendedSummary } from './recommended-plan-pages';
import '../housing.css';

const m = (cents: number) => formatMoney(cents as Cents);

/** /buying-a-house/financing-plan/{id}/summary: what the completed plan works out to. */
export const PlanSummaryPage = observer(function PlanSummaryPage() {
  const { planId } = useParams();
  const { ready, plan } = usePlan(planId);
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
  return (
    <ModuleLayout moduleName={plan.planName} homeTo={FINANCING_PLAN_PATH} homeLabel="All plans" steps={planSteps(plan, pathname)}>
      <ModuleFrame title="Your plan at a glance" subtitle={`${plan.planName}: how you pay for the flat, and what it costs you each month.`} backTo={planStepPath(plan.id, PLAN_STEP_PAGES.length - 1)} continueTo={FINANCING_PLAN_PATH} continueLabel="Back to all plans">
        <div className="plan-summary">
          <PlanWarnings warnings={s.warnings} />
          <section aria-labelledby="plan-pay-heading">
            <h2 id="plan-pay-heading" className="plan-summary__heading">
              Paying for the flat
            </h2>
            <dl className="plan-figures plan-figures--wide">
              <Figure label="Flat price" value={m(s.flatPrice)} />
              <Figure label="Grants" value={m(s.totalGrants)} />
              <Figure label="Upfront in cash" value={m(s.upfrontPaymentInCash)} />
              <Figure label="Upfront from CPF" value={m(s.upfrontPaymentInCpf)} />
              <Figure label="Loan" value={m(s.estimatedLoanAmount)} />
            </dl>
            <GrantsWorkedOut grants={s.grants} />
            <p className="plan-summary__edit">
              <Link to={planStepPath(plan.id, 2)}>Change the upfront payment or the loan</Link>
            </p>
          </section>
          <section aria-labelledby="plan-loan-heading">
            <h2 id="plan-loan-heading" className="plan-summary__heading">
              Your loan
            </h2>
            <dl className="plan-figures plan-figures--wide">
              <Figure label="Monthly instalment" value={m(s.monthlyMortgageInstalment)} />
              <Figure label="of which from CPF" value={m(s.cpfMonthlyInstalment)} />
              <Figure label="of which in cash" value={m(s.cashMonthlyInstalment)} />
              <Figure
                label="Share of household income"
                value={
                  s.mortgageServicingRatio === null
                    ? 'Add your income'
                    : `${s.mortgageServicingRatio.toFixed(1)} % (${s.withinMortgageServicingLimit ? 'within' : 'over'} the ${s.mortgageServicingLimitPercent} % limit at ${s.eligibilityInterestRate} %)`
                }
              />
              <Figure label={`Paid over ${plan.loanPeriod} years at ${plan.interestRate} %`} value={m(s.totalLoanPayment)} />
              <Figure label="of which interest" value={s.percentageOfTotalPayment === null ? m(s.totalInterest) : `${m(s.totalInterest)} (${s.percentageOfTotalPayment.toFixed(1)} %)`} />
            </dl>
          </section>
          <LoanLimits plan={plan} />
          <CpfLimits summary={s} />
          <DutiesAndFees summary={s} />
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
                  <PaymentsRow label="Once (fees, stamp duty, renovation)" row={s.oneTimePayments} />
                  <PaymentsRow label="Every month (instalment, charges)" row={s.monthlyPayments} />
                  <PaymentsRow label="Every year (property tax, Home Protection Scheme)" row={s.annualPayments} />
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="plan-left-heading">
            <h2 id="plan-left-heading" className="plan-summary__heading">
              What you have left after the purchase
            </h2>
            <dl className="plan-figures plan-figures--wide">
              <Figure label="Cash savings" value={plan.cashSavings === null ? 'Not entered' : m(s.cashLeft)} />
              <Figure label="CPF Ordinary Account" value={plan.cpfOABalance === null ? 'Not entered' : m(s.totalAmountLeftInCpfOA)} />
            </dl>
          </section>
          <PlanSources summary={s} />
        </div>
      </ModuleFrame>
    </ModuleLayout>
  );
}

function PaymentsRow({ label, row }: { label: string; row: CashCpf }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="money">{m(row.cash)}</td>
      <td className="money">{m(row.cpf)}</td>
      <td className="money">{m(row.total)}</td>
    </tr>
  );
}
