import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../layout/page-title';
import { useStores } from '../store-context';

/**
 * /sgfindex in vanilla tables mode (spec 1 §2, §4 gating step 2): the only page a tester in that mode reaches
 * after login. The SGFinDex tables themselves come with the data import; until then it says so and offers the
 * way back to the normal app.
 */
export const VanillaTablesPage = observer(function VanillaTablesPage() {
  usePageTitle('SGFinDex data tables');
  const { tester } = useStores();
  const navigate = useNavigate();
  return (
    <div className="container container--md page">
      <h1>SGFinDex data tables</h1>
      <div className="card card--muted">
        <h2 className="card__title">Vanilla tables mode is on</h2>
        <p>
          In this test mode only the SGFinDex data page opens after login. The tables of retrieved bank and
          government data will appear here once data retrieval is available.
        </p>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            tester.setUsage('actual-login');
            navigate('/dashboard');
          }}
        >
          Turn off vanilla tables mode
        </button>
      </div>
    </div>
  );
});
