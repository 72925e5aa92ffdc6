/**
 * Where to go after a sign-in (e.g. back to /email-verification/{code}), kept in session storage across the
 * Singpass round trip. Read once: taking it removes it. Only same-origin relative paths are kept or returned.
 */
import { sanitizeReturnPath } from './email-verification';

const RETURN_PATH_KEY = 'mmp.signIn.returnPath';

export function rememberReturnPath(path: string): void {
  const safe = sanitizeReturnPath(path);
  if (!safe) return;
  try {
    window.sessionStorage.setItem(RETURN_PATH_KEY, safe);
  } catch {
    // storage disabled: the resident lands on the dashboard instead
  }
}

export function takeReturnPath(): string | null {
  try {
    const value = window.sessionStorage.getItem(RETURN_PATH_KEY);
    window.sessionStorage.removeItem(RETURN_PATH_KEY);
    return sanitizeReturnPath(value);
  } catch {
    return null;
  }
}
