import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bankDataTables, personalDataTables, type PlainTable } from '../../data-import/vanilla-tables';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../layout/page-title';
import { useStores } from '../store-context';
import './vanilla-tables.css';

/**
 * /sgfindex in vanilla tables mode (spec 1 §2, §4 gating step 2): the only page a tester in that mode reaches
 * after login. It retrieves bank data (SGFinDex) and Myinfo data through the real consent round trips and shows
 * the records as they arrived, in plain tables, before any rule of the app reads them.
 */
export const VanillaTablesPage = observer(function VanillaTablesPage() {
  usePageTitle('SGFinDex data tables');
  const { tester, dataImport, identity } = useStores();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // The server retrieves nothing for a resident who has not accepted the app terms (a new tester has not).
  const consented = Boolean(identity.user?.consentedToAppTNCAt);
  useEffect(() => {
    if (!consented) return;
    void flowResult(dataImport.loadBankData());
    void flowResult(dataImport.loadPerson());
  }, [dataImport, consented]);

  const go = async (start: () => Promise<string>) => {
    setError(null);
    try {
      window.location.assign(await start());
    } catch {
      setError('The consent page could not be opened just now. Please try again.');
    }
  };
  const loading = dataImport.bankDataStatus === 'working' || dataImport.personStatus === 'working';
  const bank = dataImport.bankData;
  const person = dataImport.person;

  return (
    <div className="container page vanilla-tables">
      <h1>SGFinDex data tables</h1>
      <p className="lead">Vanilla tables mode: retrieve data through the consent pages and check the records exactly as they arrived.</p>
      {!consented && (
        <div className="card card--muted">
          <h2 className="card__title">Accept the terms first</h2>
          <p>Data is retrieved only for residents who have accepted the app’s terms of use and privacy notice.</p>
          <ButtonLink to="/intro-privacy">Review the terms</ButtonLink>
        </div>
      )}
      <div className="button-row">
        <Button disabled={!consented} onClick={() => void go(() => flowResult(dataImport.startBanks()))}>
          Retrieve bank data
        </Button>
        <Button variant="secondary" disabled={!consented} onClick={() => void go(() => flowResult(dataImport.startMyinfo()))}>
          Retrieve Myinfo data
        </Button>
        <Button
          variant="link"
          onClick={() => {
            tester.setUsage('actual-login');
            navigate('/dashboard');
          }}
        >
          Turn off vanilla tables mode
        </Button>
      </div>
      {error && (
        <p className="vanilla-tables__error" role="alert">
          {error}
        </p>
      )}
      {loading && (
        <p role="status">
          <Spinner /> Loading the records…
        </p>
      )}

      <section aria-labelledby="bank-heading">
        <h2 id="bank-heading">Bank data (fpdata)</h2>
        {bank ? (
          <>
            <p className="text-subtle">
              Institutions: {bank.banks.join(', ')}. Consent given {new Date(bank.latestConsentAt).toISOString()}. Data from {bank.latestMonth}.
            </p>
            {bankDataTables(bank.fpdata).map((table) => (
              <RecordTable key={table.id} table={table} />
            ))}
          </>
        ) : (
          dataImport.bankDataStatus === 'done' && <p>No bank data retrieved yet.</p>
        )}
        {dataImport.bankDataStatus === 'failed' && <p role="alert">The bank-data record could not be loaded.</p>}
      </section>

      <section aria-labelledby="myinfo-heading">
        <h2 id="myinfo-heading">Myinfo data</h2>
        {person ? (
          <>
            <p className="text-subtle">Consent given {new Date(person.latestConsentAt).toISOString()}.</p>
            {personalDataTables(person).map((table) => (
              <RecordTable key={table.id} table={table} />
            ))}
          </>
        ) : (
          dataImport.personStatus === 'done' && <p>No Myinfo data retrieved yet.</p>
        )}
      </section>
    </div>
  );
});

function RecordTable({ table }: { table: PlainTable }) {
  return (
    <div className="vanilla-tables__scroll" role="region" aria-labelledby={`vt-${table.id}`} tabIndex={0}>
      <table className="vanilla-tables__table">
        <caption id={`vt-${table.id}`}>
          {table.title} ({table.rows.length} {table.rows.length === 1 ? 'row' : 'rows'})
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={table.columns.length}>No rows</td>
            </tr>
          ) : (
            table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
