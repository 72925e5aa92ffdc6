import { useState } from 'react';

/**
 * Sends the browser to a consent page (Myinfo's, or the banks'): `start(url)` asks for the address and goes there;
 * while it asks the button is busy, and when it cannot the page shows `failure` (nothing was changed).
 */
export function useConsentStart(consentUrl: () => Promise<string>, failure: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await consentUrl());
    } catch {
      setBusy(false);
      setError(failure);
    }
  };
  return { busy, error, start };
}
