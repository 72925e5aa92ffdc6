import type { FeeItemName, FlatSize, FlatType, LoanType, PaymentMethod, PlanColor } from '../../../../src/housing/adapters/http/housing.contract.js';
import { useState } from 'react';
import { FLAT_SIZES, PLAN_COLORS, newPlanFields } from '../../../../src/housing/domain/housing-plan.js';
import { formatMoney, formatMoneyInput, type Cents } from '../../shared/format/money';
import { Button } from '../../shared/ui/button';
import { DateInput, MoneyInput, RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import { PLAN_COLOUR_LABEL } from '../plan-colours';
import { feeLabelWithPeriod } from '../../../../src/housing/domain/fee-labels.js';
import {
  PLAN_STEP_PAGES,
  isCashOnly,
  validateInterestRate,
  validateLoanPeriod,
  validatePlanAmount,
  validatePlanName,
  validateFlatType,
  validateFlatSize,
  validateRemainingLease,
  validatePurchaseDate,
  defaultRateOf,
  withLoanType,
  type MoneyField,
  type PlanDraft,
} from '../plan-form';
import { singaporeToday } from '../../shared/format/date-time';
import type { HousingPlanSummary } from '../../../../src/housing/adapters/http/housing.contract.js';
import { showsFigure, type FigureField } from '../plan-figures';
import { HPS_ESTIMATE_HINT } from './duties-and-fees';
import { GrantFields } from './grant-fields';
import { EligibilityWarnings } from './plan-preview';
import { WhoIsBuyingFields } from './who-is-buying-fields';
import { booleanOf, yesNoOf, type WhoIsBuying } from '../who-is-buying';
import { useStores } from '../../app/store-context';

/** The draft's "who is buying" answers, as the shared fields take them. */
function whoOfDraft(draft: PlanDraft): WhoIsBuying {
  return {
    householdType: draft.fields.householdType,
    maritalStatus: draft.fields.maritalStatus ?? '',
    noOfBuyers: draft.noOfBuyers,
    buyerResidencies: draft.fields.buyerResidencies,
    buyerAges: draft.buyerAges,
    buyerHadSubsidy: (draft.fields.buyerHadSubsidy ?? []).map(yesNoOf),
    buyerOwnedPrivateProperty: (draft.fields.buyerOwnedPrivateProperty ?? []).map(yesNoOf),
    propertiesOwned: draft.propertiesOwned,
  };
}

/** The draft with the shared fields' answers. */
function draftWithWho(draft: PlanDraft, who: WhoIsBuying): PlanDraft {
  return {
    ...draft,
    noOfBuyers: who.noOfBuyers,
    buyerAges: who.buyerAges,
    propertiesOwned: who.propertiesOwned,
    fields: {
      ...draft.fields,
      householdType: who.householdType,
      maritalStatus: who.maritalStatus === '' ? null : who.maritalStatus,
      buyerResidencies: who.buyerResidencies,
      buyerHadSubsidy: who.buyerHadSubsidy.map(booleanOf),
      buyerOwnedPrivateProperty: who.buyerOwnedPrivateProperty.map(booleanOf),
    },
  };
}

/** The grants' own amounts are asked beside each grant worked out (grant-fields.tsx). */
const isGrant = (name: MoneyField) => name === 'cpfHousingGrant' || name === 'enhancedCpfHousingGrant' || name === 'proximityGrant';

export interface StepFieldsProps {
  draft: PlanDraft;
  onChange: (draft: PlanDraft) => void;
  revealed: boolean;
  /** the plan as typed, worked out: for the suggested stamp duty and premium */
  summary: HousingPlanSummary;
  /** The resident's own figures as the form shows them: a field still showing one says so (plan-figures.ts). */
  figures?: Partial<Record<FigureField, string>>;
  /** where each of those figures came from, in words (plan-figures.ts figureOrigins) */
  origins?: Partial<Record<FigureField, string>>;
}

/** The hint of a field that shows the resident's own figure (docs/decisions.md "Enter once"). */
export const FROM_YOUR_FIGURES = 'From your figures. Change it if it is different for this plan.';

const FLAT_SIZE_LABELS: Readonly<Record<FlatSize, string>> = { TWO_ROOM: '2-room', THREE_ROOM: '3-room', FOUR_ROOM: '4-room', FIVE_ROOM: '5-room', EXECUTIVE: 'Executive' };
const MONEY_LABELS: Readonly<Record<MoneyField, { label: string; hint?: string }>> = {
  monthlyHouseholdIncome: { label: 'Gross monthly household income (S$)', hint: 'Everyone buying together, before CPF and tax' },
  cpfOABalance: { label: 'CPF Ordinary Account savings (S$)', hint: 'All buyers together' },
  cashSavings: { label: 'Cash savings for the home (S$)', hint: 'What you can put towards the flat and its fees: we check it against the cash payments' },
  estimatedFlatBudget: { label: 'Your budget for the flat (S$)', hint: 'We work the plan out on it until you know the price' },
  flatValueAtTimeOfPurchase: { label: "The flat's price (S$)", hint: 'Leave empty until you know it: we use your budget' },
  flatValuation: { label: "HDB's valuation of the flat (S$)", hint: 'Resale flats: stamp duty is on the higher of the price and the valuation, the loan and CPF on the lower' },
  flatAnnualValue: {
    label: "The flat's annual value for property tax (S$)",
    hint: "IRAS's estimate of a year's rent, on the flat's property tax bill: we work the property tax out with IRAS's owner-occupier rates. Leave empty to enter your own estimate of the tax",
  },
  cpfHousingGrant: { label: 'CPF Housing Grant (S$)' },
  enhancedCpfHousingGrant: { label: 'Enhanced CPF Housing Grant (S$)' },
  proximityGrant: { label: 'Proximity Housing Grant (S$)' },
  upfrontPaymentInCash: { label: 'Upfront payment in cash (S$)', hint: 'The rest of the downpayment comes from your CPF' },
  cpfMonthlyInstalment: { label: 'Monthly instalment paid from CPF (S$)', hint: 'The rest is paid in cash' },
};

function Money({ name, draft, onChange, revealed, figures = {}, origins = {} }: { name: MoneyField } & Pick<StepFieldsProps, 'draft' | 'onChange' | 'revealed' | 'figures' | 'origins'>) {
  const { label, hint: usual } = MONEY_LABELS[name];
  // A field still showing the resident's own figure says where it came from (docs/decisions.md "Housing plan explains itself").
  const hint = showsFigure(name, draft.money[name], figures) ? ((origins as Partial<Record<MoneyField, string>>)[name] ?? FROM_YOUR_FIGURES) : usual;
  return (
    <MoneyInput
      id={`plan-${name}`}
      label={label}
      hint={hint}
      optional
      value={draft.money[name]}
      onChange={(text) => onChange({ ...draft, money: { ...draft.money, [name]: text } })}
      validate={validatePlanAmount}
      forceShowError={revealed}
    />
  );
}

export function StepOneFields({ draft, onChange, revealed, figures, origins, summary }: StepFieldsProps) {
  const set = (change: Partial<PlanDraft['fields']>) => onChange({ ...draft, fields: { ...draft.fields, ...change } });
  const { identity } = useStores();
  return (
    <div className="plan-fields">
      <TextInput id="plan-name" label="Plan name" value={draft.fields.planName} onChange={(planName) => set({ planName })} validate={validatePlanName} forceShowError={revealed} />
      <SelectField<PlanColor> label="Colour" value={draft.fields.planColor} onChange={(planColor) => set({ planColor })} options={PLAN_COLORS.map((c) => ({ value: c, label: PLAN_COLOUR_LABEL[c] }))} />
      <DateInput
        id="plan-purchase-date"
        label="When you sign the option or the agreement for lease"
        hint="Stamp duties, fees, grants and loan limits change over time: we use the rules in force on this day"
        value={draft.fields.purchaseDate}
        onChange={(purchaseDate) => set({ purchaseDate })}
        validate={validatePurchaseDate}
        forceShowError={revealed}
      />
      <WhoIsBuyingFields idPrefix="plan" value={whoOfDraft(draft)} onChange={(value) => onChange(draftWithWho(draft, value))} revealed={revealed} profile={identity.user} purchaseDate={draft.fields.purchaseDate} />
      <EligibilityWarnings summary={summary} />
      {PLAN_STEP_PAGES[0]!.money.map((name) => (
        <Money key={name} name={name} draft={draft} onChange={onChange} revealed={revealed} figures={figures} origins={origins} />
      ))}
    </div>
  );
}

export function StepTwoFields({ draft, onChange, revealed, summary }: StepFieldsProps) {
  const set = (change: Partial<PlanDraft['fields']>) => onChange({ ...draft, fields: { ...draft.fields, ...change } });
  return (
    <div className="plan-fields">
      <RadioGroup<FlatType>
        id="plan-flat-type"
        label="New or resale flat?"
        hint="They get different grants, fees and payment stages: we wait for your choice rather than guess"
        inline
        value={draft.fields.flatType ?? ''}
        onChange={(flatType) => set({ flatType })}
        validate={validateFlatType}
        forceShowError={revealed}
        options={[
          { value: 'NEW', label: 'New flat' },
          { value: 'RESALE', label: 'Resale flat' },
        ]}
      />
      <SelectField<FlatSize>
        id="plan-flat-size"
        label="Flat size"
        hint="The CPF Housing Grant, the option fee and the resale fees depend on it: we wait for your choice rather than guess"
        placeholder="Choose a size"
        value={draft.fields.flatSize ?? ''}
        onChange={(flatSize) => set({ flatSize })}
        validate={validateFlatSize}
        forceShowError={revealed}
        options={FLAT_SIZES.map((s) => ({ value: s, label: FLAT_SIZE_LABELS[s] }))}
      />
      {draft.fields.flatType === 'RESALE' ? (
        <TextInput
          id="plan-remaining-lease"
          label="Years of lease left"
          inputMode="numeric"
          optional
          hint="CPF cannot be used under 20 years and is pro-rated when the lease does not last the youngest buyer to 95; an HDB loan ends 20 years before the lease"
          value={draft.remainingLease}
          onChange={(remainingLease) => onChange({ ...draft, remainingLease })}
          validate={validateRemainingLease}
          forceShowError={revealed}
        />
      ) : null}
      {PLAN_STEP_PAGES[1]!.money.filter((name) => !isGrant(name) && (name !== 'flatValuation' || draft.fields.flatType === 'RESALE')).map((name) => (
        <Money key={name} name={name} draft={draft} onChange={onChange} revealed={revealed} />
      ))}
      <GrantFields draft={draft} onChange={onChange} revealed={revealed} summary={summary} />
    </div>
  );
}

export function StepThreeFields({ draft, onChange, revealed }: StepFieldsProps) {
  const today = singaporeToday();
  const assumed = defaultRateOf(draft.fields.loanType, draft.fields.purchaseDate, today);
  return (
    <div className="plan-fields">
      <RadioGroup<LoanType>
        label="Loan"
        hint="HDB and the banks lend different shares of the price and size the loan at different rates"
        inline
        value={draft.fields.loanType}
        onChange={(loanType) => onChange(withLoanType(draft, loanType, today))}
        options={[
          { value: 'HDB', label: 'HDB loan' },
          { value: 'BANK', label: 'Bank loan' },
        ]}
      />
      <TextInput
        id="plan-interest-rate"
        label="Interest rate (% a year)"
        inputMode="decimal"
        value={draft.interestRate}
        onChange={(interestRate) => onChange({ ...draft, interestRate })}
        validate={validateInterestRate}
        forceShowError={revealed}
        hint={`${draft.fields.loanType === 'HDB' ? 'HDB loans' : 'Bank loans'}: we start from ${assumed.ratePercent} %, ${assumed.words}, on your purchase date. Enter your own if you have a quote.`}
      />
      <TextInput
        id="plan-loan-period"
        label="Loan period (years)"
        inputMode="numeric"
        value={draft.loanPeriod}
        onChange={(loanPeriod) => onChange({ ...draft, loanPeriod })}
        validate={(text) => validateLoanPeriod(text, draft.fields.loanType)}
        forceShowError={revealed}
        hint="A longer loan means a smaller instalment and more interest; HDB loans run at most 25 years, bank loans 30"
      />
      {PLAN_STEP_PAGES[2]!.money.map((name) => (
        <Money key={name} name={name} draft={draft} onChange={onChange} revealed={revealed} />
      ))}
    </div>
  );
}

/** The Home Protection Scheme estimate a plan starts from (spec 3 §9, the spec's "mortgage insurance"). */
const HPS_STARTING_ESTIMATE = newPlanFields('2000-01-01').fees.homeProtectionPremium.amount;

/** How a worked-out fee is worked out, in one line (docs/decisions.md "Housing rules as dated tables"). */
function workedOutHow(name: FeeItemName, s: HousingPlanSummary): string {
  if (name === 'buyerStampDuty') return `IRAS's rates on ${m(s.dutiableValue)} on your purchase date, rounded down to the dollar`;
  if (name === 'additionalBuyerStampDuty') return `${s.additionalBuyerStampDutyPercent} % for your buyers' residency and the homes you own (IRAS)`;
  if (name === 'purchaseLegalFee') return `HDB's scale on the price, with ${s.gstPercent} % GST`;
  return `HDB's scale on the HDB loan, with ${s.gstPercent} % GST; a bank's lawyers charge their own`;
}

const m = (cents: number) => formatMoney(cents as Cents);
const isZeroOrEmpty = (text: string) => text.trim() === '' || (validatePlanAmount(text) === null && Number(text.replace(/,/g, '')) === 0);

/**
 * Steps 4 and 5: each fee's amount and whether it is paid in cash or from CPF (cash-only ones say so). One figure
 * per field (docs/decisions.md "Housing plan explains itself"): a fee the plan works out shows the worked-out figure
 * with how, and a way to enter your own; once you do, the field is yours and its hint gives ours for comparison,
 * with a way back. The Home Protection Scheme premium is an editable estimate.
 */
export function FeeFields({ index, draft, onChange, revealed, summary }: StepFieldsProps & { index: number }) {
  // The fees worked out from the dated tables while left at 0.
  const workedOut: Partial<Record<FeeItemName, number>> = {
    buyerStampDuty: summary.suggestedBuyerStampDuty,
    additionalBuyerStampDuty: summary.suggestedAdditionalBuyerStampDuty,
    purchaseLegalFee: summary.suggestedPurchaseLegalFee,
    loanLegalFee: summary.suggestedLoanLegalFee,
  };
  // A worked-out fee the resident chose to enter stays a field even while they clear it to type again.
  const [ownChosen, setOwnChosen] = useState<ReadonlySet<FeeItemName>>(() => new Set(PLAN_STEP_PAGES[index]!.fees.filter((name) => !isZeroOrEmpty(draft.fees[name].amount))));
  return (
    <ul className="plan-fees">
      {PLAN_STEP_PAGES[index]!.fees.map((name) => {
        const fee = draft.fees[name];
        const setFee = (change: Partial<typeof fee>) => onChange({ ...draft, fees: { ...draft.fees, [name]: { ...fee, ...change } } });
        const suggestion = workedOut[name];
        const own = suggestion === undefined || ownChosen.has(name);
        const useOwn = () => {
          setOwnChosen(new Set([...ownChosen, name]));
          setFee({ amount: formatMoneyInput(suggestion as Cents) });
        };
        const useOurs = () => {
          setOwnChosen(new Set([...ownChosen].filter((n) => n !== name)));
          setFee({ amount: formatMoneyInput(0 as Cents) });
        };
        // A new flat's option fee is HDB's, by the flat's size (payment-timeline.ts): one figure, not an input.
        if (name === 'optionFee' && draft.fields.flatType === 'NEW') {
          return (
            <li key={name} className="plan-fee" data-fee={name}>
              <div className="plan-fee__worked" role="group" aria-labelledby={`plan-fee-${name}-label`}>
                <p id={`plan-fee-${name}-label`} className="field__label">
                  {feeLabelWithPeriod(name)}
                </p>
                <p className="plan-fee__amount">{m(summary.optionFee)}</p>
                <p className="field__hint">HDB's fee for the flat's size, paid when you book: part of the downpayment, in cash.</p>
              </div>
            </li>
          );
        }
        return (
          <li key={name} className="plan-fee" data-fee={name}>
            {own ? (
              <>
                <MoneyInput
                  id={`plan-fee-${name}`}
                  label={`${feeLabelWithPeriod(name)}${suggestion !== undefined ? ': your own amount' : ''} (S$)`}
                  value={fee.amount}
                  onChange={(amount) => setFee({ amount })}
                  validate={validatePlanAmount}
                  forceShowError={revealed}
                  hint={
                    suggestion !== undefined
                      ? `Entered by you. By the rules it is ${m(suggestion)}: ${workedOutHow(name, summary)}.`
                      : name === 'homeProtectionPremium'
                        ? `${homeProtectionHint(fee.amount)}${summary.homeProtectionRequired ? '' : ' Not counted now: you pay the instalment in cash, and the scheme is compulsory only with CPF instalments.'}`
                        : name === 'annualPropertyTax' || name === 'serviceAndConservancyCharges'
                          ? recurringHint(name, summary)
                          : name === 'optionFee'
                          ? 'Agreed with the seller and paid when the option is granted: part of the downpayment'
                          : undefined
                  }
                />
                {suggestion !== undefined && (
                  <Button variant="link" className="plan-fee__switch" onClick={useOurs}>
                    Use the worked-out {m(suggestion)}
                    <span className="sr-only"> for the {feeLabelWithPeriod(name).toLowerCase()}</span>
                  </Button>
                )}
              </>
            ) : (
              <div className="plan-fee__worked" role="group" aria-labelledby={`plan-fee-${name}-label`}>
                <p id={`plan-fee-${name}-label`} className="field__label">
                  {feeLabelWithPeriod(name)}
                </p>
                <p className="plan-fee__amount">{m(suggestion)}</p>
                <p className="field__hint">Worked out: {workedOutHow(name, summary)}.</p>
                <Button variant="link" className="plan-fee__switch" onClick={useOwn}>
                  Enter your own amount<span className="sr-only"> for the {feeLabelWithPeriod(name).toLowerCase()}</span>
                </Button>
              </div>
            )}
            {isCashOnly(name) ? (
              <p className="plan-fee__cash-only">Paid in cash</p>
            ) : (
              <RadioGroup<PaymentMethod>
                label={`${feeLabelWithPeriod(name)}: paid with`}
                inline
                value={fee.paymentMethod}
                onChange={(paymentMethod) => setFee({ paymentMethod })}
                options={[
                  { value: 'CASH', label: 'Cash' },
                  { value: 'CPF', label: 'CPF' },
                ]}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Where a recurring figure comes from (the summary's recurring costs): IRAS's rates on the annual value, or your estimate. */
function recurringHint(name: 'annualPropertyTax' | 'serviceAndConservancyCharges', summary: HousingPlanSummary): string {
  const cost = summary.recurringCosts.find((c) => c.name === name);
  if (!cost) return '';
  if (name === 'annualPropertyTax' && cost.basis === 'WORKED_OUT') return `Leave at 0 to use ${m(cost.amount)} a year, by ${cost.from} on your flat's annual value; enter an amount to use your own estimate.`;
  return cost.howWorkedOut;
}

/** The premium's hint: an estimate, ours or yours, and where the official figure comes from (CPF). */
function homeProtectionHint(text: string): string {
  const ours = validatePlanAmount(text) === null && text.trim() === formatMoneyInput(HPS_STARTING_ESTIMATE);
  const whose = ours ? 'Our starting estimate: change it to yours.' : `Your estimate (we start from ${m(HPS_STARTING_ESTIMATE)}).`;
  return `${whose} ${HPS_ESTIMATE_HINT.replace(/^Estimate\. /, '')}`;
}
