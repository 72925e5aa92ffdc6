import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../app/layout/page-title';
import { useStores } from '../app/store-context';
import { formatPersonName } from '../shared/format/person-name';
import { Button } from '../shared/ui/button';
import { LogoutIcon } from '../shared/ui/icons';

/** The signed-in home, for now a greeting; the financial health check arrives with the planning modules. */
export const DashboardPage = observer(function DashboardPage() {
  usePageTitle('Review your finances');
  const { identity } = useStores();
  const name = formatPersonName(identity.user?.name);
  return (
    <div className="container page">
      <p className="eyebrow">Dashboard</p>
      <h1 className="dashboard__greeting">{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <p className="lead">Review your finances and plan what comes next.</p>
      <div className="card">
        <h2 className="card__title">Planning tools are coming</h2>
        <p>
          Soon you will be able to see your cashflow, what you own and owe, and set savings targets here, with your
          data retrieved only after you consent.
        </p>
      </div>
      <div className="button-row">
        <Button variant="secondary" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
          <LogoutIcon size={18} />
          Log out
        </Button>
      </div>
    </div>
  );
});
