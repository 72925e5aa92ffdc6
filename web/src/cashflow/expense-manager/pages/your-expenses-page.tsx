import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { usePageTitle } from '../../../app/layout/page-title';
import { useStores } from '../../../app/store-context';
import { useFormReveal } from '../../../shared/forms/use-form-reveal';
import { formatMoney, formatMoneyInput, parseMoneyInput, type Cents } from '../../../shared/format/money';
import { newLocalId } from '../../../shared/synced-list';
import { Button } from '../../../shared/ui/button';
import { MoneyInput } from '../../../shared/ui/fields';
import { ModuleFrame } from '../../../shared/ui/module-layout/module-layout';
import { ServerErrorNote } from '../../server-error-note';
import { ItemList } from '../../setup/components/item-list';
import { ExpensePanel, expenseRow, useExpensePanel } from '../../setup/components/expense-panel';
import { monthlyAmountOf, validateBudget } from '../../setup/expense-rules';
import { GOOD_SAVINGS_PERCENT } from '../../budget/budget-rules';
import { EXPENSE_MANAGER_STEP } from '../expense-manager-flow';
import { expensesStepError, withExpensePut } from '../expense-manager-state';
import { ExpenseManagerStep } from './expense-manager-step';
import '../../setup/cashflow-setup.css';

/** Take-home pay is optional: empty passes, otherwise it is an amount like an expense's. */
const validateTakeHomeIncome = validateBudget;

/**
 * /expense-manager/your-expenses: the categories with the cashflow setup's entry panel, and the take-home pay the
 * budget step suggests from. Every change is kept in the browser at once; Continue only checks there is something
 * to budget for.
 */
export const YourExpensesPage = observer(function YourExpensesPage() {
  usePageTitle('Your expenses');
  const { expenseManager } = useStores();
  const items = expenseManager.expenses;
  const panel = useExpensePanel(items);
  const [incomeText, setIncomeText] = useState(() => {
    const stored = expenseManager.state.takeHomeIncome;
    return stored === null ? '' : formatMoneyInput(stored as Cents);
  });
  const [stepError, setStepError] = useState<string | null>(null);
  const { formRef, revealed, reveal } = useFormReveal();
  const total = items.reduce((sum, i) => sum + monthlyAmountOf(i), 0);
  const blockedBy = expensesStepError(items);

  const changeIncome = (text: string) => {
    setIncomeText(text);
    if (validateTakeHomeIncome(text) !== null) return;
    const parsed = parseMoneyInput(text);
    expenseManager.setTakeHomeIncome(text.trim() === '' || !parsed.ok ? null : parsed.cents);
  };

  return (
    <ExpenseManagerStep index={EXPENSE_MANAGER_STEP.expenses}>
      {(flow) => (
        <>
          <ModuleFrame
            title="Your expenses"
            subtitle="List what you spend each month by category: your bank or card statements help. Yearly bills count as a twelfth a month."
            backTo={flow.backTo}
            formRef={formRef}
            continueBlocked={blockedBy !== null || validateTakeHomeIncome(incomeText) !== null}
            onBlockedContinue={() => {
              setStepError(blockedBy);
              reveal();
            }}
            onSubmit={flow.goNext}
          >
            <div className="cashflow-step">
              <ItemList
                items={items}
                row={expenseRow}
                emptyText="No expenses added yet."
                onEdit={panel.edit}
                onRemove={(item) => expenseManager.setExpenses(items.filter((i) => i.id !== item.id))}
              />
              <div className="cashflow-step__add">
                <Button variant="secondary" onClick={panel.add}>
                  + Add an expense
                </Button>
              </div>
              {items.length > 0 && (
                <p className="cashflow-step__total">
                  Total expenses: <strong>{formatMoney(total as Cents)}</strong> a month
                </p>
              )}
              <ServerErrorNote message={items.length === 0 ? stepError : null} />
              <section className="expense-manager__income" aria-labelledby="take-home-heading">
                <h2 id="take-home-heading" className="expense-manager__heading">
                  Your take-home pay
                </h2>
                <MoneyInput
                  id="take-home-income"
                  label="Take-home pay a month (S$)"
                  value={incomeText}
                  onChange={changeIncome}
                  validate={validateTakeHomeIncome}
                  forceShowError={revealed}
                  optional
                  hint={`What reaches your bank account after CPF and tax. We use it to suggest a budget that leaves ${GOOD_SAVINGS_PERCENT} % to save.`}
                />
              </section>
            </div>
          </ModuleFrame>
          <ExpensePanel
            {...panel.props}
            withBudget={false}
            onSave={(item) => {
              expenseManager.setExpenses(withExpensePut(items, item, newLocalId));
              setStepError(null);
            }}
          />
        </>
      )}
    </ExpenseManagerStep>
  );
});
