import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../app/layout/page-title';
import { useStores } from '../../../app/store-context';
import { useLeavePageWarning } from '../../../app/leave-page/use-leave-page-warning';
import { useFormReveal } from '../../../shared/forms/use-form-reveal';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { ModuleFrame } from '../../../shared/ui/module-layout/module-layout';
import { budgetDraftOf, budgetDraftValid, checkBudgets, expensesWithBudgets, GOOD_SAVINGS_PERCENT, type BudgetDraft } from '../../budget/budget-rules';
import { BudgetFields } from '../../budget/components/budget-fields';
import { EXPENSE_MANAGER_STEP } from '../expense-manager-flow';
import { suggestedVisitorBudget } from '../expense-manager-state';
import { ExpenseManagerStep } from './expense-manager-step';
import '../../budget/budget.css';

/**
 * /expense-manager/your-budget: the budget calculator's fields over the visitor's own list; the total is suggested
 * as take-home pay less 20 % (save before you spend), and the category budgets must fit in it.
 */
export const YourBudgetPage = observer(function YourBudgetPage() {
  usePageTitle('Your budget');
  const { expenseManager } = useStores();
  const { expenses: items, state } = expenseManager;
  const suggestion = suggestedVisitorBudget(state.takeHomeIncome);
  const [initial] = useState(() => budgetDraftOf(items, state.totalBudget, suggestion));
  const [draft, setDraft] = useState<BudgetDraft>(initial);
  const { formRef, revealed, reveal } = useFormReveal();
  const leave = useLeavePageWarning(JSON.stringify(draft) !== JSON.stringify(initial));

  return (
    <ExpenseManagerStep index={EXPENSE_MANAGER_STEP.budget}>
      {(flow) => (
        <>
          <ModuleFrame
            title="Your budget"
            subtitle="Decide how much you will spend each month, then share it between your categories. Leave a category empty to go without a budget for it."
            backTo={flow.backTo}
            formRef={formRef}
            continueBlocked={!budgetDraftValid(draft, items)}
            onBlockedContinue={reveal}
            onSubmit={() => {
              expenseManager.saveBudget(expensesWithBudgets(draft, items), checkBudgets(draft, items).total!);
              leave.allowLeaving();
              flow.goNext();
            }}
          >
            <BudgetFields
              items={items}
              draft={draft}
              onChange={setDraft}
              revealed={revealed}
              totalHint={
                suggestion !== null ? (
                  <>
                    Suggested: {formatMoney(suggestion)}, your take-home pay of {formatMoney(state.takeHomeIncome as Cents)} less {GOOD_SAVINGS_PERCENT} % to save.{' '}
                    <Link to="/savings-resources/save-before-you-spend">Save before you spend</Link>
                  </>
                ) : (
                  <>
                    Add your take-home pay on the <Link to={flow.backTo}>previous step</Link> and we suggest a budget from it.
                  </>
                )
              }
              expensesPath={flow.backTo}
            />
          </ModuleFrame>
          {leave.modal}
        </>
      )}
    </ExpenseManagerStep>
  );
});
