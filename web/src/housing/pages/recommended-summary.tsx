/**
 * A recommended plan's summary: what it affords and how it is paid. Apart from the recommended plan's form
 * (recommended-plan-pages.tsx): the summary page opens both kinds of plan and must not load a form to show one.
 */
import { Link } from 'react-router-dom';
import type { HousingPlanDto } from '../../../../src/housing/adapters/http/housing.contract.js';
import { eligibilityRate, msrLimitPercent } from '../../../../src/housing/domain/loan-limits.js';
import { usePageTitle } from '../../app/layout/page-title';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ModuleFrame } from '../../shared/ui/module-layout/module-layout';
import { Figure } from '../components/plan-preview';
import { FINANCING_PLAN_PATH } from '../plan-paths';
import { affordabilityOf } from '../recommended-plan';

export const RECOMMENDED_STEP_PATH = `${FINANCING_PLAN_PATH}/recommended/step-1`;
export const RECOMMENDED_ASSUMPTIONS_PATH = `${FINANCING_PLAN_PATH}/recommended/assumptions`;

const m = (cents: number) => formatMoney(cents as Cents);

/** The summary of a recommended plan (opened from /{id}/summary): the price it affords and how it is paid. */
export function RecommendedSummary({ plan }: { plan: HousingPlanDto }) {
  usePageTitle(`Summary: ${plan.planName}`);
  const a = affordabilityOf(plan);
  return (
    <div className="container container--md page recommended-plan">
      <ModuleFrame
        title="What you can afford"
        subtitle={`${plan.planName}: the highest flat price your income and savings can carry, with an HDB loan at ${plan.interestRate} % over ${plan.loanPeriod} years.`}
        backTo={`${RECOMMENDED_STEP_PATH}?plan=${plan.id}`}
        backLabel="Change my answers"
        continueTo={FINANCING_PLAN_PATH}
        continueLabel="Back to all plans"
      >
        <div className="plan-summary">
          <p className="recommended-plan__price">
            <span>A flat of up to</span>
            <strong>{m(a.affordablePrice)}</strong>
          </p>
          <p className="recommended-plan__limit">
            {a.affordablePrice === 0
              ? 'Add your CPF or cash savings (or the grants you expect): a flat needs some payment upfront.'
              : a.limitedBy === 'INCOME'
                ? `Your income sets the limit: HDB sizes the loan at ${eligibilityRate('HDB', plan.interestRate, plan.purchaseDate)} % and its instalment may be at most ${msrLimitPercent(plan.purchaseDate)} % of your income, which carries a loan of up to ${m(a.maxLoanByIncome)}.`
                : 'Your savings set the limit: they must cover the part of the price the loan does not, and the one-time costs.'}
          </p>
          <dl className="plan-figures plan-figures--wide">
            <Figure label="Loan" value={m(a.loan)} />
            <Figure label="Monthly instalment" value={m(a.monthlyInstalment)} />
            <Figure label="Upfront from CPF and cash" value={m(a.upfrontPayment)} />
            <Figure label="Grants" value={m(plan.cpfHousingGrant ?? 0)} />
            <Figure label="Stamp duty and fees" value={m(a.oneTimeCosts)} />
          </dl>
          <p>
            Renovation and furniture are not included. <Link to={RECOMMENDED_ASSUMPTIONS_PATH}>See how we work it out</Link>. For a plan of a
            particular flat, with every fee in cash and CPF, <Link to={FINANCING_PLAN_PATH}>make a custom plan</Link>.
          </p>
        </div>
      </ModuleFrame>
    </div>
  );
}
