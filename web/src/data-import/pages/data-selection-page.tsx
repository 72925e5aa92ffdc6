import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { DataSelectionMode } from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { Button, ButtonLink } from '../../shared/ui/button';
import '../data-import.css';

const MODES: readonly { mode: DataSelectionMode; title: string; body: string }[] = [
  { mode: 'MYINFO_ONLY', title: 'Myinfo only', body: 'Your CPF balances, tax assessment and HDB loans from the government. You type in your bank accounts yourself.' },
  {
    mode: 'BANK_AND_MYINFO',
    title: 'Bank data and Myinfo',
    body: 'Also your accounts, deposits, loans, cards and investments from the banks and the depository, and your insurance policies from the insurers you choose, through the national data-sharing scheme.',
  },
  { mode: 'MANAGE_CONNECTION', title: 'Manage bank connections', body: 'Choose again which banks and insurers share your data, or retrieve their latest figures.' },
];

/**
 * /settings/data-selection/main (spec 1 §2, spec 2 §2): where the dashboard's figures come from. The choice is
 * saved (PATCH /user; 'manage connections' is kept as bank and Myinfo data together), then the resident goes to
 * the consent of what they chose.
 */
export const DataSelectionPage = observer(function DataSelectionPage() {
  usePageTitle('Choose your data sources');
  const { identity, dataImport } = useStores();
  const stored = identity.user?.apimMyinfoDataSelectionState ?? null;
  const [mode, setMode] = useState<DataSelectionMode>(stored ?? 'MYINFO_ONLY');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const proceed = async () => {
    setBusy(true);
    setError(null);
    try {
      await flowResult(identity.updateProfile({ apimMyinfoDataSelectionState: mode }));
      const url = mode === 'MYINFO_ONLY' ? await flowResult(dataImport.startMyinfo()) : await flowResult(dataImport.startBanks());
      window.location.assign(url);
    } catch {
      setBusy(false);
      setError('We could not start just now. Please try again in a moment.');
    }
  };

  return (
    <div className="container container--md page data-import">
      <p className="eyebrow">Settings</p>
      <h1>Choose your data sources</h1>
      <p className="lead">Fill in your dashboard from the sources that already know your figures. Anything you type yourself stays as it is.</p>
      <fieldset className="data-import__modes">
        <legend className="sr-only">Data sources</legend>
        {MODES.map((option) => (
          <label key={option.mode} className={mode === option.mode ? 'data-import__mode data-import__mode--chosen' : 'data-import__mode'}>
            <input type="radio" name="data-selection" value={option.mode} checked={mode === option.mode} onChange={() => setMode(option.mode)} />
            <span>
              <strong>{option.title}</strong>
              <span>{option.body}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="data-import__error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <Button onClick={() => void proceed()} disabled={busy}>
          {busy ? 'Opening…' : 'Continue'}
        </Button>
        <ButtonLink to="/settings" variant="secondary">
          Back to settings
        </ButtonLink>
      </div>
    </div>
  );
});
