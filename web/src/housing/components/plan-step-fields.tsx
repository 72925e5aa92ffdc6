import type { FeeItemName, FlatSize, FlatType, HouseholdType, LoanType, PaymentMethod, PlanColor, Residency } from '../../../../src/housing/adapters/http/housing.contract.js';
import { FLAT_SIZES, PLAN_COLORS } from '../../../../src/housing/domain/housing-plan.js';
import { formatMoney, type Cents } from '../../shared/format/money';
import { DateInput, MoneyInput, RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import { PLAN_COLOUR_LABEL } from '../plan-colours';
import {
  BUYER_OPTIONS,
  FEE_LABELS,
  PLAN_STEP_PAGES,
  isCashOnly,
  residenciesForBuyers,
  validateInterestRate,
  validateLoanPeriod,
  validatePlanAmount,
  validatePlanName,
  validatePropertiesOwned,
  validateBuyerAge,
  validateRemainingLease,
  validatePurchaseDate,
  type MoneyField,
  type PlanDraft,
} from '../plan-form';
import type { HousingPlanSummary } from '../../../../src/housing/adapters/http/housing.contract.js';
import { showsFigure, type FigureField } from '../plan-figures';
import { HPS_ESTIMATE_HINT } from './duties-and-fees';
import { GrantFields } from './grant-fields';

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
}

/** The hint of a field that shows the resident's own figure (docs/decisions.md "Enter once"). */
export const FROM_YOUR_FIGURES = 'From your figures. Change it if it is different for this plan.';

const RESIDENCY_OPTIONS: ReadonlyArray<{ value: Residency; label: string }> = [
  { value: 'CITIZEN', label: 'Singapore citizen' },
  { value: 'PR', label: 'Permanent resident' },
  { value: 'FOREIGNER', label: 'Foreigner' },
];
const FLAT_SIZE_LABELS: Readonly<Record<FlatSize, string>> = { TWO_ROOM: '2-room', THREE_ROOM: '3-room', FOUR_ROOM: '4-room', FIVE_ROOM: '5-room', EXECUTIVE: 'Executive' };
const MONEY_LABELS: Readonly<Record<MoneyField, { label: string; hint?: string }>> = {
  monthlyHouseholdIncome: { label: 'Gross monthly household income (S$)', hint: 'Everyone buying together, before CPF and tax' },
  cpfOABalance: { label: 'CPF Ordinary Account savings (S$)', hint: 'All buyers together' },
  cashSavings: { label: 'Cash savings for the home (S$)' },
  estimatedFlatBudget: { label: 'Your budget for the flat (S$)' },
  flatValueAtTimeOfPurchase: { label: "The flat's price (S$)", hint: 'Leave empty until you know it: we use your budget' },
  flatValuation: { label: "HDB's valuation of the flat (S$)", hint: 'Resale flats: stamp duty is on the higher of the price and the valuation, the loan and CPF on the lower' },
  cpfHousingGrant: { label: 'CPF Housing Grant (S$)' },
  enhancedCpfHousingGrant: { label: 'Enhanced CPF Housing Grant (S$)' },
  proximityGrant: { label: 'Proximity Housing Grant (S$)' },
  upfrontPaymentInCash: { label: 'Upfront payment in cash (S$)', hint: 'The rest of the downpayment comes from your CPF' },
  cpfMonthlyInstalment: { label: 'Monthly instalment paid from CPF (S$)', hint: 'The rest is paid in cash' },
};

function Money({ name, draft, onChange, revealed, figures = {} }: { name: MoneyField } & Pick<StepFieldsProps, 'draft' | 'onChange' | 'revealed' | 'figures'>) {
  const { label, hint: usual } = MONEY_LABELS[name];
  const hint = showsFigure(name, draft.money[name], figures) ? FROM_YOUR_FIGURES : usual;
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

export function StepOneFields({ draft, onChange, revealed, figures }: StepFieldsProps) {
  const set = (change: Partial<PlanDraft['fields']>) => onChange({ ...draft, fields: { ...draft.fields, ...change } });
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
      <RadioGroup
        label="Is this your first home?"
        optional
        inline
        value={draft.fields.firstTimeBuyer === null ? '' : draft.fields.firstTimeBuyer ? 'YES' : 'NO'}
        onChange={(v) => set({ firstTimeBuyer: v === 'YES' })}
        options={[
          { value: 'YES', label: 'Yes' },
          { value: 'NO', label: 'No' },
        ]}
      />
      <RadioGroup<HouseholdType>
        label="Who is buying?"
        inline
        value={draft.fields.householdType}
        onChange={(householdType) => set({ householdType })}
        options={[
          { value: 'FAMILY', label: 'A family or couple' },
          { value: 'SINGLE', label: 'Singles' },
        ]}
      />
      <SelectField
        label="Number of buyers"
        value={draft.noOfBuyers}
        onChange={(noOfBuyers) => onChange({ ...draft, noOfBuyers, fields: { ...draft.fields, buyerResidencies: residenciesForBuyers(draft.fields.buyerResidencies, Number(noOfBuyers)) } })}
        options={BUYER_OPTIONS}
      />
      {residenciesForBuyers(draft.fields.buyerResidencies, Number(draft.noOfBuyers) || 1).map((residency, i, all) => (
        <SelectField<Residency>
          key={i}
          label={all.length === 1 ? 'Your residency' : `Buyer ${i + 1}: residency`}
          hint={i === 0 ? "It sets the additional buyer's stamp duty and the grants you can get" : undefined}
          value={residency}
          onChange={(value) => set({ buyerResidencies: all.map((r, j) => (j === i ? value : r)) })}
          options={RESIDENCY_OPTIONS}
        />
      ))}
      {Array.from({ length: Number(draft.noOfBuyers) || 1 }, (_, i) => i).map((i, _, all) => (
        <TextInput
          key={`age-${i}`}
          id={`plan-buyer-age-${i}`}
          label={all.length === 1 ? 'Your age on the purchase date' : `Buyer ${i + 1}: age on the purchase date`}
          inputMode="numeric"
          optional
          hint={i === 0 ? 'Ages set how long an HDB loan can run (to an average age of 65) and how much CPF an older flat can take' : undefined}
          value={draft.buyerAges[i] ?? ''}
          onChange={(age) => onChange({ ...draft, buyerAges: all.map((_, j) => (j === i ? age : (draft.buyerAges[j] ?? ''))) })}
          validate={validateBuyerAge}
          forceShowError={revealed}
        />
      ))}
      <TextInput
        id="plan-properties-owned"
        label="Homes you already own"
        inputMode="numeric"
        hint="All buyers together, in Singapore or abroad: IRAS counts them for the additional buyer's stamp duty"
        value={draft.propertiesOwned}
        onChange={(propertiesOwned) => onChange({ ...draft, propertiesOwned })}
        validate={validatePropertiesOwned}
        forceShowError={revealed}
      />
      {PLAN_STEP_PAGES[0]!.money.map((name) => (
        <Money key={name} name={name} draft={draft} onChange={onChange} revealed={revealed} figures={figures} />
      ))}
    </div>
  );
}

export function StepTwoFields({ draft, onChange, revealed, summary }: StepFieldsProps) {
  const set = (change: Partial<PlanDraft['fields']>) => onChange({ ...draft, fields: { ...draft.fields, ...change } });
  return (
    <div className="plan-fields">
      <RadioGroup<FlatType>
        label="New or resale flat?"
        inline
        value={draft.fields.flatType}
        onChange={(flatType) => set({ flatType })}
        options={[
          { value: 'NEW', label: 'New flat' },
          { value: 'RESALE', label: 'Resale flat' },
        ]}
      />
      <SelectField<FlatSize> label="Flat size" value={draft.fields.flatSize} onChange={(flatSize) => set({ flatSize })} options={FLAT_SIZES.map((s) => ({ value: s, label: FLAT_SIZE_LABELS[s] }))} />
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
  const set = (change: Partial<PlanDraft['fields']>) => onChange({ ...draft, fields: { ...draft.fields, ...change } });
  return (
    <div className="plan-fields">
      <RadioGroup<LoanType>
        label="Loan"
        inline
        value={draft.fields.loanType}
        onChange={(loanType) => set({ loanType })}
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
        hint="HDB loans: 2.6 %"
      />
      <TextInput
        id="plan-loan-period"
        label="Loan period (years)"
        inputMode="numeric"
        value={draft.loanPeriod}
        onChange={(loanPeriod) => onChange({ ...draft, loanPeriod })}
        validate={(text) => validateLoanPeriod(text, draft.fields.loanType)}
        forceShowError={revealed}
      />
      {PLAN_STEP_PAGES[2]!.money.map((name) => (
        <Money key={name} name={name} draft={draft} onChange={onChange} revealed={revealed} />
      ))}
    </div>
  );
}

/** A fee's hint: what it is, then, for a fee worked out from the tables, today's figure. */
function feeHint(suggestion: number | undefined, about: string | undefined): string | undefined {
  const sentence = about && (about.endsWith('.') ? about : `${about}.`);
  const workedOut = suggestion !== undefined ? `Leave it at 0 and we work it out: ${formatMoney(suggestion as Cents)} now.` : undefined;
  return [sentence, workedOut].filter(Boolean).join(' ') || undefined;
}

/** Steps 4 and 5: each fee's amount and whether it is paid in cash or from CPF (cash-only ones say so). */
export function FeeFields({ index, draft, onChange, revealed, summary }: StepFieldsProps & { index: number }) {
  // The fees worked out from the dated tables while left at 0 (docs/decisions.md "Housing rules as dated tables").
  const suggestions: Partial<Record<FeeItemName, number>> = {
    buyerStampDuty: summary.suggestedBuyerStampDuty,
    additionalBuyerStampDuty: summary.suggestedAdditionalBuyerStampDuty,
    purchaseLegalFee: summary.suggestedPurchaseLegalFee,
    loanLegalFee: summary.suggestedLoanLegalFee,
  };
  const hints: Partial<Record<FeeItemName, string>> = {
    homeProtectionPremium: HPS_ESTIMATE_HINT,
    purchaseLegalFee: `HDB's fee on the price, with ${summary.gstPercent} % GST`,
    loanLegalFee: `HDB's fee on the HDB loan, with ${summary.gstPercent} % GST; a bank's lawyers charge their own`,
  };
  return (
    <ul className="plan-fees">
      {PLAN_STEP_PAGES[index]!.fees.map((name) => {
        const fee = draft.fees[name];
        const setFee = (change: Partial<typeof fee>) => onChange({ ...draft, fees: { ...draft.fees, [name]: { ...fee, ...change } } });
        const suggestion = suggestions[name];
        return (
          <li key={name} className="plan-fee">
            <MoneyInput
              id={`plan-fee-${name}`}
              label={`${FEE_LABELS[name]} (S$)`}
              value={fee.amount}
              onChange={(amount) => setFee({ amount })}
              validate={validatePlanAmount}
              forceShowError={revealed}
              hint={feeHint(suggestion, hints[name])}
            />
            {isCashOnly(name) ? (
              <p className="plan-fee__cash-only">Paid in cash</p>
            ) : (
              <RadioGroup<PaymentMethod>
                label={`${FEE_LABELS[name]}: paid with`}
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
