import { flowResult } from 'mobx';
import { useState } from 'react';
import type { UpdateUserRequest } from '../../../src/identity/adapters/http/identity.contract.js';
import { useStores } from '../app/store-context';
import { submitErrorOutcome } from '../shared/forms/server-errors';

/**
 * Records a consent (PATCH /user: the server keeps its own time) and moves on; a failure shows the default error
 * toast. Shared by the terms page and the notice-of-collection page.
 */
export function useConsent(): { busy: boolean; consent: (patch: UpdateUserRequest, onDone: () => void) => Promise<void> } {
  const { identity, ui } = useStores();
  const [busy, setBusy] = useState(false);
  const consent = async (patch: UpdateUserRequest, onDone: () => void) => {
    setBusy(true);
    try {
      await flowResult(identity.updateProfile(patch));
      onDone();
    } catch (error) {
      const outcome = submitErrorOutcome(error, []);
      if (outcome.kind === 'toast') ui.showToast(outcome.message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return { busy, consent };
}
