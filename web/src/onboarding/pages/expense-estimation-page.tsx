import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { hasUnsavedChanges } from '../../app/leave-page/leave-page-rules';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import type { EstimatedMonthlyExpensesDto } from '../../cashflow/cashflow.types';
import {
  EMPTY_EXPENSE_ROWS,
  EXPENSE_ROWS,
  singaporeToday,
  sumExpenseRows,
  validateExpenseRow,
  type ExpenseRowValues,
} from '../../cashflow/estimation-rules';
import { useFinances } from '../../cashflow/use-finances';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { formatMoney, formatMoneyInput, parseMoneyInput, type Cents } from '../../shared/format/money';
import { Button } from '../../shared/ui/button';
import { MoneyInput } from '../../shared/ui/fields';
import { Spinner } from '../../shared/ui/spinner';
import { EstimationForm, useEstimationSave } from './estimation-form';
import '../../cashflow/estimation.css';
import '../onboarding.css';

const DASHBOARD_PATH = '/dashboard';

const validateMoney = (text: string) => {
  const parsed = parseMoneyInput(text);
  return parsed.ok ? null : parsed.message;
};

/** At least one row must have an amount before the worked-out total can be saved. */
const NO_ROWS_MESSAGE = 'Please enter at least one amount';

/**
 * /onboarding/expense-estimation: the second page of the quick snapshot. One monthly amount, or 'Help me work it
 * out' with a few rows summed live (saved as derived). POST /estimated-monthly-expenses dated today in Singapore.
 */
export const ExpenseEstimationPage = observer(function ExpenseEstimationPage() {
  usePageTitle('Estimate your expenses');
  const { cashflow, ready } = useFinances();
  return (
    <div className="container container--md page estimation">
      <p className="eyebrow">Quick snapshot: 2 of 2</p>
      <h1>About how much do you spend each month?</h1>
      {!ready ? (
        <p role="status">
          <Spinner /> Loading…
        </p>
      ) : (
        <ExpenseForm saved={cashflow.estimatedMonthlyExpenses} />
      )}
    </div>
  );
});

function ExpenseForm({ saved }: { saved: EstimatedMonthlyExpensesDto | null }) {
  const { cashflow } = useStores();
  const { formRef, revealed, reveal } = useFormReveal();
  const savedAmount = saved && !saved.isDerived ? formatMoneyInput(saved.amount as Cents) : '';
  const [workItOut, setWorkItOut] = useState(false);
  const [amount, setAmount] = useState(savedAmount);
  const [rows, setRows] = useState<ExpenseRowValues>(EMPTY_EXPENSE_ROWS);
  const saving = useEstimationSave(hasUnsavedChanges({ amount, ...rows }, { amount: savedAmount, ...EMPTY_EXPENSE_ROWS }), DASHBOARD_PATH);
  const total = sumExpenseRows(rows);
  const rowsValid = EXPENSE_ROWS.every(({ key }) => validateExpenseRow(rows[key]) === null);
  const valid = workItOut ? rowsValid && total !== null : validateMoney(amount) === null;

  const save = async () => {
    const cents = workItOut ? total : (() => {
      const parsed = parseMoneyInput(amount);
      return parsed.ok ? parsed.cents : null;
    })();
    if (cents === null) return;
    await saving.run(() =>
      flowResult(cashflow.saveEstimatedMonthlyExpenses({ amount: cents, isDerived: workItOut, enteredDate: singaporeToday(new Date()) })),
    );
  };

  return (
    <EstimationForm
      formRef={formRef}
      saving={saving}
      valid={valid}
      reveal={reveal}
      onValidSubmit={() => void save()}
      submitLabel="Save and go to dashboard"
      skipTo={DASHBOARD_PATH}
      busyText="Saving your expenses…"
    >
      <p className="lead">Include rent or loan repayments, food, transport, insurance and everything else.</p>
      {workItOut ? (
        <>
          <fieldset className="estimation__rows">
            <legend>Your monthly spending by kind</legend>
            {EXPENSE_ROWS.map(({ key, label, hint }) => (
              <MoneyInput
                key={key}
                label={`${label} (S$)`}
                hint={hint}
                optional
                value={rows[key]}
                onChange={(value) => {
                  setRows((current) => ({ ...current, [key]: value }));
                  saving.clearServerError();
                }}
                validate={(value) =>
                  validateExpenseRow(value) ?? (key === 'housing' && revealed && total === null && rowsValid ? NO_ROWS_MESSAGE : null)
                }
                forceShowError={revealed}
              />
            ))}
          </fieldset>
          <p className="estimation__total" aria-live="polite">
            <span>Total each month:</span>
            <span className="estimation__total-amount">{formatMoney((total ?? 0) as Cents)}</span>
          </p>
          <p>
            <Button variant="link" onClick={() => setWorkItOut(false)}>
              Enter one amount instead
            </Button>
          </p>
        </>
      ) : (
        <>
          <MoneyInput
            label="Monthly expenses (S$)"
            hint="Your best guess is fine"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              saving.clearServerError();
            }}
            validate={validateMoney}
            forceShowError={revealed}
          />
          <p>
            <Button variant="link" onClick={() => setWorkItOut(true)}>
              Help me work it out
            </Button>
          </p>
        </>
      )}
    </EstimationForm>
  );
}
