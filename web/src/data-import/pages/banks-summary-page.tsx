import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { asOfText } from '../../shared/format/origin';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ButtonLink } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { bankSummary } from '../bank-summary';
import '../data-import.css';

const money = (cents: number) => formatMoney(Math.round(cents) as Cents);

/** /data/summary/banks (spec 2 §2): what each bank and the depository shared, now in cashflow and wealth. */
export const BanksSummaryPage = observer(function BanksSummaryPage() {
  usePageTitle('Your bank data');
  const { dashboard } = useStores();
  useEffect(() => {
    void flowResult(dashboard.loadFinances());
  }, [dashboard]);
  const finances = dashboard.finances;
  const institutions = finances ? bankSummary(finances) : [];
  return (
    <div className="container container--md page data-import">
      <p className="eyebrow">SGFinDex</p>
      <h1>Your bank data</h1>
      {dashboard.financesStatus === 'failed' ? (
        <p role="alert">We could not load your data just now. Please reload the page.</p>
      ) : dashboard.financesStatus !== 'loaded' ? (
        <p role="status" className="data-import__working">
          <Spinner /> Loading…
        </p>
      ) : institutions.length === 0 ? (
        <>
          <p className="lead">You have not retrieved any bank data yet.</p>
          <ButtonLink to="/settings/data-selection/main">Choose your data sources</ButtonLink>
        </>
      ) : (
        <>
          <p className="lead">These figures are now in your cashflow and wealth, marked with the bank they came from.</p>
          <section className="card" aria-label="What each institution shared">
          <ul className="data-import__list">
            {institutions.map((institution) => (
              <li key={institution.name}>
                <strong>{institution.name}</strong>
                <span>
                  {institution.owned > 0 && `Owned: ${money(institution.owned)}. `}
                  {institution.owed > 0 && `Owed: ${money(institution.owed)}. `}
                  {institution.items} {institution.items === 1 ? 'item' : 'items'}, {asOfText(institution.asOf)}.
                </span>
              </li>
            ))}
          </ul>
          </section>
          <div className="button-row">
            <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
            <ButtonLink to="/settings/data-selection/main" variant="secondary">
              Manage bank connections
            </ButtonLink>
          </div>
        </>
      )}
    </div>
  );
});
