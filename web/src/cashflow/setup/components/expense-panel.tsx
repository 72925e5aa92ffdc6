import { useId, useState } from 'react';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { MoneyInput, TextInput } from '../../../shared/ui/fields';
import { categorySuggestions } from '../expense-categories';
import { categoryColour, nextCategoryColour } from '../expense-colours';
import {
  EMPTY_EXPENSE_FORM,
  expenseFormOf,
  expenseFromForm,
  monthlyAmountOf,
  monthlyShareHint,
  switchToMonthly,
  switchToYearly,
  validateBudget,
  validateCategory,
  validateExpenseAmount,
  withMonthly,
  withYearly,
  type ExpenseForm,
  type ExpenseItem,
} from '../expense-rules';
import { CategoryModal } from './category-modal';
import type { ItemRow } from './item-list';
import { ItemPanel } from './item-panel';

/** How many suggestions show as buttons under the category field (all of them are in the field's list). */
const SUGGESTION_BUTTONS = 6;

type Editing = { base: Pick<ExpenseItem, 'id' | 'colour'>; form: ExpenseForm };

/** An expense as a row of a list: its monthly cost, a yearly amount or budget beside it, its colour. */
export function expenseRow(item: ExpenseItem): ItemRow {
  return {
    name: item.category,
    detail:
      item.timeInterval === 'YEARLY'
        ? `${formatMoney(item.amount as Cents)} a year`
        : item.budgetAmount !== null
          ? `Budget ${formatMoney(item.budgetAmount as Cents)} a month`
          : undefined,
    amount: `${formatMoney(monthlyAmountOf(item))} a month`,
    swatch: item.colour ? { colour: categoryColour(item.colour).main, text: categoryColour(item.colour).text } : undefined,
  };
}

/**
 * The panel's state for a list: `add()` opens it empty (with the next free colour), `edit(item)` with the item;
 * `props` go to {@link ExpensePanel}.
 */
export function useExpensePanel(items: readonly ExpenseItem[]) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [open, setOpen] = useState(false);
  return {
    add: () => {
      setEditing({ base: { id: '', colour: nextCategoryColour(items.map((i) => i.colour)) }, form: EMPTY_EXPENSE_FORM });
      setOpen(true);
    },
    edit: (item: ExpenseItem) => {
      setEditing({ base: { id: item.id, colour: item.colour }, form: expenseFormOf(item) });
      setOpen(true);
    },
    props: {
      open,
      editing,
      otherCategories: items.filter((i) => i.id !== editing?.base.id).map((i) => i.category),
      onChange: (change: (f: ExpenseForm) => ExpenseForm) => setEditing((e) => (e ? { ...e, form: change(e.form) } : e)),
      onClose: () => setOpen(false),
    },
  };
}

export interface ExpensePanelProps {
  open: boolean;
  editing: Editing | null;
  otherCategories: string[];
  onChange: (change: (f: ExpenseForm) => ExpenseForm) => void;
  onClose: () => void;
  /** The cashflow setup asks for an optional budget here; the budget tools set budgets in a step of their own. */
  withBudget: boolean;
  /** The item the form describes (no id yet when new); the panel then closes. */
  onSave: (item: ExpenseItem) => void;
}

/** The expense-entry panel (spec 2 §2, spec 3 §4 "Expense panel") with the category chooser. */
export function ExpensePanel({ open, editing, otherCategories, onChange: update, onClose, withBudget, onSave }: ExpensePanelProps) {
  const [chooserOpen, setChooserOpen] = useState(false);
  const datalistId = useId();
  const form = editing?.form ?? EMPTY_EXPENSE_FORM;
  const item = editing ? expenseFromForm(form, otherCategories, editing.base) : null;
  const suggestions = categorySuggestions(otherCategories, form.category);
  return (
    <>
      <ItemPanel
        open={open}
        title={editing?.base.id ? 'Edit expense' : 'Add an expense'}
        onClose={onClose}
        valid={item !== null}
        onSave={() => {
          if (item) onSave(item);
          onClose();
        }}
        initialFocusId={form.category === '' ? 'expense-category' : form.yearlyOpen ? 'expense-yearly' : 'expense-monthly'}
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
              quietUntilEdited
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
            {/* One amount field at a time (spec 3 §4 "Expense panel": the yearly field opens on demand); the other is kept in step. */}
            {form.yearlyOpen ? (
              <MoneyInput
                key="yearly"
                id="expense-yearly"
                label="Yearly amount (S$)"
                value={form.yearly}
                onChange={(text) => update((f) => withYearly(f, text))}
                validate={validateExpenseAmount}
                forceShowError={revealed}
                quietUntilEdited
                hint={monthlyShareHint(form) ?? 'For costs paid once a year, such as insurance'}
              />
            ) : (
              <MoneyInput
                key="monthly"
                id="expense-monthly"
                label="Monthly amount (S$)"
                value={form.monthly}
                onChange={(text) => update((f) => withMonthly(f, text))}
                validate={validateExpenseAmount}
                forceShowError={revealed}
                quietUntilEdited
              />
            )}
            <button
              type="button"
              className="btn btn--link expense-panel__yearly"
              onClick={() => {
                update((f) => (f.yearlyOpen ? switchToMonthly(f) : switchToYearly(f)));
                // The field that replaced the other takes the focus, so typing goes on where the resident looks.
                const next = form.yearlyOpen ? 'expense-monthly' : 'expense-yearly';
                setTimeout(() => document.getElementById(next)?.focus(), 0);
              }}
            >
              {form.yearlyOpen ? 'Enter a monthly amount instead' : 'Enter a yearly amount instead'}
            </button>
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
  );
}
