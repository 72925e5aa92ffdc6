import type { FlatSize, FlatType, HouseholdType, LoanType, PaymentMethod, PlanColor } from '../../../../src/housing/adapters/http/housing.contract.js';
import { FLAT_SIZES, PLAN_COLORS } from '../../../../src/housing/domain/housing-plan.js';
import { formatMoney, type Cents } from '../../shared/format/money';
import { MoneyInput, RadioGroup, SelectField, TextInput } from '../../shared/ui/fields';
import { PLAN_COLOUR_LABEL } from '../plan-colours';
import {
  BUYER_OPTIONS,
  FEE_LABELS,
  PLAN_STEP_PAGES,
  isCashOnly,
  validateInterestRate,
  validateLoanPeriod,
  validatePlanAmount,
  validatePlanName,
  type MoneyField,
  type PlanDraft,
} from '../plan-form';
import type { HousingPlanSummary } from '../../../../src/housing/adapters/http/housing.contract.js';
import { showsFigure, type FigureField } from '../plan-figures';

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

const FLAT_SIZE_LABELS: Readonly<Record<FlatSize, string>> = { TWO_ROOM: '2-room', THREE_ROOM: '3-room', FOUR_ROOM: '4-room', FIVE_ROOM: '5-room', EXECUTIVE: 'Executive' };
const MONEY_LABELS: Readonly<Record<MoneyField, { label: string; hint?: string }>> = {
  monthlyHouseholdIncome: { label: 'Gross monthly household income (S$)', hint: 'Everyone buying together, before CPF and tax' },
  cpfOABalance: { label: 'CPF Ordinary Account savings (S$)', hint: 'All buyers together' },
  cashSavings: { label: 'Cash savings for the home (S$)' },
  estimatedFlatBudget: { label: 'Your budget for the flat (S$)' },
  flatValueAtTimeOfPurchase: { label: "The flat's price or valuation (S$)", hint: 'Leave empty until you know it: we use your budget' },
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
      <SelectField label="Number of buyers" value={draft.noOfBuyers} onChange={(noOfBuyers) => onChange({ ...draft, noOfBuyers })} options={BUYER_OPTIONS} />
      {PLAN_STEP_PAGES[0]!.money.map((name) => (
        <Money key={name} name={name} draft={draft} onChange={onChange} revealed={revealed} figures={figures} />
      ))}
    </div>
  );
}

export function StepTwoFields({ draft, onChange, revealed }: StepFieldsProps) {
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
      {PLAN_STEP_PAGES[1]!.money.map((name) => (
        <Money key={name} name={name} draft={draft} onChange={onChange} revealed={revealed} />
      ))}
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

/** Steps 4 and 5: each fee's amount and whether it is paid in cash or from CPF (cash-only ones say so). */
export function FeeFields({ index, draft, onChange, revealed, summary }: StepFieldsProps & { index: number }) {
  const suggestions: Partial<Record<string, number>> = { buyerStampDuty: summary.suggestedBuyerStampDuty, mortgageInsurancePremiums: summary.suggestedMortgageInsurancePremium };
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
              hint={suggestion ? `Leave it at 0 and we work it out from your plan: ${formatMoney(suggestion as Cents)} now.` : undefined}
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
