/**
 * What a step page says when saving its list fails. The setup calls are quiet (no toast), so the page shows the
 * server's words itself: a 400's field messages (each once), a 422's message, or the general text. A 401/440 says
 * nothing: the sign-out screen explains it.
 */
import { FALLBACK_SUBMIT_MESSAGE, type SubmitErrorLike } from '../../shared/forms/server-errors';

export function saveErrorText(error: unknown): string | null {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SubmitErrorLike;
  if (e.status === 401 || e.status === 440) return null;
  const details = e.status === 400 ? (e.body?.details ?? []) : [];
  if (details.length > 0) return [...new Set(details.map((d) => d.message))].join(' ');
  if (e.status !== undefined && e.status >= 400 && e.status < 500 && e.message) return e.message;
  return FALLBACK_SUBMIT_MESSAGE;
}
