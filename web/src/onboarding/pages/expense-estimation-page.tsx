import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasUnsavedChanges } from '../../app/leave-page/leave-page-rules';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
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
import { ServerErrorNote } from '../../cashflow/server-error-note';
import { useFinances } from '../../cashflow/use-finances';
import { submitErrorOutcome } from '../../shared/forms/server-errors';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { formatMoney, formatMoneyInput, parseMoneyInput, type Cents } from '../../shared/format/money';
import { Button, ButtonLink } from '../../shared/ui/button';
import { MoneyInput } from '../../shared/ui/fields';
import { Spinner } from '../../shared/ui/spinner';
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
  const navigate = useNavigate();
  const { formRef, revealed, reveal } = useFormReveal();
  const savedAmount = saved && !saved.isDerived ? formatMoneyInput(saved.amount as Cents) : '';
  const [workItOut, setWorkItOut] = useState(false);
  const [amount, setAmount] = useState(savedAmount);
  const [rows, setRows] = useState<ExpenseRowValues>(EMPTY_EXPENSE_ROWS);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const leavePage = useLeavePageWarning(hasUnsavedChanges({ amount, ...rows }, { amount: savedAmount, ...EMPTY_EXPENSE_ROWS }));
  const total = sumExpenseRows(rows);
  const rowsValid = EXPENSE_ROWS.every(({ key }) => validateExpenseRow(rows[key]) === null);
  const valid = workItOut ? rowsValid && total !== null : validateMoney(amount) === null;

  const save = async () => {
    const cents = workItOut ? total : (() => {
      const parsed = parseMoneyInput(amount);
      return parsed.ok ? parsed.cents : null;
    })();
    if (cents === null) return;
    setBusy(true);
    setServerError(null);
    try {
      await flowResult(
        cashflow.saveEstimatedMonthlyExpenses({ amount: cents, isDerived: workItOut, enteredDate: singaporeToday(new Date()) }),
      );
      leavePage.allowLeaving();
      navigate(DASHBOARD_PATH);
    } catch (error) {
      setBusy(false);
      const outcome = submitErrorOutcome(error, []);
      if (outcome.kind === 'toast') setServerError(outcome.message);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="estimation__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (!valid) reveal();
        else void save();
      }}
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
                  setServerError(null);
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
              setServerError(null);
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
      <ServerErrorNote message={serverError} />
      <div className="button-row">
        <Button type="submit" aria-disabled={busy || !valid || undefined}>
          {busy && <Spinner />}
          Save and go to dashboard
        </Button>
        <ButtonLink to={DASHBOARD_PATH} variant="secondary">
          Skip for now
        </ButtonLink>
      </div>
      <p role="status" className="sr-only">
        {busy ? 'Saving your expenses…' : ''}
      </p>
      {leavePage.modal}
    </form>
  );
}
