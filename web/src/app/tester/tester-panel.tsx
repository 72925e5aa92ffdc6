import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Checkbox, RadioGroup, SelectField } from '../../shared/ui/fields';
import { useStores } from '../store-context';
import { SANDBOX_PERSONAS, TEST_USAGES, TEST_USAGE_LABELS, TESTER_IDENTIFIER_COOKIE, type TestUsage } from './tester-settings';
import './tester.css';

const USAGE_OPTIONS = TEST_USAGES.map((value) => ({ value, ...TEST_USAGE_LABELS[value] }));
const PERSONA_OPTIONS = SANDBOX_PERSONAS.map((p) => ({ value: p.nric, label: `${p.name} (${p.nric})` }));

/**
 * The landing page's tester controls (spec 1 §2): test usage, the mock-login persona, the new-user toggle and the
 * identifier. Loaded as its own chunk and only outside production (see landing/tester-controls.tsx).
 */
export const TesterPanel = observer(function TesterPanel() {
  const { tester, identity } = useStores();
  const { search } = useLocation();
  useEffect(() => tester.applyIdentifierFrom(search), [tester, search]);
  const { usage, newUser, persona } = tester.settings;

  return (
    <div className="container">
      <details className="tester-panel">
        <summary className="tester-panel__summary">
          <span className="tester-panel__labels">
            <span className="tester-panel__badge">For testers (not shown in production)</span>
            <span className="tester-panel__current">{TEST_USAGE_LABELS[usage].label}</span>
            {tester.identifier && <span className="tester-panel__current">Identifier: {tester.identifier}</span>}
          </span>
        </summary>
        <div className="tester-panel__body">
          <RadioGroup<TestUsage>
            label="Test usage"
            inline
            value={usage}
            options={USAGE_OPTIONS}
            onChange={(value) => tester.setUsage(value)}
            hint={identity.isSignedIn ? 'Applies from your next login.' : undefined}
          />
          {usage === 'mock-login' && (
            <SelectField
              label="Sandbox persona for mock login"
              value={persona}
              options={PERSONA_OPTIONS}
              onChange={(value) => tester.setPersona(value)}
            />
          )}
          <Checkbox
            label="New user"
            hint="Mock login signs in as a brand-new account each time (the persona's Myinfo details still fill in)."
            checked={newUser}
            onChange={(checked) => tester.setNewUser(checked)}
          />
          <p className="tester-panel__note">
            {tester.identifier ? (
              <>
                Identifier <strong>{tester.identifier}</strong> is in the page title and the{' '}
                <code>{TESTER_IDENTIFIER_COOKIE}</code> cookie.
              </>
            ) : (
              <>
                Add <code>?identifier=your-label</code> to the address to tag the page title and the{' '}
                <code>{TESTER_IDENTIFIER_COOKIE}</code> cookie.
              </>
            )}
          </p>
        </div>
      </details>
    </div>
  );
});
