import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../../app/store-context';
import { ModuleIntro } from '../../../shared/module-flow/module-flow-intro';
import { EXPENSE_MANAGER_FLOW, expenseManagerStatus } from '../expense-manager-flow';
import { SignInPrompt } from './sign-in-prompt';
import { StartAgain } from './start-again';
import { StorageNote } from './storage-note';
import '../expense-manager.css';

/** /expense-manager: the public tool's introduction; it resumes where the visitor left off in this browser. */
export const ExpenseManagerIntroPage = observer(function ExpenseManagerIntroPage() {
  const { expenseManager } = useStores();
  return (
    <ModuleIntro
      flow={EXPENSE_MANAGER_FLOW}
      status={expenseManagerStatus(expenseManager.state.progress)}
      title="Manage your monthly expenses"
      summary="See where your money goes each month, set a budget you can keep to, and download a tracker to follow it. No log-in needed."
      estimatedTime="5 minutes"
      prerequisite={
        <p>
          Your figures stay in this browser: nothing you enter here is sent to us, and you can clear it at any time with Start again. Bank or card
          statements help you remember what you spend. <Link to="/savings-resources/save-before-you-spend">Why save before you spend?</Link>
        </p>
      }
      stepDescriptions={[
        'What you spend each month, by category, and your take-home pay if you want a suggested budget.',
        'Your total monthly budget, and how much of it goes to each category.',
      ]}
      extraActions={<StartAgain size="lg" />}
      footnote={
        <div className="expense-manager__after">
          <StorageNote />
          <SignInPrompt />
        </div>
      }
    />
  );
});
