import { useId } from 'react';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { formatDisplayDate } from '../../shared/format/date-time';
import { ButtonLink } from '../../shared/ui/button';

/** Where to fetch government and bank data at any time (the dashboard's setup card offers Myinfo only until setup is done). */
export const MYINFO_PATH = '/myinfo';
export const DATA_SELECTION_PATH = '/settings/data-selection/main';

/** What the card says of one source: when it was last brought in, or that it has not been. */
export function sourceStatus(lastConsentDay: string | null, neverText: string): string {
  return lastConsentDay ? `Last brought in on ${formatDisplayDate(lastConsentDay)}.` : neverText;
}

/**
 * "Where your figures come from" on /profile: Myinfo and bank data, each with when it was last brought in and the
 * way to bring it in again, so neither depends on finding the dashboard's setup card (README "Start here").
 */
export function DataSourcesSection({ user }: { user: Pick<UserProfile, 'myinfoLatestPullConsentAtDate' | 'apimLatestPullConsentAtDate' | 'connectedBanks'> }) {
  const headingId = useId();
  const banks = user.connectedBanks.map((bank) => bank.bankName).join(', ');
  return (
    <section className="card profile-section data-sources" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title profile-section__title">
        Where your figures come from
      </h2>
      <dl className="profile-rows">
        <div className="profile-rows__row">
          <dt>Myinfo (CPF, tax assessment, HDB flat)</dt>
          <dd>{sourceStatus(user.myinfoLatestPullConsentAtDate, 'Not brought in yet.')}</dd>
        </div>
        <div className="profile-rows__row">
          <dt>Bank data (SGFinDex)</dt>
          <dd>
            {sourceStatus(user.apimLatestPullConsentAtDate, 'Not shared yet.')}
            {banks ? ` Banks: ${banks}.` : ''}
          </dd>
        </div>
      </dl>
      <div className="button-row">
        <ButtonLink to={MYINFO_PATH} variant="secondary">
          {user.myinfoLatestPullConsentAtDate ? 'Update from Myinfo' : 'Fill in with Myinfo'}
        </ButtonLink>
        <ButtonLink to={DATA_SELECTION_PATH} variant="secondary">
          Choose your data sources
        </ButtonLink>
      </div>
      <p className="profile-section__note">What you typed yourself stays as it is: an import asks before it replaces or adds a figure.</p>
    </section>
  );
}
