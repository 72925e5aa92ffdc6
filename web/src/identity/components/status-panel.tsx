import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '../../shared/ui/icons';
import { Spinner } from '../../shared/ui/spinner';

type Tone = 'busy' | 'success' | 'info' | 'error';

/**
 * The centred message used by the sign-in and sign-out screens. The heading and text sit in a polite live
 * region, so a change from "Signing you in…" to an error is announced.
 */
export function StatusPanel({ tone, title, children, actions }: { tone: Tone; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="container container--md status-page">
      <div aria-live="polite">
        {tone === 'busy' && <Spinner size="lg" />}
        {tone === 'success' && <CheckCircleIcon size={48} className="status-page__icon status-page__icon--success" />}
        {tone === 'info' && <InfoIcon size={48} className="status-page__icon" />}
        {tone === 'error' && <AlertIcon size={48} className="status-page__icon status-page__icon--error" />}
        <h1 className="status-page__title">{title}</h1>
        {children && <div className="status-page__body">{children}</div>}
      </div>
      {actions && <div className="button-row button-row--center">{actions}</div>}
    </div>
  );
}
