import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { BANKS, type BankCode } from '../../../../src/data-import/adapters/http/data-import.contract.js';
import { singaporeYearMonth } from '../../app/gating/access-state';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { Button, ButtonLink } from '../../shared/ui/button';
import { ShieldIcon } from '../../shared/ui/icons';
import { bankDataFreshness } from '../bank-data-freshness';
import { useConsentStart } from '../use-consent-start';
import '../data-import.css';

/**
 * /update-bank-data (spec 1 §4 gate 8, spec 2 §2): reached from the monthly 'Update bank data' notice. The gate
 * sends residents whose data is from last month to the dashboard; everyone else sees how old their data is and
 * goes round the bank consent again (the same banks, or others through the data-selection page).
 */
export const UpdateBankDataPage = observer(function UpdateBankDataPage() {
  usePageTitle('Update your bank data');
  const { dataImport } = useStores();
  const { busy, error, start } = useConsentStart(
    () => flowResult(dataImport.startBanks()),
    'We could not reach the data-sharing service just now. Please try again in a moment.',
  );
  const stored = dataImport.bankData;
  const freshness = bankDataFreshness(stored?.latestMonth ?? null, singaporeYearMonth(new Date()));
  const banks = (stored?.banks ?? []).map((code) => BANKS[code as BankCode] ?? code);

  return (
    <div className="container container--md page data-import">
      <p className="eyebrow">SGFinDex</p>
      <h1>Update your bank data</h1>
      {dataImport.bankDataStatus === 'failed' && (
        <p className="data-import__error" role="alert">
          We could not check your bank data just now. You can still retrieve it again below.
        </p>
      )}
      {freshness.kind === 'none' && (
        <p className="lead">You have not retrieved any bank data yet. Your banks can share your accounts as at the end of {freshness.newest}.</p>
      )}
      {freshness.kind === 'out-of-date' && (
        <p className="lead">
          Your bank data is from <strong>{freshness.from}</strong>. Your banks now have your accounts as at the end of{' '}
          <strong>{freshness.newest}</strong>: retrieve them again to bring your plan up to date.
        </p>
      )}
      {freshness.kind === 'up-to-date' && <p className="lead">Your bank data is from {freshness.from}: it is already the latest your banks have.</p>}

      {banks.length > 0 && (
        <section className="card" aria-labelledby="connected-heading">
          <h2 id="connected-heading" className="card__title">
            Connected last time
          </h2>
          <ul className="data-import__list">
            {banks.map((name) => (
              <li key={name}>
                <strong>{name}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="data-import__note" role="note">
        <ShieldIcon size={20} />
        <p>
          You choose the banks again on the consent page. Retrieved figures replace the ones from your last retrieval; what you typed in yourself
          stays as it is.
        </p>
      </div>
      {error && (
        <p className="data-import__error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <Button onClick={() => void start()} disabled={busy}>
          {busy ? 'Opening the consent page…' : freshness.kind === 'none' ? 'Connect your banks' : 'Update bank data'}
        </Button>
        <ButtonLink to="/settings/data-selection/main" variant="secondary">
          Choose other data sources
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="link">
          Not now
        </ButtonLink>
      </div>
    </div>
  );
});
