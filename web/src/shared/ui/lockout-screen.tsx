import { Button, ButtonLink } from './button';
import { LockIcon } from './icons';
import './lockout-screen.css';

/** Where 'Set up dashboard with SGFinDex' leads (spec 2 §2, spec 3 §2): the data-selection main route. */
export const LOCKOUT_SETUP_ROUTE = '/settings/data-selection/main';

export interface LockoutScreenProps {
  /** The tool that is locked, e.g. 'Financial targets'. */
  tool: string;
  /** Why the tool needs the dashboard: one sentence in the resident's terms. */
  reason: string;
  /** The configurable route of the back button. */
  backTo: string;
  backLabel?: string;
  /**
   * A visitor's way in, instead of the set-up link: a visitor cannot set up a dashboard before logging in, so the
   * button says what happens ("Log in with Singpass to make a plan", docs/decisions.md "Rough edges smoothed").
   */
  logIn?: { label: string; onClick: () => void };
}

/**
 * The lock-out screen (spec 2 §2, spec 3 §2): a tool stays closed until the resident has set up the dashboard
 * with the national data-sharing scheme. It offers the set-up and a way back; every locked tool (targets, budget
 * calculator, housing financing plan, estimated growth, investing for beginners) renders this with its own words.
 */
export function LockoutScreen({ tool, reason, backTo, backLabel = 'Back', logIn }: LockoutScreenProps) {
  return (
    <section className="card lockout" aria-labelledby="lockout-heading">
      <span className="lockout__icon" aria-hidden="true">
        <LockIcon size={28} />
      </span>
      <p className="eyebrow">{tool}</p>
      <h2 id="lockout-heading" className="lockout__title">
        {logIn ? 'Log in and set up your dashboard first' : 'Set up your dashboard first'}
      </h2>
      <p className="lockout__reason">{reason}</p>
      <p className="lockout__hint">It takes a few minutes: choose your banks and Myinfo, and we fill in your figures for you.</p>
      <div className="button-row lockout__actions">
        {logIn ? <Button onClick={logIn.onClick}>{logIn.label}</Button> : <ButtonLink to={LOCKOUT_SETUP_ROUTE}>Set up dashboard with SGFinDex</ButtonLink>}
        <ButtonLink to={backTo} variant="secondary">
          {backLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
