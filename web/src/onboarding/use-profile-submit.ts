import { flowResult } from 'mobx';
import { useCallback, useState } from 'react';
import type { UpdateUserRequest, UserProfile } from '../../../src/identity/adapters/http/identity.contract.js';
import { useStores } from '../app/store-context';
import { submitErrorOutcome } from '../shared/forms/server-errors';

/**
 * Sends a profile change (PATCH /user) for a form: busy while it runs, the server's 400 `details` as per-field
 * errors (cleared when that field changes), the default error toast for anything else (spec 1 §8).
 */
export function useProfileSubmit<F extends string>(formFields: readonly F[], onFieldErrors: () => void) {
  const { identity, ui } = useStores();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});

  const submit = useCallback(
    async (patch: UpdateUserRequest, onSaved: (user: UserProfile) => void) => {
      setBusy(true);
      setServerErrors({});
      try {
        const user = await flowResult(identity.updateProfile(patch));
        onSaved(user);
      } catch (error) {
        const outcome = submitErrorOutcome(error, formFields);
        if (outcome.kind === 'fields') {
          setServerErrors(outcome.errors as Partial<Record<F, string>>);
          onFieldErrors();
        } else if (outcome.kind === 'toast') {
          ui.showToast(outcome.message, 'error');
        }
      } finally {
        setBusy(false);
      }
    },
    [identity, ui, formFields, onFieldErrors],
  );

  const clearServerError = useCallback((field: F) => {
    setServerErrors((errors) => {
      if (!(field in errors)) return errors;
      const next = { ...errors };
      delete next[field];
      return next;
    });
  }, []);

  return { busy, serverErrors, submit, clearServerError };
}
