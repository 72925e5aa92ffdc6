import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { LockoutScreen } from '../../shared/ui/lockout-screen';

/** /buying-a-house/lockout-page (spec 3 §2, §6): the financing plan stays closed until the dashboard is set up. */
export const FinancingPlanLockoutPage = observer(function FinancingPlanLockoutPage() {
  usePageTitle('Financing plan');
  const { identity } = useStores();
  return (
    <div className="container page">
      <h1>Financing plan</h1>
      <LockoutScreen
        tool="Financing plan"
        reason={
          identity.isSignedIn
            ? 'Your financing plan starts from your income, CPF and savings, so we need your dashboard set up before you plan it.'
            : 'Your financing plan starts from your income, CPF and savings. Log in with Singpass and set up your dashboard to plan it.'
        }
        backTo={identity.isSignedIn ? '/dashboard' : '/buying-a-house'}
        backLabel={identity.isSignedIn ? 'Back to dashboard' : 'Read the purchase guide'}
      />
    </div>
  );
});
