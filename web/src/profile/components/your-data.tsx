import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/store-context';
import { Button } from '../../shared/ui/button';
import { AlertIcon, CheckCircleIcon, DownloadIcon, InfoIcon } from '../../shared/ui/icons';
import { EXPORT_JSON_URL, EXPORT_ZIP_URL, HttpDataPortabilityApi } from '../data-portability.api';
import { changedRows, DataPortabilityStore } from '../data-portability-store';

/**
 * "Your data" on /profile (docs/decisions.md "Export and import of one's data"): download everything the product
 * holds about the resident (JSON, or CSV files for spreadsheets), and bring an export back with a preview first.
 */
export const YourDataSection = observer(function YourDataSection() {
  const headingId = useId();
  return (
    <section className="card profile-section your-data" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title profile-section__title">
        Your data
      </h2>
      <h3 className="your-data__subtitle">Download my data</h3>
      <p>
        Everything MyMoneyPlan holds about you: your profile, income, expenses, loans, assets, targets, housing plans,
        the investing guide's ticked steps and your insurance list, with where each figure came from. No NRIC: we never
        keep it.
      </p>
      <div className="button-row your-data__downloads">
        <a className="btn btn--primary" href={EXPORT_JSON_URL} download>
          <DownloadIcon size={18} />
          Download my data (JSON)
        </a>
        <a className="btn btn--secondary" href={EXPORT_ZIP_URL} download>
          <DownloadIcon size={18} />
          For spreadsheets (ZIP of CSV files)
        </a>
      </div>
      <BringBack />
    </section>
  );
});

const BringBack = observer(function BringBack() {
  const { api } = useStores();
  const [store] = useState(() => new DataPortabilityStore(new HttpDataPortabilityApi(api)));
  const inputId = useId();
  const hintId = useId();
  const statusRef = useRef<HTMLDivElement>(null);

  // The outcome takes the focus, so a keyboard or screen-reader user hears it at once.
  useEffect(() => {
    if (store.phase === 'previewed' || store.phase === 'done' || store.error) statusRef.current?.focus();
  }, [store.phase, store.error]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    // Emptied, so choosing the same file again (after Cancel) reads it again.
    event.target.value = '';
    await store.choose(file.name, text, file.size);
  };

  return (
    <>
      <h3 className="your-data__subtitle">Bring back my data</h3>
      <p id={hintId}>
        Choose a file that "Download my data (JSON)" saved. We show you what changes before anything is saved: the
        items you typed in replace the ones of the same lists here. Myinfo and bank data are not restored: fetch them
        again with your consent (Settings, "Data selection": Myinfo only, or bank data and Myinfo).
      </p>
      <div className="field">
        <label htmlFor={inputId} className="field__label">
          Your export file (.json)
        </label>
        <input id={inputId} className="your-data__file" type="file" accept="application/json,.json" aria-describedby={hintId} onChange={(e) => void onFile(e)} disabled={store.phase === 'previewing' || store.phase === 'applying'} />
      </div>
      <div ref={statusRef} tabIndex={-1} className="your-data__status" aria-live="polite">
        {store.phase === 'previewing' && <p>Reading {store.fileName}…</p>}
        {store.error && (
          <p className="your-data__error" role="alert">
            <AlertIcon size={18} /> {store.error}
          </p>
        )}
        {store.preview && (store.phase === 'previewed' || store.phase === 'applying') && <Preview store={store} />}
        {store.phase === 'done' && (
          <>
            <p className="your-data__done" role="status">
              <CheckCircleIcon size={18} />
              <span>
                Your data is back. <Link to="/dashboard">Open the dashboard</Link> to see it.
              </span>
            </p>
            <AdjustedItems items={store.preview?.adjusted ?? []} />
          </>
        )}
      </div>
    </>
  );
});

const Preview = observer(function Preview({ store }: { store: DataPortabilityStore }) {
  const preview = store.preview!;
  const rows = changedRows(preview);
  return (
    <div className="your-data__preview">
      <div className="table-scroll">
        <table className="data-table">
          <caption className="your-data__caption">What bringing back {store.fileName} changes</caption>
          <thead>
            <tr>
              <th scope="col">List</th>
              <th scope="col">Added from the file</th>
              <th scope="col">Yours replaced</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.list}>
                <th scope="row">{row.label}</th>
                <td>{row.added}</td>
                <td>{row.replaced}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p>The file holds none of your typed-in items, so nothing here would change.</p>}
      {preview.skipped.length > 0 && (
        <>
          <h4 className="your-data__skipped-title">Not restored</h4>
          <ul className="your-data__skipped">
            {preview.skipped.map((item) => (
              <li key={`${item.list}-${item.name}`}>
                <strong>{item.name}</strong>: {item.reason.replace(/^Not restored: /, '')}
              </li>
            ))}
          </ul>
        </>
      )}
      <AdjustedItems items={preview.adjusted} />
      <p className="profile-section__note">
        <InfoIcon size={16} /> Nothing is saved until you confirm; if any item cannot be saved, nothing is.
      </p>
      <div className="button-row">
        <Button onClick={() => void store.confirm()} disabled={store.phase === 'applying' || rows.length === 0}>
          {store.phase === 'applying' ? 'Bringing back…' : 'Confirm and bring back'}
        </Button>
        <Button variant="secondary" onClick={() => store.reset()} disabled={store.phase === 'applying'}>
          Cancel
        </Button>
      </div>
    </div>
  );
});

/** Items written differently from the file (an allocation cut to the savings that came back), with why. */
function AdjustedItems({ items }: { items: ReadonlyArray<{ list: string; name: string; reason: string }> }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4 className="your-data__skipped-title">Changed to fit</h4>
      <ul className="your-data__skipped your-data__adjusted">
        {items.map((item) => (
          <li key={`${item.list}-${item.name}`}>
            <strong>{item.name}</strong>: {item.reason}
          </li>
        ))}
      </ul>
    </>
  );
}
