import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FlatSize, FlatType, HouseholdType, HousingPlanSummary, LoanType, Residency } from '../../../../src/housing/adapters/http/housing.contract.js';
import { FLAT_SIZES, MAX_BUYERS, type HousingPlanFields, type ParentsProximity } from '../../../../src/housing/domain/housing-plan.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { ServerErrorNote } from '../../cashflow/server-error-note';
import { saveErrorText } from '../../cashflow/setup/save-errors';
import { rememberReturnPath } from '../../identity/return-path';
import { formatMoney, type Cents } from '../../shared/format/money';
import { Button, ButtonLink } from '../../shared/ui/button';
import { DateInput, MoneyInput, RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import { AlertIcon } from '../../shared/ui/icons';
import { singaporeToday } from '../../shared/format/date-time';
import { DutiesAndFees, PlanSources } from '../components/duties-and-fees';
import { GrantsWorkedOut } from '../components/grants-worked-out';
import { CpfLimits, LoanLimits } from '../components/loan-and-cpf-limits';
import { validateBuyerAge, validatePlanAmount, validatePropertiesOwned, validatePurchaseDate, validateRemainingLease } from '../plan-form';
import { planBase } from '../plan-paths';
import {
  AFFORDABILITY_PATH,
  emptyAnswers,
  keptPlanChange,
  loadAnswers,
  loanTheyCouldGet,
  saveAnswers,
  workOut,
  type AffordabilityAnswers,
  type AffordabilityResult,
} from '../affordability-answers';
import '../housing.css';
import './affordability-page.css';

const m = (cents: number) => formatMoney(cents as Cents);
const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const FLAT_SIZE_LABELS: Readonly<Record<FlatSize, string>> = { TWO_ROOM: '2-room', THREE_ROOM: '3-room', FOUR_ROOM: '4-room', FIVE_ROOM: '5-room', EXECUTIVE: 'Executive' };
const RESIDENCY_OPTIONS: ReadonlyArray<{ value: Residency; label: string }> = [
  { value: 'CITIZEN', label: 'Singapore citizen' },
  { value: 'PR', label: 'Permanent resident' },
  { value: 'FOREIGNER', label: 'Foreigner' },
];
const YES_NO = [
  { value: 'YES' as const, label: 'Yes' },
  { value: 'NO' as const, label: 'No' },
];
const BUYER_OPTIONS = Array.from({ length: MAX_BUYERS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/**
 * /buying-a-house/what-can-i-afford: anyone, no sign-in, nothing saved on our servers (docs/decisions.md "Public
 * housing calculation"). The questions the rules need, each with why; the answer beside them as the resident
 * types, worked out in the browser by the same pure domain as the saved plans and POST /housing-plan/calculate.
 * The answers stay in this tab, so signing in to keep them as a plan brings the resident back to them.
 */
export const AffordabilityPage = observer(function AffordabilityPage() {
  usePageTitle('What can I afford?');
  const [today] = useState(() => singaporeToday());
  const [answers, setAnswers] = useState<AffordabilityAnswers>(() => loadAnswers(storage(), today) ?? emptyAnswers(today));
  useEffect(() => saveAnswers(storage(), answers), [answers]);
  const result = workOut(answers, today);

  return (
    <div className="container page affordability">
      <p className="eyebrow">Buying a house</p>
      <h1>What can I afford?</h1>
      <p className="lead affordability__lead">
        Answer what you know about the flat and your money: the loan, the grants, the stamp duties and what you pay upfront appear as you type. No login
        needed. Your answers stay in this browser tab.
      </p>
      <div className="affordability__layout">
        <AffordabilityQuestions answers={answers} onChange={setAnswers} />
        <AffordabilityAnswer result={result} />
      </div>
    </div>
  );
});

function AffordabilityQuestions({ answers, onChange }: { answers: AffordabilityAnswers; onChange: (answers: AffordabilityAnswers) => void }) {
  const set = (change: Partial<AffordabilityAnswers>) => onChange({ ...answers, ...change });
  const buyers = Number(answers.noOfBuyers) || 1;
  const resale = answers.flatType === 'RESALE';
  return (
    <form className="affordability__questions" aria-label="Your answers" onSubmit={(e) => e.preventDefault()} noValidate>
      <fieldset className="affordability__group">
        <legend>The flat</legend>
        <RadioGroup<FlatType>
          id="afford-flat-type"
          label="New or resale flat?"
          hint="New flats are paid in stages to HDB; resale flats have a valuation, a lease already running and other grants"
          inline
          value={answers.flatType}
          onChange={(flatType) => set({ flatType })}
          options={[
            { value: 'NEW', label: 'New flat' },
            { value: 'RESALE', label: 'Resale flat' },
          ]}
        />
        <SelectField<FlatSize>
          id="afford-flat-size"
          label="Flat size"
          hint="The resale grants are larger for 2- to 4-room flats than for 5-room and bigger"
          value={answers.flatSize}
          onChange={(flatSize) => set({ flatSize })}
          options={FLAT_SIZES.map((s) => ({ value: s, label: FLAT_SIZE_LABELS[s] }))}
        />
        <MoneyInput
          id="afford-price"
          label="The flat's price, or your budget (S$)"
          hint="Stamp duty, legal fees, the loan-to-value limit and the downpayment all go by it"
          value={answers.price}
          onChange={(price) => set({ price })}
          validate={validatePlanAmount}
        />
        {resale && (
          <>
            <MoneyInput
              id="afford-valuation"
              label="HDB's valuation of the flat (S$)"
              hint="The loan and CPF go by the lower of price and valuation; anything above the valuation is paid in cash"
              optional
              value={answers.valuation}
              onChange={(valuation) => set({ valuation })}
              validate={validatePlanAmount}
            />
            <TextInput
              id="afford-lease"
              label="Years of lease left"
              inputMode="numeric"
              optional
              hint="CPF and the grants are pro-rated when the lease does not last the youngest buyer to 95; an HDB loan ends 20 years before the lease"
              value={answers.remainingLease}
              onChange={(remainingLease) => set({ remainingLease })}
              validate={validateRemainingLease}
            />
          </>
        )}
        <DateInput
          id="afford-purchase-date"
          label="When you sign the option or the agreement for lease"
          hint="Stamp duties, fees, grants and loan limits change over time: we use the rules in force on this day"
          value={answers.purchaseDate}
          onChange={(purchaseDate) => set({ purchaseDate })}
          validate={validatePurchaseDate}
        />
      </fieldset>

      <fieldset className="affordability__group">
        <legend>Who is buying</legend>
        <RadioGroup<HouseholdType>
          label="Who is buying?"
          hint="Grants for singles are about half those for families"
          inline
          value={answers.householdType}
          onChange={(householdType) => set({ householdType })}
          options={[
            { value: 'FAMILY', label: 'A family or couple' },
            { value: 'SINGLE', label: 'Singles' },
          ]}
        />
        <SelectField
          id="afford-buyers"
          label="Number of buyers"
          hint="Each buyer's residency and age count"
          value={answers.noOfBuyers}
          onChange={(noOfBuyers) => set({ noOfBuyers })}
          options={BUYER_OPTIONS}
        />
        {Array.from({ length: buyers }, (_, i) => (
          <div className="affordability__buyer" key={i}>
            <SelectField<Residency>
              id={`afford-residency-${i}`}
              label={buyers === 1 ? 'Your residency' : `Buyer ${i + 1}: residency`}
              hint={i === 0 ? "It sets the additional buyer's stamp duty and the grants" : undefined}
              value={answers.buyerResidencies[i] ?? 'CITIZEN'}
              onChange={(value) => set({ buyerResidencies: Array.from({ length: buyers }, (_, j) => (j === i ? value : (answers.buyerResidencies[j] ?? 'CITIZEN'))) })}
              options={RESIDENCY_OPTIONS}
            />
            <TextInput
              id={`afford-age-${i}`}
              label={buyers === 1 ? 'Your age' : `Buyer ${i + 1}: age`}
              inputMode="numeric"
              optional
              hint={i === 0 ? 'Ages set how long an HDB loan can run and how much CPF an older flat can take' : undefined}
              value={answers.buyerAges[i] ?? ''}
              onChange={(age) => set({ buyerAges: Array.from({ length: buyers }, (_, j) => (j === i ? age : (answers.buyerAges[j] ?? ''))) })}
              validate={validateBuyerAge}
            />
          </div>
        ))}
        <TextInput
          id="afford-properties-owned"
          label="Homes you already own"
          inputMode="numeric"
          hint="All buyers together, in Singapore or abroad: IRAS counts them for the additional buyer's stamp duty"
          value={answers.propertiesOwned}
          onChange={(propertiesOwned) => set({ propertiesOwned })}
          validate={validatePropertiesOwned}
        />
        <RadioGroup
          id="afford-first-timer"
          label="Is this your first home?"
          hint="The Enhanced CPF Housing Grant and the CPF Housing Grant are for first-timers"
          optional
          inline
          value={answers.firstTimeBuyer}
          onChange={(firstTimeBuyer) => set({ firstTimeBuyer })}
          options={YES_NO}
        />
        <RadioGroup
          id="afford-worked"
          label="Has one of you worked 12 months in a row, and still works?"
          hint="The Enhanced CPF Housing Grant needs it"
          optional
          inline
          value={answers.workedTwelveMonths}
          onChange={(workedTwelveMonths) => set({ workedTwelveMonths })}
          options={YES_NO}
        />
        <RadioGroup<ParentsProximity>
          id="afford-proximity"
          label="How close to your parents or child will you live?"
          hint="The Proximity Housing Grant is for living with them or within 4 km"
          optional
          value={answers.parentsProximity}
          onChange={(parentsProximity) => set({ parentsProximity })}
          options={[
            { value: 'LIVING_WITH', label: 'Living with them' },
            { value: 'WITHIN_4KM', label: 'Within 4 km' },
            { value: 'FARTHER', label: 'Farther' },
          ]}
        />
      </fieldset>

      <fieldset className="affordability__group">
        <legend>Your money</legend>
        <MoneyInput
          id="afford-income"
          label="Gross monthly household income (S$)"
          hint="Everyone buying together, before CPF and tax: it sets the grants and the loan your income allows"
          optional
          value={answers.monthlyHouseholdIncome}
          onChange={(monthlyHouseholdIncome) => set({ monthlyHouseholdIncome })}
          validate={validatePlanAmount}
        />
        <MoneyInput
          id="afford-cpf"
          label="CPF Ordinary Account savings (S$)"
          hint="All buyers together: it can pay the downpayment, stamp duties and legal fees"
          optional
          value={answers.cpfOABalance}
          onChange={(cpfOABalance) => set({ cpfOABalance })}
          validate={validatePlanAmount}
        />
        <MoneyInput
          id="afford-cash"
          label="Cash savings for the home (S$)"
          hint="Some payments can only be made in cash: the option fee, the part above the valuation, renovation"
          optional
          value={answers.cashSavings}
          onChange={(cashSavings) => set({ cashSavings })}
          validate={validatePlanAmount}
        />
        <RadioGroup<LoanType>
          label="HDB loan or bank loan?"
          hint="They differ in how much they lend, the part you must pay in cash and the rate your income is checked at"
          inline
          value={answers.loanType}
          onChange={(loanType) => set({ loanType })}
          options={[
            { value: 'HDB', label: 'HDB loan' },
            { value: 'BANK', label: 'Bank loan' },
          ]}
        />
      </fieldset>
    </form>
  );
}

function AffordabilityAnswer({ result }: { result: AffordabilityResult }) {
  return (
    <section className="card affordability__answer" aria-labelledby="afford-answer-heading" aria-live="polite">
      <h2 id="afford-answer-heading" className="card__title">
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
  const cashUpfront = s.upfrontPaymentInCash + s.oneTimePayments.cash;
  const cpfUpfront = s.upfrontPaymentInCpf + s.oneTimePayments.cpf;
  return (
    <div className="affordability__worked-out">
      <dl className="plan-figures affordability__headline">
        <Figure label="The loan you could get" value={m(loanTheyCouldGet(s))} />
        <Figure label="Grants" value={m(s.totalGrants)} />
        <Figure label="Cash needed upfront" value={m(cashUpfront)} />
        <Figure label="CPF needed upfront" value={m(cpfUpfront)} />
        <Figure label={`Monthly instalment (${fields.interestRate} % over ${fields.loanPeriod} years)`} value={m(s.monthlyMortgageInstalment)} />
        <Figure label="Cash left after the purchase" value={fields.cashSavings === null ? 'Add your cash savings' : m(s.cashLeft)} />
        <Figure label="CPF left after the purchase" value={fields.cpfOABalance === null ? 'Add your CPF savings' : m(s.totalAmountLeftInCpfOA)} />
      </dl>
      {fields.fees.renovationCost.amount > 0 && (
        <p className="plan-summary__note">
          The cash includes {m(fields.fees.renovationCost.amount)} of renovation, our usual estimate: keep this as a plan to change it.
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
      <Warnings warnings={s.warnings} />
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
          <Figure label="Fees and other payments in cash" value={m(s.oneTimePayments.cash)} />
          <Figure label="Fees and other payments from CPF" value={m(s.oneTimePayments.cpf)} />
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

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="plan-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Warnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="plan-warnings" aria-label="Warnings">
      {warnings.map((warning) => (
        <li key={warning}>
          <AlertIcon size={18} />
          <span>{warning}</span>
        </li>
      ))}
    </ul>
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
