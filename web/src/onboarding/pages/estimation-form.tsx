import { useState, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeavePageWarning } from '../../app/leave-page/use-leave-page-warning';
import { ServerErrorNote } from '../../cashflow/server-error-note';
import { submitErrorOutcome } from '../../shared/forms/server-errors';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';

export interface EstimationSave {
  busy: boolean;
  serverError: string | null;
  clearServerError: () => void;
  /** Writes, then leaves for `nextPath`; a 400/422 stays on the page as a note (a 401/440 signs out by itself). */
  run: (write: () => Promise<unknown>) => Promise<void>;
  leavePageModal: ReactNode;
}

/** The save behaviour both quick-snapshot pages share: busy state, server error, leave-page warning, next page. */
export function useEstimationSave(dirty: boolean, nextPath: string): EstimationSave {
  const navigate = useNavigate();
  const leavePage = useLeavePageWarning(dirty);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    setServerError(null);
    try {
      await write();
      leavePage.allowLeaving();
      navigate(nextPath);
    } catch (error) {
      setBusy(false);
      const outcome = submitErrorOutcome(error, []);
      if (outcome.kind === 'toast') setServerError(outcome.message);
    }
  };
  return { busy, serverError, clearServerError: () => setServerError(null), run, leavePageModal: leavePage.modal };
}

export interface EstimationFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  saving: EstimationSave;
  valid: boolean;
  /** Shows every field's error and focuses the first invalid one. */
  reveal: () => void;
  onValidSubmit: () => void;
  submitLabel: string;
  skipTo: string;
  /** Announced to screen readers while saving. */
  busyText: string;
  children: ReactNode;
}

/**
 * The frame of a quick-snapshot form: the fields, the server's note, 'Save…' (looks disabled until valid but stays
 * pressable to reveal errors, spec 1 §5) beside 'Skip for now', the saving announcement and the leave-page modal.
 */
export function EstimationForm({ formRef, saving, valid, reveal, onValidSubmit, submitLabel, skipTo, busyText, children }: EstimationFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      className="estimation__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (saving.busy) return;
        if (!valid) reveal();
        else onValidSubmit();
      }}
    >
      {children}
      <ServerErrorNote message={saving.serverError} />
      <div className="button-row">
        <Button type="submit" aria-disabled={saving.busy || !valid || undefined}>
          {saving.busy && <Spinner />}
          {submitLabel}
        </Button>
        <ButtonLink to={skipTo} variant="secondary">
          Skip for now
        </ButtonLink>
      </div>
      <p role="status" className="sr-only">
        {saving.busy ? busyText : ''}
      </p>
      {saving.leavePageModal}
    </form>
  );
}
