import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { needsNoticeOfCollectionConsent, nocCutoffDate } from '../../../../src/shared-kernel/access-gating.js';
import { continuePath } from '../../app/gating/access-state';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { rememberArrivalFromNoticeOfCollection } from '../../onboarding/onboarding-session';
import { Button } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { DataPromises } from '../components/data-promises';
import { useConsent } from '../use-consent';
import './consent.css';

/**
 * /notification-of-changes-intercept-login (spec 1 §4): a returning resident whose consent to the notice of
 * collection is missing or older than the cut-off agrees again, then goes on to where they were going. Arriving
 * here is remembered for the tab, so the floating 'Return to onboarding' button stays away (spec 1 §2).
 */
export const NoticeOfCollectionPage = observer(function NoticeOfCollectionPage() {
  usePageTitle("We've updated how we collect your data");
  const { identity, config } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const next = continuePath(location.state, '/dashboard');
  const { busy, consent } = useConsent();
  const [needed] = useState(() => {
    const user = identity.user;
    return (
      user !== null &&
      needsNoticeOfCollectionConsent({
        latestConsentedToAppNOCAt: user.latestConsentedToAppNOCAt,
        nocCutoffDate: nocCutoffDate(config.environment === 'production'),
      })
    );
  });
  useEffect(() => {
    if (needed) rememberArrivalFromNoticeOfCollection();
  }, [needed]);
  if (!needed) return <Navigate to={next} replace />;

  const agree = () => consent({ latestConsentedToAppNOCAt: new Date().toISOString() }, () => navigate(next, { replace: true }));

  return (
    <div className="container page consent-page">
      <p className="eyebrow">Notice of collection</p>
      <h1>We've updated how we collect your data</h1>
      <p className="lead">
        Our notice of collection explains what personal data we collect, why we need it and how we protect it. We
        have updated it, so we need your agreement before you carry on.
      </p>
      <p>
        Here is a reminder of how we treat your data. The details are in our{' '}
        <Link to="/privacy-policy">Privacy policy</Link> and <Link to="/terms-of-use">Terms of use</Link>.
      </p>
      <DataPromises />
      <div className="consent-form">
        <p>By selecting 'I agree', you agree to the updated notice of collection.</p>
        <div className="button-row">
          <Button onClick={() => void (busy ? undefined : agree())} aria-disabled={busy || undefined}>
            {busy && <Spinner />}I agree
          </Button>
          <Button variant="secondary" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
            Log out
          </Button>
        </div>
        <p className="sr-only" aria-live="polite">
          {busy ? 'Saving your agreement…' : ''}
        </p>
      </div>
    </div>
  );
});
