import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { FlatSize, FlatType, HouseholdType, LoanType, Residency } from '../../../../src/housing/adapters/http/housing.contract.js';
import { FLAT_SIZES, MAX_BUYERS, type ParentsProximity } from '../../../../src/housing/domain/housing-plan.js';
import { usePageTitle } from '../../app/layout/page-title';
import { DateInput, MoneyInput, RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import { singaporeToday } from '../../shared/format/date-time';
import { validateBuyerAge, validateInterestRate, validatePlanAmount, validatePropertiesOwned, validatePurchaseDate, validateRemainingLease } from '../plan-form';
import { emptyAnswers, loadAnswers, loanRateOf, saveAnswers, workOut, type AffordabilityAnswers } from '../affordability-answers';
import { AffordabilityAnswer } from './affordability-answer';
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
        <AffordabilityQuestions answers={answers} onChange={setAnswers} today={today} />
        <AffordabilityAnswer result={result} />
      </div>
    </div>
  );
});

function AffordabilityQuestions({ answers, onChange, today }: { answers: AffordabilityAnswers; onChange: (answers: AffordabilityAnswers) => void; today: string }) {
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
