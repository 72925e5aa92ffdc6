/**
 * A recommended plan's summary: what it affords and how it is paid. Apart from the recommended plan's form
 * (recommended-plan-pages.tsx): the summary page opens both kinds of plan and must not load a form to show one.
 * Every figure is the domain's `recommendedPlan` summary (docs/decisions.md "One housing engine"): the page lays
 * them out and works nothing out itself.
 */
import { Link } from 'react-router-dom';
import type { HousingPlanDto } from '../../../../src/housing/adapters/http/housing.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { figureExplanations } from '../../../../src/housing/domain/figure-explanations.js';
import { PaymentTimelineChart } from '../components/charts/payment-timeline-chart';
import { EligibilityWarnings, Figure, PlanWarnings, otherWarnings } from '../components/plan-preview';
import { FINANCING_PLAN_PATH } from '../plan-paths';
import { RECOMMENDED_STEP_PATH, recommendedOf, recommendedPlanPrompt } from '../recommended-plan';

export { RECOMMENDED_STEP_PATH };
export const RECOMMENDED_ASSUMPTIONS_PATH = `${FINANCING_PLAN_PATH}/recommended/assumptions`;

const m = (cents: number) => formatMoney(cents as Cents);

/** The summary of a recommended plan (opened from /{id}/summary): the price it affords and how it is paid. */
export function RecommendedSummary({ plan }: { plan: HousingPlanDto }) {
  usePageTitle(`Summary: ${plan.planName}`);
  const r = recommendedOf(plan);
  const s = r.summary;
  const prompt = recommendedPlanPrompt(plan, r.missing);
  return (
    <div className="container container--md page recommended-plan">
      <ModuleFrame
        title="What you can afford"
        subtitle={`${plan.planName}: the highest flat price your income and savings can carry, with an HDB loan at ${r.fields.interestRate} % over ${r.fields.loanPeriod} years.`}
        backTo={`${RECOMMENDED_STEP_PATH}?plan=${plan.id}`}
        backLabel="Change my answers"
        continueTo={FINANCING_PLAN_PATH}
        continueLabel="Back to all plans"
      >
        <div className="plan-summary">
          <EligibilityWarnings summary={s} />
          {prompt ? (
            <p className="recommended-plan__limit">
              {prompt.text.split(':')[0]}. <Link to={prompt.to}>Change my answers</Link>
            </p>
          ) : (
            <>
              <p className="recommended-plan__price">
                <span>A flat of up to</span>
                <strong>{m(r.affordablePrice)}</strong>
              </p>
              <p className="recommended-plan__limit">
                {r.affordablePrice === 0
                  ? 'Your savings do not yet cover the upfront payment and the one-time costs of a flat: add your CPF or cash savings, or the grants you expect.'
                  : r.limitedBy === 'INCOME'
                    ? `Your income sets the limit: HDB sizes the loan at ${s.eligibilityInterestRate} % and its instalment may be at most ${s.mortgageServicingLimitPercent} % of your income, which carries a loan of up to ${m(s.maxLoan)}.`
                    : 'Your savings set the limit: they must cover the part of the price the loan does not, and the one-time costs.'}
              </p>
              <dl className="plan-figures plan-figures--wide">
                <Figure label="Loan" value={m(s.estimatedLoanAmount)} />
                <Figure label={`Monthly instalment (${r.fields.interestRate} % over ${r.fields.loanPeriod} years)`} value={m(s.monthlyMortgageInstalment)} />
                <Figure label="Cash needed upfront" value={m(s.cashNeededUpfront)} />
                <Figure label="CPF needed upfront" value={m(s.cpfNeededUpfront)} />
                <Figure label="Grants" value={m(s.totalGrants)} />
                <Figure label="Stamp duty and fees" value={m(s.oneTimePayments.total)} />
                <Figure label={`Additional buyer's stamp duty (${s.additionalBuyerStampDutyPercent} %)`} value={m(s.additionalBuyerStampDuty)} />
                <Figure label="Cash left after the purchase" value={plan.cashSavings === null ? 'Not entered' : m(s.cashLeft)} />
                <Figure label="CPF left after the purchase" value={plan.cpfOABalance === null ? 'Not entered' : m(s.totalAmountLeftInCpfOA)} />
              </dl>
              {s.additionalBuyerStampDutyNote && <p className="plan-summary__note">{s.additionalBuyerStampDutyNote}</p>}
              <PlanWarnings warnings={otherWarnings(s)} />
              {s.paymentTimeline.length > 0 && (
                // The same timeline as a custom plan's summary, from the same summary (docs/decisions.md "One housing engine").
                <section aria-labelledby="recommended-when-heading">
                  <h2 id="recommended-when-heading" className="plan-summary__heading">
                    What you pay when
                  </h2>
                  <p className="plan-summary__rules">The upfront payment and every one-time fee of a flat at this price, at the stage of the purchase each falls due.</p>
                  <PaymentTimelineChart stages={s.paymentTimeline} explanations={figureExplanations(r.fields, s).stages} />
                </section>
              )}
            </>
          )}
          <p>
            Renovation and furniture are not included: they are paid when you get the keys, not when you sign, from other savings. <Link to={RECOMMENDED_ASSUMPTIONS_PATH}>See how we work it out</Link>. For a plan of a
            particular flat, with every fee in cash and CPF, <Link to={FINANCING_PLAN_PATH}>make a custom plan</Link>.
          </p>
        </div>
      </ModuleFrame>
    </div>
  );
}
