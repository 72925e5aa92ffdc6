import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { MoneyInput, TextInput } from '../../../shared/ui/fields';
import type { ModuleFlowDefinition } from '../../../shared/module-flow/module-flow-rules';
import { CASHFLOW_FLOW, CASHFLOW_STEP } from '../cashflow-flow';
import { CashflowListStep } from '../components/cashflow-list-step';
import { CategoryModal } from '../components/category-modal';
import { ItemPanel } from '../components/item-panel';
import { categorySuggestions } from '../expense-categories';
import { categoryColour, nextCategoryColour } from '../expense-colours';
import {
  EMPTY_EXPENSE_FORM,
  expenseFormOf,
  expenseFromForm,
  monthlyAmountOf,
  validateBudget,
  validateCategory,
  validateExpenseAmount,
  withMonthly,
  withYearly,
  type ExpenseForm,
  type ExpenseItem,
} from '../expense-rules';
import { useListEdit } from '../use-list-edit';
import { useSetupData } from '../use-setup-data';

/** How many suggestions show as buttons under the category field (all of them are in the field's list). */
const SUGGESTION_BUTTONS = 6;

export interface ExpenseListStepProps {
  flow: ModuleFlowDefinition;
  index: number;
  title: string;
  subtitle: ReactNode;
  /** The cashflow setup asks for an optional budget in the panel; the budget calculator sets budgets in a step of its own. */
  withBudget: boolean;
}

/** /cashflow/outflow-expense: the expense categories (spec 2 §2 "Expense-entry panel"), saved as a synced list. */
export function CashflowExpensePage() {
  return (
    <ExpenseListStep
      flow={CASHFLOW_FLOW}
      index={CASHFLOW_STEP.expenses}
      title="Expenses"
      subtitle="What you spend each month, by category. Yearly bills count as a twelfth a month."
      withBudget
    />
  );
}

/** A module step listing the expense categories with the entry panel and the category chooser. */
export const ExpenseListStep = observer(function ExpenseListStep({ flow, index, title, subtitle, withBudget }: ExpenseListStepProps) {
  const { cashflow, ready, loadFailed } = useSetupData();
  const list = useListEdit(cashflow.expenseItems, ready);
  const [editing, setEditing] = useState<{ base: Pick<ExpenseItem, 'id' | 'colour'>; form: ExpenseForm } | null>(null);
  const [open, setOpen] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const datalistId = useId();
  const form = editing?.form ?? EMPTY_EXPENSE_FORM;
  const otherCategories = list.items.filter((i) => i.id !== editing?.base.id).map((i) => i.category);
  const item = editing ? expenseFromForm(form, otherCategories, editing.base) : null;
  const update = (change: (f: ExpenseForm) => ExpenseForm) => setEditing((e) => (e ? { ...e, form: change(e.form) } : e));
  const total = list.items.reduce((sum, i) => sum + monthlyAmountOf(i), 0);
  const suggestions = categorySuggestions(otherCategories, form.category);

  return (
    <CashflowListStep<ExpenseItem>
      flow={flow}
      index={index}
      title={title}
      subtitle={subtitle}
      ready={ready}
      loadFailed={loadFailed}
      items={list.items}
      dirty={list.dirty}
      row={(i) => ({
        name: i.category,
        detail: i.timeInterval === 'YEARLY' ? `${formatMoney(i.amount as Cents)} a year` : i.budgetAmount !== null ? `Budget ${formatMoney(i.budgetAmount as Cents)} a month` : undefined,
        amount: `${formatMoney(monthlyAmountOf(i))} a month`,
        swatch: i.colour ? { colour: categoryColour(i.colour).main, text: categoryColour(i.colour).text } : undefined,
      })}
      addLabel="Add an expense"
      emptyText="No expenses added yet."
      onAdd={() => {
        setEditing({ base: { id: '', colour: nextCategoryColour(list.items.map((i) => i.colour)) }, form: EMPTY_EXPENSE_FORM });
        setOpen(true);
      }}
      onEdit={(i) => {
        setEditing({ base: { id: i.id, colour: i.colour }, form: expenseFormOf(i) });
        setOpen(true);
      }}
      onRemove={(i) => list.remove(i.id)}
      save={() => flowResult(cashflow.syncExpenses(list.items))}
      summary={
        list.items.length > 0 && (
          <p className="cashflow-step__total">
            Total expenses: <strong>{formatMoney(total as Cents)}</strong> a month
          </p>
        )
      }
      panels={
        <>
          <ItemPanel
            open={open}
            title={editing?.base.id ? 'Edit expense' : 'Add an expense'}
            onClose={() => setOpen(false)}
            valid={item !== null}
            onSave={() => {
              if (item) list.put(item);
              setOpen(false);
            }}
            initialFocusId={form.category === '' ? 'expense-category' : 'expense-monthly'}
          >
            {(revealed) => (
              <>
                <TextInput
                  id="expense-category"
                  label="Category"
                  value={form.category}
                  onChange={(category) => update((f) => ({ ...f, category }))}
                  validate={(v) => validateCategory(v, otherCategories)}
                  forceShowError={revealed}
                  list={datalistId}
                  autoComplete="off"
                  hint="Pick a suggestion or type your own"
                />
                <datalist id={datalistId}>
                  {categorySuggestions(otherCategories).map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
                <div className="expense-panel__suggestions">
                  {suggestions.slice(0, SUGGESTION_BUTTONS).map((c) => (
                    <button key={c} type="button" className="chip-button" onClick={() => update((f) => ({ ...f, category: c }))}>
                      {c}
                    </button>
                  ))}
                  <button type="button" className="btn btn--link expense-panel__choose" onClick={() => setChooserOpen(true)}>
                    Choose a category
                  </button>
                </div>
                <MoneyInput
                  id="expense-monthly"
                  label="Monthly amount (S$)"
                  value={form.monthly}
                  onChange={(text) => update((f) => withMonthly(f, text))}
                  validate={validateExpenseAmount}
                  forceShowError={revealed}
                />
                {form.yearlyOpen ? (
                  <MoneyInput
                    id="expense-yearly"
                    label="Yearly amount (S$)"
                    value={form.yearly}
                    onChange={(text) => update((f) => withYearly(f, text))}
                    validate={validateExpenseAmount}
                    forceShowError={revealed}
                    hint="12 times the monthly amount"
                  />
                ) : (
                  <button type="button" className="btn btn--link expense-panel__yearly" onClick={() => update((f) => ({ ...f, yearlyOpen: true }))}>
                    Enter a yearly amount instead
                  </button>
                )}
                {withBudget && (
                  <MoneyInput
                    label="Monthly budget (S$)"
                    value={form.budget}
                    onChange={(budget) => update((f) => ({ ...f, budget }))}
                    validate={validateBudget}
                    forceShowError={revealed}
                    optional
                    hint="How much you would like to spend at most"
                  />
                )}
              </>
            )}
          </ItemPanel>
          <CategoryModal
            open={chooserOpen}
            onClose={() => setChooserOpen(false)}
            used={otherCategories}
            onChoose={(category) => {
              update((f) => ({ ...f, category }));
              setChooserOpen(false);
            }}
          />
        </>
      }
    />
  );
});
