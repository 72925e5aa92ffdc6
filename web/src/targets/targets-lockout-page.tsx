import { usePageTitle } from '../app/layout/page-title';
import { LockoutScreen } from '../shared/ui/lockout-screen';

/**
 * /targets/lockout-page (spec 1 §4 gate 6, spec 3 §2): the targets stay closed until the dashboard is set up; this
 * page is where the gate sends residents.
 */
export function TargetsLockoutPage() {
  usePageTitle('Create your financial targets');
  return (
    <div className="container page">
      <h1>Create your financial targets</h1>
      <LockoutScreen
        tool="Financial targets"
        reason="Your targets are planned from your income, spending and savings, so we need your dashboard set up before you create them."
        backTo="/dashboard"
        backLabel="Back to dashboard"
      />
    </div>
  );
}
