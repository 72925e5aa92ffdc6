import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../button';
import { AlertIcon, ArrowLeftIcon, CheckIcon, HomeIcon, InfoIcon, LockIcon } from '../icons';
import { Modal } from '../modal';
import { Spinner } from '../spinner';
import { blockingModulesText, type ModuleStepItem } from './module-steps';
import './module-layout.css';
import { useEditHost } from './edit-host';

export interface ModuleLayoutProps {
  /** The module's name, shown above its steps ("Your profile"). */
  moduleName: string;
  /** Where the Home button goes. */
  homeTo: string;
  homeLabel?: string;
  steps: readonly ModuleStepItem[];
  /** Above the frame: e.g. a {@link BlockingModulesBanner}. */
  banner?: ReactNode;
  /** The page: a {@link ModuleFrame}. */
  children: ReactNode;
}

/**
 * The module step-page layout (spec 1 §2): a side panel with a Home button and the numbered steps next to the
 * page. Under 816 px the panel becomes a compact step indicator above the page.
 */
export function ModuleLayout({ moduleName, homeTo, homeLabel = 'Home', steps, banner, children }: ModuleLayoutProps) {
  const current = steps.find((s) => s.current);
  return (
    <div className="container module-layout">
      <nav className="module-steps" aria-label={`${moduleName} steps`}>
        <ButtonLink to={homeTo} variant="secondary" className="module-steps__home">
          <HomeIcon size={18} />
          {homeLabel}
        </ButtonLink>
        <p className="module-steps__title">{moduleName}</p>
        {current && (
          <p className="module-steps__progress" aria-hidden="true">
            Step {current.number} of {steps.length}: <span className="module-steps__progress-label">{current.label}</span>
          </p>
        )}
        <ol className="module-steps__list">
          {steps.map((step) => (
            <li
              key={step.to}
              className={['module-step', `module-step--${step.state}`, step.current && 'module-step--current'].filter(Boolean).join(' ')}
            >
              <StepEntry step={step} />
            </li>
          ))}
        </ol>
      </nav>
      <div className="module-layout__body">
        {banner}
        {children}
      </div>
    </div>
  );
}

const STATE_TEXT = { completed: 'completed', available: '', locked: 'locked', upcoming: 'coming soon' } as const;

function StepEntry({ step }: { step: ModuleStepItem }) {
  const marker = (
    <span className="module-step__marker" aria-hidden="true">
      {step.state === 'completed' && !step.current ? <CheckIcon size={16} /> : step.number}
    </span>
  );
  const stateText = STATE_TEXT[step.state];
  const body = (
    <>
      {marker}
      <span className="module-step__text">
        <span className="sr-only">Step {step.number}: </span>
        <span className="module-step__label">{step.label}</span>
        {step.state === 'upcoming' && (
          <span className="module-step__tag" aria-hidden="true">
            Coming soon
          </span>
        )}
        {stateText && <span className="sr-only"> ({stateText})</span>}
      </span>
      {step.state === 'locked' && <LockIcon size={16} className="module-step__lock" />}
    </>
  );
  if (!step.reachable) {
    return (
      <span className="module-step__link" role="link" aria-disabled="true">
        {body}
      </span>
    );
  }
  return (
    <Link to={step.to} className="module-step__link" aria-current={step.current ? 'step' : undefined}>
      {body}
    </Link>
  );
}

/** The banner naming modules that must be completed first (spec 1 §2); renders nothing when none block. */
export function BlockingModulesBanner({ modules }: { modules: readonly string[] }) {
  const text = blockingModulesText(modules);
  if (!text) return null;
  return (
    <div className="module-banner" role="note">
      <AlertIcon size={20} className="module-banner__icon" />
      <p>{text}</p>
    </div>
  );
}

export interface ModuleFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** The optional info icon: opens a dialog with this title and content. */
  info?: { title: string; content: ReactNode };
  /** Beside the main area from 1104 px, under it below. */
  sidebar?: ReactNode;
  /** Back appears only when there is a route to go back to. */
  backTo?: string | null;
  backLabel?: string;
  continueLabel?: string;
  /** Continue submits the frame's form and this runs (Enter in a field does the same). */
  onSubmit?: () => void;
  /** Continue as a plain link instead of a submit. */
  continueTo?: string;
  /** The form is not valid: Continue looks disabled but stays focusable; pressing it calls `onBlockedContinue`. */
  continueBlocked?: boolean;
  onBlockedContinue?: () => void;
  /** A submit is running: Continue shows a spinner and ignores presses. */
  busy?: boolean;
  /** Announced politely (e.g. 'Saving…'). */
  status?: string;
  formRef?: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}

/**
 * The module page frame (spec 1 §2): title, optional info icon, subtitle, main area, optional sidebar and a bottom
 * bar with Back (when a back route exists) and Continue ('Back' and 'Continue' by default).
 */
export function ModuleFrame({
  title,
  subtitle,
  info,
  sidebar,
  backTo,
  backLabel = 'Back',
  continueLabel = 'Continue',
  onSubmit,
  continueTo,
  continueBlocked,
  onBlockedContinue,
  busy,
  status,
  formRef,
  children,
}: ModuleFrameProps) {
  const [infoOpen, setInfoOpen] = useState(false);
  // Opened from the dashboard (edit-host.tsx): the step saves and goes back to the area page.
  const host = useEditHost();
  if (host) {
    backTo = host.backTo;
    backLabel = host.backLabel;
    if (onSubmit) continueLabel = 'Save changes';
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (continueBlocked) onBlockedContinue?.();
    else onSubmit?.();
  };
  const content = (
    <>
      <div className="module-frame__header">
        <div className="module-frame__title-row">
          <h1 className="module-frame__title">{title}</h1>
          {info && (
            <button type="button" className="icon-button module-frame__info" onClick={() => setInfoOpen(true)}>
              <InfoIcon size={22} />
              <span className="sr-only">{info.title}</span>
            </button>
          )}
        </div>
        {subtitle && <div className="module-frame__subtitle">{subtitle}</div>}
      </div>
      <div className={sidebar ? 'module-frame__content module-frame__content--with-sidebar' : 'module-frame__content'}>
        <div className="module-frame__main">{children}</div>
        {sidebar && <div className="module-frame__sidebar">{sidebar}</div>}
      </div>
      <div className="module-frame__bar">
        {backTo && (
          <ButtonLink to={backTo} variant="secondary" className="module-frame__back">
            <ArrowLeftIcon size={18} />
            {backLabel}
          </ButtonLink>
        )}
        {continueTo ? (
          <ButtonLink to={continueTo} className="module-frame__continue">
            {continueLabel}
          </ButtonLink>
        ) : (
          <Button
            type="submit"
            className="module-frame__continue"
            aria-disabled={continueBlocked || busy || undefined}
          >
            {busy && <Spinner />}
            {continueLabel}
          </Button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {info && (
        <Modal open={infoOpen} onClose={() => setInfoOpen(false)} title={info.title}>
          {info.content}
        </Modal>
      )}
    </>
  );
  if (continueTo || !onSubmit) return <div className="module-frame">{content}</div>;
  return (
    <form ref={formRef} className="module-frame" noValidate onSubmit={submit}>
      {content}
    </form>
  );
}
