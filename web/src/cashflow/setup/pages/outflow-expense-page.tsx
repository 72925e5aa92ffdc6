import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { formatMoney, type Cents } from '../../../shared/format/money';
import type { ModuleFlowDefinition } from '../../../shared/module-flow/module-flow-rules';
import { CASHFLOW_FLOW, CASHFLOW_STEP } from '../cashflow-flow';
import { CashflowListStep } from '../components/cashflow-list-step';
import { ExpensePanel, expenseRow, useExpensePanel } from '../components/expense-panel';
import { Button } from '../../../shared/ui/button';
import { estimateLine, estimateToOffer, ESTIMATE_CATEGORY } from '../estimate-carry';
import { nextCategoryColour } from '../expense-colours';
import { sameCategory } from '../expense-categories';
import { monthlyAmountOf, type ExpenseItem } from '../expense-rules';
import { useListEdit } from '../use-list-edit';
import { useSetupData } from '../use-setup-data';

export interface ExpenseListStepProps {
  flow: ModuleFlowDefinition;
  index: number;
  title: string;
  subtitle: ReactNode;
  /** The cashflow setup asks for an optional budget in the panel; the budget calculator sets budgets in a step of its own. */
  withBudget: boolean;
  /** The cashflow setup starts from the quick snapshot's estimate (estimate-carry.ts). */
  offerEstimate?: boolean;
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
      offerEstimate
    />
  );
}

/** A module step listing the expense categories with the entry panel and the category chooser. */
export const ExpenseListStep = observer(function ExpenseListStep({ flow, index, title, subtitle, withBudget, offerEstimate = false }: ExpenseListStepProps) {
  const { cashflow, ready, loadFailed } = useSetupData();
  const list = useListEdit(cashflow.expenseItems, ready);
  const panel = useExpensePanel(list.items);
  const total = list.items.reduce((sum, i) => sum + monthlyAmountOf(i), 0);
  const offer = offerEstimate && ready ? estimateToOffer(cashflow.estimatedMonthlyExpenses, list.items) : null;
  const splitting = offerEstimate && list.items.some((i) => sameCategory(i.category, ESTIMATE_CATEGORY));

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
      row={expenseRow}
      addLabel="Add an expense"
      emptyText="No expenses added yet."
      onAdd={panel.add}
      onEdit={panel.edit}
      onRemove={(i) => list.remove(i.id)}
      save={() => flowResult(cashflow.syncExpenses(list.items))}
      summary={
        <>
          {offer && (
            <div className="card card--muted estimate-offer">
              <p>
                You estimated <strong>{formatMoney(offer.amount as Cents)}</strong> a month when you started. Until you list your expenses, your
                health check counts this estimate.
              </p>
              <Button variant="secondary" onClick={() => list.put(estimateLine(offer, nextCategoryColour([])))}>
                Start from my estimate
              </Button>
            </div>
          )}
          {splitting && (
            <p className="estimate-offer__hint">
              To split your estimate into categories, add each category and lower “{ESTIMATE_CATEGORY}” by the same amount, or rename it.
            </p>
          )}
          {list.items.length > 0 && (
            <p className="cashflow-step__total">
              Total expenses: <strong>{formatMoney(total as Cents)}</strong> a month
            </p>
          )}
        </>
      }
      panels={<ExpensePanel {...panel.props} withBudget={withBudget} onSave={list.put} />}
    />
  );
});
