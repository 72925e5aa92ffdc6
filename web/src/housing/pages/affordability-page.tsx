import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { FlatSize, FlatType, LoanType } from '../../../../src/housing/adapters/http/housing.contract.js';
import { FLAT_SIZES, type ParentsProximity } from '../../../../src/housing/domain/housing-plan.js';
import { usePageTitle } from '../../app/layout/page-title';
import { DateInput, MoneyInput, RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import { singaporeToday } from '../../shared/format/date-time';
import { validateInterestRate, validatePlanAmount, validatePurchaseDate, validateRemainingLease } from '../plan-form';
import { emptyAnswers, loadAnswers, loanRateOf, saveAnswers, whoOfAnswers, workOut, type AffordabilityAnswers } from '../affordability-answers';
import { WhoIsBuyingFields } from '../components/who-is-buying-fields';
import { withProfile, type ProfileFacts } from '../who-is-buying';
import { useStores } from '../../app/store-context';
import { AffordabilityAnswer } from './affordability-answer';
import { AffordabilitySummaryBar } from './affordability-summary-bar';
import '../housing.css';
import './affordability-page.css';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const FLAT_SIZE_LABELS: Readonly<Record<FlatSize, string>> = { TWO_ROOM: '2-room', THREE_ROOM: '3-room', FOUR_ROOM: '4-room', FIVE_ROOM: '5-room', EXECUTIVE: 'Executive' };
const YES_NO = [
  { value: 'YES' as const, label: 'Yes' },
  { value: 'NO' as const, label: 'No' },
];

/**
 * /buying-a-house/what-can-i-afford: anyone, no sign-in, nothing saved on our servers (docs/decisions.md "Public
 * housing calculation"). The questions the rules need, each with why; the answer beside them as the resident
 * types, worked out in the browser by the same pure domain as the saved plans and POST /housing-plan/calculate.
 * The answers stay in this tab, so signing in to keep them as a plan brings the resident back to them.
 */
export const AffordabilityPage = observer(function AffordabilityPage() {
  usePageTitle('What can I afford?');
  const [today] = useState(() => singaporeToday());
  const { identity } = useStores();
  const profile: ProfileFacts | null = identity.user ?? null;
  // A signed-in resident is buyer 1: their residency, age and marital status start from the profile (editable).
  const [answers, setAnswers] = useState<AffordabilityAnswers>(() => {
    const stored = loadAnswers(storage(), today);
    if (stored) return stored;
    const empty = emptyAnswers(today);
    return { ...empty, ...withProfile(whoOfAnswers(empty), profile, today) };
  });
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
        <AffordabilityQuestions answers={answers} onChange={setAnswers} today={today} profile={profile} />
        <AffordabilityAnswer result={result} />
      </div>
      <AffordabilitySummaryBar result={result} />
    </div>
  );
});

function AffordabilityQuestions({ answers, onChange, today, profile }: { answers: AffordabilityAnswers; onChange: (answers: AffordabilityAnswers) => void; today: string; profile: ProfileFacts | null }) {
  const set = (change: Partial<AffordabilityAnswers>) => onChange({ ...answers, ...change });
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
        <WhoIsBuyingFields
          idPrefix="afford"
          value={whoOfAnswers(answers)}
          onChange={(who) => set(who)}
          profile={profile}
          purchaseDate={validatePurchaseDate(answers.purchaseDate) === null ? answers.purchaseDate.trim() : today}
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
        {answers.loanType === 'BANK' && <BankRate answers={answers} today={today} onChange={(bankRate) => set({ bankRate })} />}
      </fieldset>
    </form>
  );
}

/**
 * A bank loan's rate: shown and editable. Until the resident types their bank's quote, the loan is worked out at our
 * dated assumption, MAS's medium-term rate (loan-limits.ts `defaultLoanRate`), and the hint says so.
 */
function BankRate({ answers, today, onChange }: { answers: AffordabilityAnswers; today: string; onChange: (bankRate: string) => void }) {
  const day = validatePurchaseDate(answers.purchaseDate) === null ? answers.purchaseDate.trim() : today;
  const assumed = loanRateOf({ loanType: 'BANK', bankRate: '' }, day);
  const rate = loanRateOf(answers, day);
  return (
    <TextInput
      id="afford-bank-rate"
      label="Bank loan interest rate (% a year)"
      inputMode="decimal"
      optional
      hint={
        rate.yours
          ? `Your estimate. Leave it empty to use our assumption of ${assumed.ratePercent} % (MAS's medium-term rate).`
          : `We assume ${assumed.ratePercent} %, MAS's medium-term rate: the rate banks must assess a loan at, on the day you sign. Enter your bank's quote if you have one.`
      }
      value={answers.bankRate}
      onChange={onChange}
      validate={(text) => (text.trim() === '' ? null : validateInterestRate(text))}
    />
  );
}
