import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../../../app/layout/page-title';
import { useStores } from '../../../app/store-context';
import { LockoutScreen } from '../../../shared/ui/lockout-screen';

/**
 * /savings-resources/budget-calc-lockout-page (spec 3 §2, §6): the budget calculator stays closed until the
 * dashboard is set up. A visitor who is not signed in sees it too: the set-up starts with logging in.
 */
export const BudgetLockoutPage = observer(function BudgetLockoutPage() {
  usePageTitle('Budget calculator');
  const { identity } = useStores();
  return (
    <div className="container page">
      <h1>Budget calculator</h1>
      <LockoutScreen
        tool="Budget calculator"
        reason={
          identity.isSignedIn
            ? 'Your budget is planned from your income and what you spend, so we need your dashboard set up before you plan it.'
            : 'Your budget is planned from your income and what you spend. Log in with Singpass and set up your dashboard to plan it.'
        }
        backTo={identity.isSignedIn ? '/dashboard' : '/savings-resources/save-before-you-spend'}
        backLabel={identity.isSignedIn ? 'Back to dashboard' : 'Read: save before you spend'}
      />
    </div>
  );
});
