import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { usePageTitle } from '../app/layout/page-title';
import { useStores } from '../app/store-context';
import { submitErrorOutcome } from '../shared/forms/server-errors';
import { ButtonLink } from '../shared/ui/button';
import './settings.css';

export const ANALYTICS_SAVED_ON = 'Thank you. Analytics is turned on.';
export const ANALYTICS_SAVED_OFF = 'Analytics is turned off. We no longer record how you use the service.';

/**
 * /settings (signed in): the analytics opt-in (spec 1 §6), saved at once with PATCH /user {analyticsEnabled}, and
 * the way to the data-selection settings. The switch shows the server's value: it changes once the server agrees.
 */
export const SettingsPage = observer(function SettingsPage() {
  usePageTitle('Settings');
  const { identity, ui, config } = useStores();
  const [saving, setSaving] = useState(false);
  const user = identity.user;
  if (!user) return null;
  const enabled = user.analyticsEnabled;

  const toggle = async (analyticsEnabled: boolean) => {
    setSaving(true);
    try {
      await flowResult(identity.updateProfile({ analyticsEnabled }));
      ui.showToast(analyticsEnabled ? ANALYTICS_SAVED_ON : ANALYTICS_SAVED_OFF, 'success');
    } catch (error) {
      const outcome = submitErrorOutcome(error, []);
      if (outcome.kind === 'toast') ui.showToast(outcome.message, 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="container container--md page settings-page">
      <h1>Settings</h1>

      <section className="card settings-section" aria-labelledby="analytics-heading">
        <h2 id="analytics-heading">Analytics</h2>
        <div className="setting-row">
          <label className="setting-row__label" htmlFor="analytics-switch">
            Help us improve {config.productName}
          </label>
          <div className="setting-row__control">
            <input
              id="analytics-switch"
              type="checkbox"
              role="switch"
              className="switch"
              checked={enabled}
              // Not disabled while saving: a disabled control drops keyboard focus; a second press simply waits.
              aria-busy={saving || undefined}
              aria-describedby="analytics-description analytics-state"
              onChange={(event) => {
                if (!saving) void toggle(event.target.checked);
              }}
            />
            <span id="analytics-state" className="setting-row__state" aria-live="polite">
              {saving ? 'Saving…' : enabled ? 'On' : 'Off'}
            </span>
          </div>
        </div>
        <div id="analytics-description" className="setting-row__description">
          <p>When this is on, we record:</p>
          <ul>
            <li>which pages you open and the order you open them in</li>
            <li>the words you search for</li>
            <li>the campaign link that brought you here, if any</li>
          </ul>
          <p className="text-subtle">
            We use this only to improve the service. We never record the amounts or personal details you enter, and
            nothing is shared with advertisers. You can turn it off at any time.
          </p>
        </div>
      </section>

      <section className="card settings-section" aria-labelledby="data-selection-heading">
        <h2 id="data-selection-heading">Data selection</h2>
        <p>Choose which data we retrieve for you: personal data only, or your bank data too, and manage your bank connections.</p>
        <ButtonLink to="/settings/data-selection" variant="secondary">
          Manage data selection
        </ButtonLink>
      </section>
    </div>
  );
});
