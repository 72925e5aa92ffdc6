import { useEffect, useMemo, useState } from 'react';
import type { CpfResidency } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { singaporeTodayByClock } from '../../app/singapore-day';
import { DateInput, MoneyInput, RadioGroup, TextInput } from '../../shared/ui/fields';
import {
  CPF_PAY_ME,
  asksRetirementAccount,
  emptyAnswers,
  loadAnswers,
  requestOf,
  saveAnswers,
  typedOtherMoney,
  validateAmount,
  validateBonusMonths,
  validateDateOfBirth,
  type OtherMoneyAnswer,
  type QuestionProps,
  type RetirementAnswers,
  type ServerErrors,
} from '../retirement-answers';
import { useRetirementAnswer } from '../use-retirement-answer';
import { CpfAnswer } from './cpf-answer';
import { CpfAssumptions } from './cpf-assumptions';
import { KeepAsMyPlan } from '../plan/keep-as-my-plan';
import './how-much-will-cpf-pay-me.css';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * /retirement-resources/how-much-will-cpf-pay-me: anyone, no sign-in, nothing saved on our servers
 * (docs/decisions.md "How much will CPF pay me?"). The questions, each with why; the answer beside them (below on a
 * phone) as the visitor types, every figure from POST /retirement/calculate. The answers stay in this tab.
 */
export function HowMuchWillCpfPayMePage() {
  usePageTitle(CPF_PAY_ME.label);
  // Today without a date formatter: this render replaces the prerendered page (docs/decisions/web.md "Lighthouse profile and pages").
  const [today] = useState(() => singaporeTodayByClock());
  const [answers, setAnswers] = useState<RetirementAnswers>(() => loadAnswers(storage()) ?? emptyAnswers());
  useEffect(() => saveAnswers(storage(), answers), [answers]);
  const state = useRetirementAnswer(answers, today);
  const outcome = useMemo(() => requestOf(answers, today), [answers, today]);
  const serverErrors: ServerErrors = state.status === 'refused' ? state.fieldErrors : {};
  const set = (change: Partial<RetirementAnswers>) => setAnswers((current) => ({ ...current, ...change }));

  return (
    <div className="container page cpf-pay">
      <p className="eyebrow">Retirement</p>
      <h1>{CPF_PAY_ME.label}</h1>
      <p className="lead cpf-pay__lead">
        Answer a few questions about your age, pay and CPF: what CPF LIFE may pay you each month, what you will need, and the gap between them appear as you
        type. No login needed. Your answers stay in this browser tab; we work the figures out and keep nothing.
      </p>
      <div className="cpf-pay__layout">
        <form className="cpf-pay__questions" aria-label="Your answers" onSubmit={(e) => e.preventDefault()} noValidate>
          <AboutYou answers={answers} set={set} serverErrors={serverErrors} today={today} />
          <YourCpf answers={answers} set={set} serverErrors={serverErrors} today={today} />
          <YourRetirement answers={answers} set={set} serverErrors={serverErrors} />
          <CpfAssumptions answers={answers} set={set} serverErrors={serverErrors} />
        </form>
        <CpfAnswer state={state} footer={outcome.kind === 'ready' ? <KeepAsMyPlan request={outcome.request} typed={typedOtherMoney(answers)} /> : null} />
      </div>
    </div>
  );
}

function AboutYou({ answers, set, serverErrors, today }: QuestionProps & { today: string }) {
  return (
    <fieldset className="cpf-pay__group">
      <legend>About you</legend>
      <DateInput
        id="cpf-dob"
        label="Date of birth"
        hint="Your age sets the contribution rates, the year your Retirement Account is formed and your cohort's retirement sums"
        value={answers.dateOfBirth}
        onChange={(dateOfBirth) => set({ dateOfBirth })}
        validate={(text) => validateDateOfBirth(text, today)}
        max={today}
        autoComplete="bday"
        error={serverErrors.dateOfBirth}
      />
      <RadioGroup<CpfResidency>
        id="cpf-residency"
        label="Citizen or permanent resident?"
        hint="The full contribution rates are for citizens and for PRs from their third year. PRs in their first two years pay lower, graduated rates: this page does not cover them yet."
        value={answers.residentialStatus}
        onChange={(residentialStatus) => set({ residentialStatus })}
        error={serverErrors.residentialStatus}
        options={[
          { value: 'CITIZEN', label: 'Singapore citizen' },
          { value: 'PR_THIRD_YEAR_ON', label: 'Permanent resident, third year of PR or later' },
        ]}
      />
      <MoneyInput
        id="cpf-wage"
        label="Gross monthly wage (S$)"
        hint="Before CPF and tax: you and your employer pay a share of it into CPF each month, up to the wage ceiling. Enter 0 if you do not work."
        value={answers.grossMonthlyWage}
        onChange={(grossMonthlyWage) => set({ grossMonthlyWage })}
        validate={(text) => validateAmount(text)}
        error={serverErrors.grossMonthlyWage}
      />
      <TextInput
        id="cpf-bonus"
        label="Bonus, in months of wage a year"
        inputMode="decimal"
        optional
        hint="A bonus pays CPF too, up to the yearly ceiling; 1.5 means one and a half months' wage. Empty counts as none."
        value={answers.bonusMonths}
        onChange={(bonusMonths) => set({ bonusMonths })}
        validate={validateBonusMonths}
        error={serverErrors.bonusMonths}
      />
    </fieldset>
  );
}

/** An amount the visitor may leave empty (S$0), keyed by its answer. */
function optionalAmount({ answers, set, serverErrors }: QuestionProps, key: 'oa' | 'sa' | 'ma' | 'ra' | OtherMoneyAnswer, label: string, hint: string) {
  return (
    <MoneyInput
      id={`cpf-${key}`}
      label={label}
      optional
      hint={hint}
      value={answers[key]}
      onChange={(value) => set({ [key]: value })}
      validate={(text) => validateAmount(text)}
      error={serverErrors[key]}
    />
  );
}

function YourCpf({ today, ...props }: QuestionProps & { today: string }) {
  const withRa = asksRetirementAccount(props.answers, today);
  const amount = (key: 'oa' | 'sa' | 'ma' | 'ra', label: string, hint: string) => optionalAmount(props, key, label, hint);
  return (
    <fieldset className="cpf-pay__group">
      <legend>Your CPF today</legend>
      <p className="cpf-pay__group-note">
        Your balances are on the CPF website or app after you log in with Singpass. An empty box counts as S$0.
      </p>
      {amount('oa', 'Ordinary Account (S$)', 'For housing and more; at 55 part of it may go to your Retirement Account')}
      {amount('sa', 'Special Account (S$)', 'For retirement; it earns more interest and moves to your Retirement Account at 55')}
      {amount('ma', 'MediSave Account (S$)', 'For healthcare; above the Basic Healthcare Sum, contributions flow on to your other accounts')}
      {withRa && amount('ra', 'Retirement Account (S$)', 'Formed at 55: CPF LIFE pays you from it for life')}
    </fieldset>
  );
}

function YourRetirement(props: QuestionProps) {
  const { answers, set, serverErrors } = props;
  const otherMoney = (key: OtherMoneyAnswer, label: string, hint: string) => optionalAmount(props, key, label, hint);
  return (
    <fieldset className="cpf-pay__group">
      <legend>Your spending and savings</legend>
      <MoneyInput
        id="cpf-spending"
        label="What you spend a month today (S$)"
        hint="In today's dollars: we grow it with inflation to the year you retire, to compare with what CPF LIFE pays"
        value={answers.monthlySpending}
        onChange={(monthlySpending) => set({ monthlySpending })}
        validate={(text) => validateAmount(text)}
        error={serverErrors.monthlySpending}
      />
      <p className="cpf-pay__group-note">
        Money you set aside for retirement besides CPF adds an income to your CPF LIFE payouts: we grow each kind at its own return (change them under
        the assumptions) and draw it down evenly to the age you plan to. Not your emergency fund. An empty box counts as S$0.
      </p>
      {otherMoney('investments', 'Investments (S$)', 'Shares, bonds, unit trusts and the like, bought with cash or CPF (CPFIS)')}
      {otherMoney('srsBalance', 'SRS (S$)', 'What your Supplementary Retirement Scheme account holds, invested or not')}
      {otherMoney('cashSetAside', 'Cash set aside for retirement (S$)', 'Deposits or bonds you keep for retirement, apart from your emergency fund')}
    </fieldset>
  );
}
