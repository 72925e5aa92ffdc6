import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { useFormReveal } from '../../shared/forms/use-form-reveal';
import { Button } from '../../shared/ui/button';
import { Checkbox } from '../../shared/ui/fields';
import { Spinner } from '../../shared/ui/spinner';
import { DataPromises } from '../components/data-promises';
import { useConsent } from '../use-consent';
import { formatPersonName } from '../../shared/format/person-name';
import { CONSENT_REQUIRED_MESSAGE } from '../consent-messages';
import './consent.css';

/**
 * /intro-privacy (spec 1 §4 gating step 4): the resident agrees to the Terms of use and the Privacy policy before
 * anything else. A first-time resident consents to the notice of collection at the same moment. The server
 * records its own time; the timestamps sent only say "I consent now".
 */
export const IntroPrivacyPage = observer(function IntroPrivacyPage() {
  usePageTitle('Before you start');
  const { identity, config } = useStores();
  const name = formatPersonName(identity.user?.name);
  const navigate = useNavigate();
  const { formRef, revealed, reveal } = useFormReveal();
  const [agreed, setAgreed] = useState(false);
  const { busy, consent } = useConsent();
  // Someone who has already agreed (a bookmark, the back button) has nothing to do here: on to the onboarding base
  // route, which sends a resident who is done on to the dashboard.
  const [alreadyConsented] = useState(() => Boolean(identity.user?.consentedToAppTNCAt));
  if (alreadyConsented) return <Navigate to="/onboarding" replace />;

  const agree = () => {
    const now = new Date().toISOString();
    return consent({ consentedToAppTNCAt: now, latestConsentedToAppNOCAt: now }, () => navigate('/onboarding'));
  };

  return (
    <div className="container page consent-page">
      <p className="eyebrow">{name ? `Welcome, ${name}` : 'Before you start'}</p>
      <h1>How we look after your data</h1>
      <p className="lead">
        {config.productName} helps you see your finances in one place and plan ahead. Here is what happens to the information
        you share with us, in plain words.
      </p>
      <DataPromises />
      <form
        ref={formRef}
        className="consent-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (!agreed) reveal();
          else void agree();
        }}
      >
        <Checkbox
          label={
            <>
              I have read and agree to the <Link to="/terms-of-use">Terms of use</Link> and{' '}
              <Link to="/privacy-policy">Privacy policy</Link>
            </>
          }
          checked={agreed}
          onChange={setAgreed}
          validate={(checked) => (checked ? null : CONSENT_REQUIRED_MESSAGE)}
          forceShowError={revealed}
          required
        />
        <div className="button-row">
          <Button type="submit" aria-disabled={!agreed || busy || undefined}>
            {busy && <Spinner />}
            Continue
          </Button>
          <Button variant="secondary" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
            Log out
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {busy ? 'Saving your consent…' : ''}
        </p>
      </form>
      <p className="consent-page__aside">If you'd rather not agree, you can log out and come back whenever you're ready.</p>
    </div>
  );
});
