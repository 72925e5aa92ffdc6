import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { PROFILE_PATH } from '../profile-paths';

export interface ProfileFormProps {
  title: string;
  intro?: ReactNode;
  formRef?: RefObject<HTMLFormElement | null>;
  /** The form is not valid: Save looks disabled but stays focusable; pressing it calls `onBlocked` (spec 1 §5). */
  blocked: boolean;
  onBlocked: () => void;
  onSave: () => void;
  busy: boolean;
  /** Announced politely while saving. */
  status: string;
  saveLabel?: string;
  children: ReactNode;
}

/** The frame of every profile edit page: title, the fields, Save and Cancel (back to /profile). */
export function ProfileForm({ title, intro, formRef, blocked, onBlocked, onSave, busy, status, saveLabel = 'Save', children }: ProfileFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (blocked) onBlocked();
    else onSave();
  };
  return (
    <div className="container page profile-edit">
      <p className="eyebrow">Your profile</p>
      <h1>{title}</h1>
      {intro && <div className="lead profile-edit__intro">{intro}</div>}
      <form ref={formRef} className="profile-edit__form" noValidate onSubmit={submit}>
        {children}
        <div className="button-row profile-edit__actions">
          <Button type="submit" aria-disabled={blocked || busy || undefined}>
            {busy && <Spinner />}
            {saveLabel}
          </Button>
          <ButtonLink to={PROFILE_PATH} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
        <p className="sr-only" aria-live="polite">
          {status}
        </p>
      </form>
    </div>
  );
}
