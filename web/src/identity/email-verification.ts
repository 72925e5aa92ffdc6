/**
 * Pure rules of email verification in the browser (spec 1 §4 "Email verification"): when 'Resend email' may be
 * pressed again, what the countdown says, where a sign-in may return to, and the links in an email's text body.
 * No timers, no storage: callers pass the time and the values in.
 */

/** 'Resend email' waits this long after an email was sent (the server allows 1 a minute, 5 an hour). */
export const RESEND_COOLDOWN_MS = 60_000;
/** While the 'Check your inbox' state shows, the profile is re-read this often (and on window focus). */
export const VERIFICATION_POLL_MS = 10_000;

export interface ResendState {
  canResend: boolean;
  /** Whole seconds until 'Resend email' is available again; 0 when it is. */
  secondsLeft: number;
}

/** `lastSentAt` is when the last email went out (ms since epoch), or null when none was sent from this page. */
export function resendState(lastSentAt: number | null, now: number, cooldownMs: number = RESEND_COOLDOWN_MS): ResendState {
  if (lastSentAt === null) return { canResend: true, secondsLeft: 0 };
  const left = lastSentAt + cooldownMs - now;
  if (left <= 0) return { canResend: true, secondsLeft: 0 };
  return { canResend: false, secondsLeft: Math.min(Math.ceil(left / 1000), Math.ceil(cooldownMs / 1000)) };
}

/** '0:45', '1:00': the visible countdown next to 'Resend email'. */
export function formatCountdown(secondsLeft: number): string {
  const s = Math.max(0, Math.ceil(secondsLeft));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A path a sign-in may return to: only a same-origin relative path ('/email-verification/abc'). Anything else
 * ('//evil.example', '/\\evil.example', 'https://…', 'javascript:…', control characters, the sign-in pages
 * themselves) gives null, so a stored value can never send the browser to another site or into a loop.
 */
export function sanitizeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://same-origin.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://same-origin.invalid') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (['/login', '/sp-callback', '/logout'].some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return null;
  return path;
}

/**
 * The http(s) links in a plain-text email body, in order, without duplicates. Trailing punctuation that ends a
 * sentence ('…/abc.' or '(…/abc)') is not part of the link.
 */
export function extractLinks(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const link = match[0].replace(/[.,;:!?)\]}]+$/, '');
    try {
      const url = new URL(link);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    } catch {
      continue;
    }
    if (!found.includes(link)) found.push(link);
  }
  return found;
}

/** What 'Check your inbox' does when sending a link fails, by the answer's status. */
export interface SendFailureOutcome {
  /** Show the server's message as an error toast. */
  toast: boolean;
  /** Start the resend countdown (a link went out a moment ago). */
  countdown: boolean;
  /** Say the email could not be sent (offer to try again). */
  failed: boolean;
}

/**
 * A failed send (spec 1 §4 "Email verification"). A 429 means a link went out less than a minute ago: after the
 * resident pressed 'Resend' the message says why nothing happened; on the page's own first send (the state showed
 * again, e.g. after 'I'll verify later') the resident asked for nothing, so it stays quiet and only starts the
 * countdown (docs/decisions.md "Rough edges smoothed"). A 401/440 is explained by the sign-out screen.
 */
export function sendFailureOutcome(status: number | null, initial: boolean): SendFailureOutcome {
  if (status === 401 || status === 440) return { toast: false, countdown: false, failed: false };
  if (status === 429) return { toast: !initial, countdown: true, failed: false };
  return { toast: true, countdown: false, failed: true };
}
