import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../app/layout/page-title';
import { useStores } from '../../../app/store-context';
import { ModuleFrame } from '../../../shared/ui/module-layout/module-layout';
import { stepPath } from '../../../shared/module-flow/module-flow-rules';
import { monthlyAmountOf } from '../../setup/expense-rules';
import { BudgetSummary } from '../../budget/components/budget-summary';
import { EXPENSE_MANAGER_FLOW, EXPENSE_MANAGER_STEP } from '../expense-manager-flow';
import { ExpenseManagerStep } from './expense-manager-step';
import { SignInPrompt } from './sign-in-prompt';
import { StartAgain } from './start-again';
import '../../budget/budget.css';

/** /expense-manager/summary: reached once the budget is set (the module is then completed); the budget at a glance. */
export const ExpenseManagerSummaryPage = observer(function ExpenseManagerSummaryPage() {
  usePageTitle('Your monthly budget');
  const { expenseManager } = useStores();
  const { expenses: items, state } = expenseManager;
  return (
    <ExpenseManagerStep index={EXPENSE_MANAGER_STEP.summary}>
      {() => (
        <ModuleFrame
          title="Your monthly budget"
          subtitle={
            <>
              What you spend against what you planned, category by category. Download the expense tracker to follow it through the month.{' '}
              <Link to={stepPath(EXPENSE_MANAGER_FLOW, EXPENSE_MANAGER_STEP.budget)}>Change your budget</Link>
            </>
          }
          backTo={null}
          continueTo="/"
          continueLabel="Done"
        >
          <BudgetSummary
            items={items}
            totalBudget={state.totalBudget}
            takeHomeIncome={state.takeHomeIncome ?? 0}
            spending={items.reduce((sum, item) => sum + monthlyAmountOf(item), 0)}
            cashLoanRepayments={0}
          />
          <div className="expense-manager__after">
            <SignInPrompt />
            <p className="expense-manager__privacy">
              Your figures stay in this browser: nothing you entered here was sent to us. <StartAgain />
            </p>
          </div>
        </ModuleFrame>
      )}
    </ExpenseManagerStep>
  );
});
