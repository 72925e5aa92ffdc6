/**
 * "Change the assumptions": the choices the calculation makes unless told otherwise, each showing its default and
 * who sets it (CPF, or us), in a disclosure closed at first so the four questions that matter come first.
 */
import { useEffect, useState } from 'react';
import type { CpfLifePlan, RetirementSumChoice } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import { SelectField, TextInput } from '../../shared/ui/fields';
import {
  ASSUMPTION_DEFAULTS as D,
  PLAN_LABELS,
  SUM_LABELS,
  validateCashReturn,
  validateInflation,
  validatePlanToAge,
  validateReturn,
  validateWageGrowth,
  type QuestionProps,
  type RetirementAnswers,
} from '../retirement-answers';

const PAYOUT_AGES = ['65', '66', '67', '68', '69', '70'] as const;
const ASSUMPTIONS: ReadonlyArray<keyof RetirementAnswers> = [
  'payoutStartAge',
  'cpfLifePlan',
  'retirementSumChoice',
  'wageGrowthPercent',
  'inflationPercent',
  'investmentsReturnPercent',
  'srsReturnPercent',
  'cashReturnPercent',
  'planToAge',
];
type PercentAnswer = 'wageGrowthPercent' | 'inflationPercent' | 'investmentsReturnPercent' | 'srsReturnPercent' | 'cashReturnPercent';

function Default({ value, setBy }: { value: string; setBy: string }) {
  return (
    <>
      <span className="field__hint-line">Default: {value}.</span>
      <span className="field__hint-line">{setBy}.</span>
    </>
  );
}

export function CpfAssumptions({ answers, set, serverErrors }: QuestionProps) {
  const percent = (key: PercentAnswer, label: string, validate: (text: string) => string | null) => (
    <TextInput
      id={`cpf-${key}`}
      label={label}
      inputMode="decimal"
      hint={<Default value={`${D[key].value} %`} setBy={D[key].setBy} />}
      value={answers[key]}
      onChange={(value) => set({ [key]: value } as Partial<RetirementAnswers>)}
      validate={validate}
      error={serverErrors[key]}
    />
  );
  // An assumption the server refused opens the disclosure, so its message is seen beside its box.
  const [open, setOpen] = useState(false);
  const refused = ASSUMPTIONS.some((key) => serverErrors[key]);
  useEffect(() => {
    if (refused) setOpen(true);
  }, [refused]);
  return (
    <details className="cpf-pay__assumptions" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Change the assumptions</summary>
      <div className="cpf-pay__group cpf-pay__assumptions-fields">
        <SelectField<(typeof PAYOUT_AGES)[number]>
          id="cpf-payout-age"
          label="Age CPF LIFE payouts start"
          hint={<Default value={D.payoutStartAge.value} setBy={D.payoutStartAge.setBy} />}
          value={answers.payoutStartAge as (typeof PAYOUT_AGES)[number]}
          onChange={(payoutStartAge) => set({ payoutStartAge })}
          options={PAYOUT_AGES.map((age) => ({ value: age, label: age }))}
          error={serverErrors.payoutStartAge}
        />
        <SelectField<CpfLifePlan>
          id="cpf-plan"
          label="CPF LIFE plan"
          hint={<Default value={PLAN_LABELS[D.cpfLifePlan.value]} setBy={D.cpfLifePlan.setBy} />}
          value={answers.cpfLifePlan}
          onChange={(cpfLifePlan) => set({ cpfLifePlan })}
          options={(Object.keys(PLAN_LABELS) as CpfLifePlan[]).map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }))}
          error={serverErrors.cpfLifePlan}
        />
        <SelectField<RetirementSumChoice>
          id="cpf-sum"
          label="The sum set aside at 55"
          hint={<Default value={SUM_LABELS[D.retirementSumChoice.value]} setBy={D.retirementSumChoice.setBy} />}
          value={answers.retirementSumChoice}
          onChange={(retirementSumChoice) => set({ retirementSumChoice })}
          options={(Object.keys(SUM_LABELS) as RetirementSumChoice[]).map((sum) => ({ value: sum, label: SUM_LABELS[sum] }))}
          error={serverErrors.retirementSumChoice}
        />
        {percent('wageGrowthPercent', 'Wage growth (% a year)', validateWageGrowth)}
        {percent('inflationPercent', 'Inflation (% a year)', validateInflation)}
        {percent('investmentsReturnPercent', 'Return on your investments (% a year)', validateReturn)}
        {percent('srsReturnPercent', 'Return on your SRS (% a year)', validateReturn)}
        {percent('cashReturnPercent', 'Return on your cash set aside (% a year)', validateCashReturn)}
        <TextInput
          id="cpf-plan-to-age"
          label="Plan to age"
          inputMode="numeric"
          hint={<Default value={D.planToAge.value} setBy={D.planToAge.setBy} />}
          value={answers.planToAge}
          onChange={(planToAge) => set({ planToAge })}
          validate={validatePlanToAge}
          error={serverErrors.planToAge}
        />
      </div>
    </details>
  );
}
