/**
 * The answer side of the public "What can I afford?" page (affordability-page.tsx): the figures of the one summary
 * (docs/decisions.md "One housing engine") laid out, the payment timeline, the warnings and "Keep this as a plan".
 * Nothing is worked out here: every figure is a field of `housingPlanSummary`.
 */
import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HousingPlanSummary } from '../../../../src/housing/adapters/http/housing.contract.js';
import type { HousingPlanFields } from '../../../../src/housing/domain/housing-plan.js';
import { useStores } from '../../app/store-context';
import { ServerErrorNote } from '../../cashflow/server-error-note';
import { saveErrorText } from '../../cashflow/setup/save-errors';
import { rememberReturnPath } from '../../identity/return-path';
import { formatMoney, type Cents } from '../../shared/format/money';
import { Button, ButtonLink } from '../../shared/ui/button';
import { AlertIcon } from '../../shared/ui/icons';
import { DutiesAndFees, PlanSources } from '../components/duties-and-fees';
import { GrantsWorkedOut } from '../components/grants-worked-out';
import { CpfLimits, LoanLimits } from '../components/loan-and-cpf-limits';
import { EligibilityWarnings, Figure, PlanWarnings, otherWarnings } from '../components/plan-preview';
import { planBase } from '../plan-paths';
import { AFFORDABILITY_PATH, keptPlanChange, type AffordabilityResult } from '../affordability-answers';
import { ANSWER_ID } from './affordability-summary-bar';

const m = (cents: number) => formatMoney(cents as Cents);

export function AffordabilityAnswer({ result }: { result: AffordabilityResult }) {
  return (
    <section id={ANSWER_ID} className="card affordability__answer" aria-labelledby="afford-answer-heading" aria-live="polite">
      <h2 id="afford-answer-heading" className="card__title" tabIndex={-1}>
        Your answer
      </h2>
      {result.kind === 'incomplete' && <p>Tell us {joinWords(result.missing)} to see what you can afford.</p>}
      {result.kind === 'refused' && (
        <p className="affordability__refused" role="alert">
          <AlertIcon size={18} /> {result.message}
        </p>
      )}
      {result.kind === 'answer' && <WorkedOut summary={result.summary} fields={result.fields} />}
      {result.kind === 'answer' && <KeepAsPlan result={result} />}
    </section>
  );
}

function WorkedOut({ summary: s, fields }: { summary: HousingPlanSummary; fields: HousingPlanFields }) {
  return (
    <div className="affordability__worked-out">
      <EligibilityWarnings summary={s} />
      <dl className="plan-figures affordability__headline">
        <Figure label={s.loanLimitedBy === 'INCOME' ? 'The loan you could get (your income sets it)' : 'The loan you could get'} value={m(s.maxLoan)} />
        <Figure label="Grants" value={m(s.totalGrants)} />
        <Figure label="Cash needed upfront" value={m(s.cashNeededUpfront)} />
        {s.renovationAtKeys > 0 && <Figure label="Renovation, in cash when you get the keys" value={m(s.renovationAtKeys)} />}
        <Figure label="CPF needed upfront" value={m(s.cpfNeededUpfront)} />
        <Figure label={`Monthly instalment (${fields.loanType === 'BANK' ? 'bank loan' : 'HDB loan'} at ${fields.interestRate} % over ${fields.loanPeriod} years)`} value={m(s.monthlyMortgageInstalment)} />
        <Figure label="Cash left after the purchase" value={fields.cashSavings === null ? 'Add your cash savings' : m(s.cashLeft)} />
        <Figure label="CPF left after the purchase" value={fields.cpfOABalance === null ? 'Add your CPF savings' : m(s.totalAmountLeftInCpfOA)} />
      </dl>
      {s.renovationAtKeys > 0 && (
        <p className="plan-summary__note">
          Renovation ({m(s.renovationAtKeys)}, our usual estimate) is paid when you get the keys, not when you sign: it is not in the cash needed upfront. Keep this as a plan to
          change it.
        </p>
      )}
      <p className="plan-summary__note">
        {s.maxLoanByIncome === null
          ? `The loan-to-value limit allows ${m(s.maxLoanByLtv)}; add your income to see what it allows.`
          : `The lower of the loan-to-value limit (${m(s.maxLoanByLtv)}) and the loan your income allows (${m(s.maxLoanByIncome)}).`}{' '}
        {s.withinMortgageServicingLimit === null
          ? ''
          : s.withinMortgageServicingLimit
            ? `The instalment is within the ${s.mortgageServicingLimitPercent} % limit of your income.`
            : `The instalment is over the ${s.mortgageServicingLimitPercent} % limit of your income.`}
      </p>
      <PlanWarnings label="Warnings" warnings={otherWarnings(s)} />
      <GrantsWorkedOut grants={s.grants} />
      <LoanLimits plan={{ loanType: fields.loanType, monthlyHouseholdIncome: fields.monthlyHouseholdIncome, summary: s }} />
      <CpfLimits summary={s} />
      <DutiesAndFees summary={s} />
      <PaidWhen summary={s} />
      <section aria-labelledby="afford-upfront-heading">
        <h2 id="afford-upfront-heading" className="plan-summary__heading">
          Paid before you get the keys
        </h2>
        <dl className="plan-figures">
          <Figure label="Downpayment in cash" value={m(s.upfrontPaymentInCash)} />
          <Figure label="Downpayment from CPF" value={m(s.upfrontPaymentInCpf)} />
          <Figure label="Total in cash, with the fees" value={m(s.cashNeededUpfront)} />
          <Figure label="Total from CPF, with the fees" value={m(s.cpfNeededUpfront)} />
          {s.renovationAtKeys > 0 && <Figure label="Then renovation, when you get the keys (cash)" value={m(s.renovationAtKeys)} />}
        </dl>
        <p className="plan-summary__note">The fees include our usual estimates of the other costs: keep this as a plan to change them.</p>
      </section>
      <PlanSources summary={s} />
    </div>
  );
}

/** The payment timeline: each stage of the purchase in order, when it falls due, its cash and CPF, and its items. */
function PaidWhen({ summary: s }: { summary: HousingPlanSummary }) {
  if (s.paymentTimeline.length === 0) return null;
  return (
    <section aria-labelledby="afford-when-heading">
      <h2 id="afford-when-heading" className="plan-summary__heading">
        What you pay when
      </h2>
      <ol className="affordability__stages" aria-label="Payments at each stage of the purchase">
        {s.paymentTimeline.map((stage) => (
          <li key={stage.stage} className="affordability__stage">
            <h3 className="affordability__stage-title">{stage.label}</h3>
            <p className="affordability__stage-when">{stage.when}</p>
            <p className="affordability__stage-total">
              Cash {m(stage.cash)} · From CPF {m(stage.cpf)}
            </p>
            <ul className="affordability__stage-items">
              {stage.items.map((item) => (
                <li key={item.key}>
                  {item.label}: {m(item.amount)} ({item.paymentMethod === 'CASH' ? 'cash' : 'CPF'})
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * "Signing in offers to keep it as a plan": anonymous, a sign-in that returns here (the answers wait in this tab);
 * signed in and onboarded, a custom plan made from these answers, opened at once.
 */
const KeepAsPlan = observer(function KeepAsPlan({ result }: { result: Extract<AffordabilityResult, { kind: 'answer' }> }) {
  const { identity, housing } = useStores();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!identity.isSignedIn) {
    return (
      <div className="affordability__keep">
        <Button
          onClick={() => {
            rememberReturnPath(AFFORDABILITY_PATH);
            navigate('/login');
          }}
        >
          Log in to keep this as a plan
        </Button>
        <p className="plan-summary__note">Log in with Singpass: you come back here with your answers, and can keep them as a financing plan.</p>
      </div>
    );
  }
  if (!identity.user?.onboardingComplete) {
    return (
      <div className="affordability__keep">
        <ButtonLink to="/onboarding">Complete your profile to keep this as a plan</ButtonLink>
      </div>
    );
  }
  const keep = async () => {
    setBusy(true);
    setError(null);
    try {
      const plan = await flowResult(housing.create(keptPlanChange(result)));
      navigate(planBase(plan.id));
    } catch (e) {
      setError(saveErrorText(e));
      setBusy(false);
    }
  };
  return (
    <div className="affordability__keep">
      <Button onClick={() => void keep()} disabled={busy}>
        Keep this as a plan
      </Button>
      {error && <ServerErrorNote message={error} />}
    </div>
  );
});

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
