/**
 * "Your assumptions" of the Retirement plan: the choices the projection makes and the figures the resident may type
 * over their data. Saving is a PUT of the whole settings; the figures follow its answer. A 400 names its fields:
 * each message shows beside its box (the ui guide's form rules).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CpfLifePlan, RetirementSumChoice } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import type { RetirementPlanRequest, RetirementPlanResponse, RetirementPlanSettingsDto } from '../../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { RETIREMENT_FACTS } from '../../content/retirement/retirement-rules';
import { formatMoney, type Cents } from '../../shared/format/money';
import { Button } from '../../shared/ui/button';
import { MoneyInput, SelectField, TextInput } from '../../shared/ui/fields';
import { AlertIcon } from '../../shared/ui/icons';
import { ASSUMPTION_DEFAULTS as D, PLAN_LABELS, SUM_LABELS } from '../retirement-answers';
import { formErrors, formOfSettings, PLAN_FORM_FIELDS, settingsOfForm, validateMonth, type PlanForm, type PlanFormErrors } from './plan-settings-form';
import {
  validateAmount,
  validateBonusMonths,
  validateInflation,
  validatePayoutAge,
  validatePlanToAge,
  validateCashReturn,
  validateReturn,
  validateWageGrowth,
} from '../retirement-answers';

const m = (cents: number) => formatMoney(cents as Cents);
const PAYOUT_AGES = ['65', '66', '67', '68', '69', '70'] as const;
const ORDER = PLAN_FORM_FIELDS;
const ID: Readonly<Record<keyof PlanForm, string>> = Object.fromEntries(ORDER.map((k) => [k, `plan-${k}`])) as Record<keyof PlanForm, string>;

export type SaveOutcome = { fields: PlanFormErrors; other: string[] } | null;

export function PlanAssumptions({
  settings,
  wageFromData,
  replacement,
  busy,
  save,
}: {
  settings: RetirementPlanSettingsDto;
  /** the gross wage the plan reads (typed or from the data), named beside the guide; null while missing */
  wageFromData: number | null;
  /** the server's income-replacement guide on that wage; null without one */
  replacement: RetirementPlanResponse['incomeReplacementGuide'];
  busy: boolean;
  save: (request: RetirementPlanRequest) => Promise<SaveOutcome>;
}) {
  const [form, setForm] = useState<PlanForm>(() => formOfSettings(settings));
  const [serverErrors, setServerErrors] = useState<PlanFormErrors>({});
  const [other, setOther] = useState<string[]>([]);
  const [reveal, setReveal] = useState(false);
  const [status, setStatus] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // The boxes follow the settings kept on the server: after a save, and after the gross-wage question's answer.
  const kept = JSON.stringify(settings);
  useEffect(() => setForm(formOfSettings(settings)), [kept]);
  const set = (change: Partial<PlanForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key as keyof PlanForm];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = formErrors(form);
    const firstInvalid = ORDER.find((key) => errors[key]);
    if (firstInvalid) {
      setReveal(true);
      setStatus('');
      formRef.current?.querySelector<HTMLElement>(`#${ID[firstInvalid]}`)?.focus();
      return;
    }
    setStatus('Saving…');
    setOther([]);
    const outcome = await save(settingsOfForm(form, settings));
    if (outcome === null) {
      setServerErrors({});
      setStatus('Saved. Your figures are updated.');
      return;
    }
    setServerErrors(outcome.fields);
    setOther(outcome.other);
    setStatus('Not saved: check the messages marked in red.');
    const firstRefused = ORDER.find((key) => outcome.fields[key]);
    if (firstRefused) formRef.current?.querySelector<HTMLElement>(`#${ID[firstRefused]}`)?.focus();
  };

  const text = (key: keyof PlanForm, label: string, validate: (v: string) => string | null, hint: string, optional = false) => (
    <TextInput
      id={ID[key]}
      label={label}
      inputMode="decimal"
      optional={optional}
      hint={hint}
      value={form[key]}
      onChange={(value) => set({ [key]: value })}
      validate={validate}
      forceShowError={reveal}
      error={serverErrors[key]}
    />
  );
  const amount = (key: keyof PlanForm, label: string, hint: string) => (
    <MoneyInput
      id={ID[key]}
      label={label}
      optional
      hint={hint}
      value={form[key]}
      onChange={(value) => set({ [key]: value })}
      validate={(v) => validateAmount(v)}
      forceShowError={reveal}
      error={serverErrors[key]}
    />
  );
  const F = RETIREMENT_FACTS;
  const guide =
    replacement !== null && wageFromData !== null
      ? `A common guide is ${replacement.lowPercent} % to ${replacement.highPercent} % of your income before retirement: ${m(replacement.monthlyLow)} to ${m(replacement.monthlyHigh)} a month on your gross wage of ${m(wageFromData)}.`
      : `A common guide is ${F.incomeReplacementLowPercent} % to ${F.incomeReplacementHighPercent} % of your income before retirement.`;

  return (
    <form ref={formRef} className="card plan-assumptions" aria-labelledby="plan-assumptions-heading" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="plan-assumptions-heading" className="card__title">
        Your assumptions
      </h2>
      <fieldset className="cpf-pay__group">
        <legend>CPF LIFE</legend>
        <SelectField<(typeof PAYOUT_AGES)[number]>
          id={ID.payoutStartAge}
          label="Age CPF LIFE payouts start"
          hint={`Default ${D.payoutStartAge.value}. ${D.payoutStartAge.setBy}.`}
          value={form.payoutStartAge as (typeof PAYOUT_AGES)[number]}
          onChange={(payoutStartAge) => set({ payoutStartAge })}
          options={PAYOUT_AGES.map((age) => ({ value: age, label: age }))}
          validate={(v) => validatePayoutAge(v)}
          forceShowError={reveal}
          error={serverErrors.payoutStartAge}
        />
        <SelectField<CpfLifePlan>
          id={ID.cpfLifePlan}
          label="CPF LIFE plan"
          hint={`${D.cpfLifePlan.setBy}.`}
          value={form.cpfLifePlan}
          onChange={(cpfLifePlan) => set({ cpfLifePlan })}
          options={(Object.keys(PLAN_LABELS) as CpfLifePlan[]).map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }))}
          error={serverErrors.cpfLifePlan}
        />
        <SelectField<RetirementSumChoice>
          id={ID.retirementSumChoice}
          label="The sum set aside at 55"
          hint={`${D.retirementSumChoice.setBy}.`}
          value={form.retirementSumChoice}
          onChange={(retirementSumChoice) => set({ retirementSumChoice })}
          options={(Object.keys(SUM_LABELS) as RetirementSumChoice[]).map((sum) => ({ value: sum, label: SUM_LABELS[sum] }))}
          error={serverErrors.retirementSumChoice}
        />
        {text('planToAge', 'Plan to age', validatePlanToAge, `Default ${D.planToAge.value}: planning to 95 leaves room for a long life; CPF LIFE pays for life but other savings run out.`)}
      </fieldset>
      <fieldset className="cpf-pay__group">
        <legend>Growth and prices</legend>
        {text('wageGrowthPercent', 'Wage growth (% a year)', validateWageGrowth, `Default ${D.wageGrowthPercent.value} %. ${D.wageGrowthPercent.setBy}.`)}
        {text('inflationPercent', 'Inflation (% a year)', validateInflation, `Default ${D.inflationPercent.value} %. ${D.inflationPercent.setBy}.`)}
        {text('bonusMonths', 'Bonus, in months of wage a year', validateBonusMonths, 'A bonus pays CPF too, up to the yearly ceiling; 1.5 means one and a half months of wage.')}
      </fieldset>
      <fieldset className="cpf-pay__group">
        <legend>Your own figures</legend>
        <p className="cpf-pay__group-note">Leave a box empty to use the figure from your data shown under Your figures.</p>
        {amount('grossMonthlyWage', 'Gross monthly wage (S$)', 'Before CPF and tax.')}
        {amount('monthlySpending', 'Monthly spending in retirement, in today’s dollars (S$)', guide)}
        {amount('monthlyHousingFromOa', 'Paid from your Ordinary Account for your flat, a month (S$)', 'What CPF pays towards your housing loan each month.')}
        <TextInput
          id={ID.housingFromOaUntil}
          label="Paid from your Ordinary Account until (MM/YYYY)"
          optional
          hint="The last month of those payments, e.g. 06/2045. Empty: until your payouts start."
          value={form.housingFromOaUntil}
          onChange={(housingFromOaUntil) => set({ housingFromOaUntil })}
          validate={validateMonth}
          forceShowError={reveal}
          error={serverErrors.housingFromOaUntil}
        />
      </fieldset>
      <fieldset className="cpf-pay__group">
        <legend>Other money for retirement</legend>
        <p className="cpf-pay__group-note">
          Each kind grows at its own return until you stop working, then is drawn down evenly to the age you plan to. Leave an amount empty to use the figure
          under Your figures.
        </p>
        {amount('investments', 'Investments (S$)', 'Empty: the investments in your wealth not bought with SRS money.')}
        {text('investmentsReturnPercent', 'Return on your investments (% a year)', validateReturn, `Default ${D.investmentsReturnPercent.value} %. ${D.investmentsReturnPercent.setBy}.`)}
        {amount('srsBalance', 'SRS (S$)', 'Empty: the investments in your wealth bought with SRS money.')}
        {text('srsReturnPercent', 'Return on your SRS (% a year)', validateReturn, `Default ${D.srsReturnPercent.value} %. ${D.srsReturnPercent.setBy}.`)}
        {amount('cashSetAside', 'Cash set aside for retirement (S$)', 'Empty: none, as your cash savings are your emergency fund.')}
        {text('cashReturnPercent', 'Return on your cash set aside (% a year)', validateCashReturn, `Default ${D.cashReturnPercent.value} %. ${D.cashReturnPercent.setBy}.`)}
      </fieldset>
      <div className="plan-assumptions__actions">
        <Button type="submit" disabled={busy}>
          Save and update the figures
        </Button>
        <p className="plan-assumptions__status" aria-live="polite" role="status">
          {status}
        </p>
      </div>
      {other.length > 0 && (
        <div className="cpf-pay__refused" role="alert">
          <AlertIcon size={18} />
          <p>{other.join(' ')}</p>
        </div>
      )}
    </form>
  );
}
