import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../shared/format/money';
import { Button } from '../../../shared/ui/button';
import { MoneyInput } from '../../../shared/ui/fields';
import { monthlyAmountOf, type ExpenseItem } from '../../setup/expense-rules';
import { checkBudgets, fillEmptyWithSpending, validateCategoryBudget, validateTotalBudget, type BudgetDraft } from '../budget-rules';
import { BudgetBar } from './budget-bar';
import { expenseSwatch } from './expense-swatch';

export interface BudgetFieldsProps {
  items: readonly ExpenseItem[];
  draft: BudgetDraft;
  onChange: (draft: BudgetDraft) => void;
  /** a pressed, blocked Continue: show every error */
  revealed: boolean;
  /** under the total: where the suggestion comes from */
  totalHint: ReactNode;
  /** the step where expenses are added: linked to when there are none */
  expensesPath: string;
}

/**
 * The set-monthly-budget fields (spec 3 §2): the total a month with how much of it the categories take, and a
 * budget per category with what it costs now. Shared by the budget calculator and the public expense manager.
 */
export function BudgetFields({ items, draft, onChange, revealed, totalHint, expensesPath }: BudgetFieldsProps) {
  const check = checkBudgets(draft, items);
  return (
    <div className="budget-step">
      <section className="budget-step__total" aria-labelledby="total-budget-heading">
        <h2 id="total-budget-heading" className="budget-step__heading">
          Total monthly budget
        </h2>
        <MoneyInput
          id="total-budget"
          label="How much will you spend each month? (S$)"
          value={draft.total}
          onChange={(total) => onChange({ ...draft, total })}
          validate={validateTotalBudget}
          forceShowError={revealed}
          hint={totalHint}
        />
        <BudgetBar assigned={check.assigned} total={check.total} overMessage={check.overMessage} />
      </section>

      <section aria-labelledby="category-budgets-heading">
        <div className="budget-step__list-head">
          <h2 id="category-budgets-heading" className="budget-step__heading">
            Budget per category
          </h2>
          {check.unbudgeted > 0 && items.length > 0 && (
            <Button variant="secondary" onClick={() => onChange(fillEmptyWithSpending(draft, items, monthlyAmountOf))}>
              Use what I spend now for the {check.unbudgeted === 1 ? 'empty one' : `${check.unbudgeted} empty ones`}
            </Button>
          )}
        </div>
        {items.length === 0 ? (
          <p>
            You have no expense categories yet. <Link to={expensesPath}>Add your expenses first</Link>, then give each a budget.
          </p>
        ) : (
          <ul className="budget-step__categories">
            {items.map((item, index) => {
              const colour = expenseSwatch(item, index);
              return (
                <li key={item.id} className="budget-category">
                  <div className="budget-category__name">
                    <span className="chart__swatch" style={{ background: colour, borderColor: colour }} aria-hidden="true" />
                    <span>
                      <strong>{item.category}</strong>
                      <span className="budget-category__spend">You spend {formatMoney(monthlyAmountOf(item))} a month</span>
                    </span>
                  </div>
                  <MoneyInput
                    id={`budget-${item.id}`}
                    className="budget-category__field"
                    label="Monthly budget (S$)"
                    aria-label={`${item.category}: monthly budget (S$)`}
                    value={draft.byExpense[item.id] ?? ''}
                    onChange={(text) => onChange({ ...draft, byExpense: { ...draft.byExpense, [item.id]: text } })}
                    validate={validateCategoryBudget}
                    forceShowError={revealed}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
