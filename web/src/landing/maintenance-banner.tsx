import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../app/store-context';
import { MAINTENANCE_FETCH_FAILED } from '../content/content-store';
import { maintenanceBanner } from '../content/maintenance-banner-rules';
import { AlertIcon, CloseIcon, InfoIcon } from '../shared/ui/icons';
import '../content/content.css';

const DISMISSED_KEY = 'mmp.maintenanceBannerDismissed';

/** Session storage can be unavailable; the banner then simply comes back on the next visit to the page. */
function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The top of the landing page (spec 1 §2, §9): upcoming maintenance of the agencies we retrieve data from, with a
 * link to /maintenance-notices. Dismissible for the rest of the visit; a different announcement shows again.
 * When the schedule cannot be read it says so (spec 1 §8) instead of staying silent.
 */
export const MaintenanceBanner = observer(function MaintenanceBanner() {
  const { content } = useStores();
  const [dismissed, setDismissed] = useState(readDismissed);
  useEffect(() => {
    void flowResult(content.loadMaintenanceSchedules());
  }, [content]);

  if (content.maintenancePullError) {
    return (
      <div className="notice-banner notice-banner--error" role="alert">
        <div className="container notice-banner__inner">
          <AlertIcon size={20} className="notice-banner__icon" />
          <p>{MAINTENANCE_FETCH_FAILED}</p>
        </div>
      </div>
    );
  }

  const banner = maintenanceBanner(content.maintenanceSchedules, new Date());
  if (!banner) return null;
  const fingerprint = JSON.stringify(banner);
  if (dismissed === fingerprint) return null;
  const dismiss = () => {
    setDismissed(fingerprint);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, fingerprint);
    } catch {
      // kept for this page view only
    }
  };

  return (
    <section className="notice-banner notice-banner--info maintenance-banner" aria-labelledby="maintenance-banner-title">
      <div className="container notice-banner__inner">
        <InfoIcon size={20} className="notice-banner__icon" />
        <div className="maintenance-banner__body">
          <p>
            <strong id="maintenance-banner-title">Scheduled maintenance.</strong>{' '}
            {banner.kind === 'lines' ? 'Some data may not be retrievable during these times:' : banner.message}
          </p>
          {banner.kind === 'lines' && (
            <ul className="maintenance-banner__lines">
              {banner.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/maintenance-notices">View maintenance notices</Link>
          </p>
        </div>
        <button type="button" className="icon-button maintenance-banner__dismiss" onClick={dismiss}>
          <CloseIcon size={18} />
          <span className="sr-only">Dismiss the maintenance notice</span>
        </button>
      </div>
    </section>
  );
});
