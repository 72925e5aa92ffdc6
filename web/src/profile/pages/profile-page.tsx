import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { UserProfile } from '../../../../src/identity/adapters/http/identity.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { formatPersonName } from '../../shared/format/person-name';
import { ButtonLink } from '../../shared/ui/button';
import { AlertIcon, CheckCircleIcon, MailIcon, TrashIcon } from '../../shared/ui/icons';
import {
  emailPrompt,
  employmentRows,
  generalInformationRows,
  newsletterText,
  verificationBadge,
  type ProfileRow,
} from '../profile-display';
import { DEFAULT_GRACE_DAYS } from '../account-deletion';
import { PROFILE_PATHS } from '../profile-paths';
import { DataSourcesSection } from '../components/data-sources';
import { YourDataSection } from '../components/your-data';
import '../profile.css';

/**
 * /profile (spec 1 §2): the resident's details at a glance, one card per topic, each with its edit page; the
 * 'Incomplete profile' prompt while the email is not verified (spec 1 §4); deleting the account at the end.
 */
export const ProfilePage = observer(function ProfilePage() {
  usePageTitle('Profile');
  const { identity } = useStores();
  const user = identity.user;
  // The gate lets no one here without a user; this only satisfies the types.
  if (!user) return null;
  const name = formatPersonName(user.name);
  return (
    <div className="container page profile">
      <h1>Your profile</h1>
      <p className="lead">
        {name ? `${name}, these` : 'These'} are the details your plan is built on. Keep them up to date so your plan
        stays right for you.
      </p>
      <EmailPrompt user={user} />
      <div className="profile__sections">
        <ProfileSection
          title="General information"
          editTo={PROFILE_PATHS.editGeneralInformation}
          editLabel="Edit"
          editName="general information"
        >
          <Rows rows={generalInformationRows(user)} />
        </ProfileSection>
        <ProfileSection
          title="Email"
          editTo={PROFILE_PATHS.addEmail}
          editLabel={user.email ? 'Edit' : 'Add email'}
          editName={user.email ? 'email' : ''}
        >
          <EmailDetails user={user} />
        </ProfileSection>
        <ProfileSection title="Employment" editTo={PROFILE_PATHS.editEmploymentStatus} editLabel="Edit" editName="employment">
          <Rows rows={employmentRows(user)} />
        </ProfileSection>
        <ProfileSection
          title="Email preferences"
          editTo={PROFILE_PATHS.editEmailPreferences}
          editLabel="Edit"
          editName="email preferences"
        >
          <Rows rows={[{ label: 'Newsletter', value: newsletterText(user.emailNotificationsStatus) }]} />
          <p className="profile-section__note">Occasional emails with money tips and news about new features.</p>
        </ProfileSection>
      </div>
      <DataSourcesSection user={user} />
      <YourDataSection />
      <DangerZone />
    </div>
  );
});

function ProfileSection({
  title,
  editTo,
  editLabel,
  editName,
  children,
}: {
  title: string;
  editTo: string;
  editLabel: string;
  /** Completes the link's accessible name: 'Edit' + ' general information'. */
  editName: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <div className="profile-section__header">
        <h2 id={headingId} className="card__title profile-section__title">
          {title}
        </h2>
        <ButtonLink to={editTo} variant="secondary" className="profile-section__edit">
          {editLabel}
          {editName && <span className="sr-only"> {editName}</span>}
        </ButtonLink>
      </div>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: readonly ProfileRow[] }) {
  return (
    <dl className="profile-rows">
      {rows.map((row) => (
        <div key={row.label} className="profile-rows__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmailDetails({ user }: { user: UserProfile }) {
  if (!user.email) {
    return <p className="profile-section__empty">You haven't added an email address yet.</p>;
  }
  const badge = verificationBadge(user.emailVerificationStatus);
  return (
    <dl className="profile-rows">
      <div className="profile-rows__row">
        <dt>Email address</dt>
        <dd className="profile-rows__email">{user.email}</dd>
      </div>
      <div className="profile-rows__row">
        <dt>Status</dt>
        <dd>
          <span className={`badge badge--${badge.tone}`}>
            {badge.tone === 'success' ? <CheckCircleIcon size={16} /> : badge.tone === 'pending' ? <MailIcon size={16} /> : <AlertIcon size={16} />}
            {badge.label}
          </span>
        </dd>
      </div>
    </dl>
  );
}

/** 'Incomplete profile' (spec 1 §4): shown until the email is verified, with the step that completes it. */
function EmailPrompt({ user }: { user: UserProfile }) {
  const prompt = emailPrompt(user);
  if (prompt.kind === 'none') return null;
  return (
    <div className="profile-prompt" role="note" aria-labelledby="profile-prompt-title">
      <AlertIcon size={24} className="profile-prompt__icon" />
      <div className="profile-prompt__body">
        <h2 id="profile-prompt-title" className="profile-prompt__title">
          Incomplete profile
        </h2>
        <p>{prompt.text}</p>
        <div className="button-row">
          {prompt.kind === 'add-email' ? (
            <ButtonLink to={PROFILE_PATHS.addEmail}>Add email</ButtonLink>
          ) : (
            <ButtonLink to={PROFILE_PATHS.emailInterceptNotification} state={{ send: true }}>
              {prompt.action}
            </ButtonLink>
          )}
        </div>
      </div>
    </div>
  );
}

function DangerZone() {
  return (
    <section className="card profile-danger" aria-labelledby="profile-danger-title">
      <h2 id="profile-danger-title" className="card__title">
        Delete account
      </h2>
      <p>
        Deleting your account removes your profile, plans, targets and imported data. You can change your mind
        within {DEFAULT_GRACE_DAYS} days.
      </p>
      <ButtonLink to={PROFILE_PATHS.deleteConsequences} variant="secondary" className="btn--danger-outline">
        <TrashIcon size={18} />
        Delete account
      </ButtonLink>
    </section>
  );
}
