import type { EmailMessage } from '../ports/email-sender.js';

export interface VerificationEmailInput {
  to: string;
  userId: string;
  productName: string;
  /** The origin residents use, without a trailing slash. */
  publicUrl: string;
  code: string;
  expiresAt: Date;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "23 Nov 2026, 10:00 am" in Singapore time. */
export function singaporeDateTime(at: Date): string {
  return new Intl.DateTimeFormat('en-SG', {
    timeZone: 'Asia/Singapore',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(at);
}

/** The verification email: a plain and an HTML body with the link `${publicUrl}/email-verification/${code}`. */
export function verificationEmail(input: VerificationEmailInput): EmailMessage {
  const link = `${input.publicUrl}/email-verification/${encodeURIComponent(input.code)}`;
  const until = `${singaporeDateTime(input.expiresAt)} (Singapore time)`;
  const subject = `Verify your email for ${input.productName}`;
  const text = [
    'Hello,',
    '',
    `Please confirm that this is your email address for ${input.productName} by opening this link:`,
    '',
    link,
    '',
    `The link works once, until ${until}. If you did not ask for it, you can ignore this email.`,
    '',
    input.productName,
  ].join('\n');
  const name = escapeHtml(input.productName);
  const href = escapeHtml(link);
  const html = [
    '<!doctype html>',
    '<html lang="en"><body style="font-family: Arial, sans-serif; line-height: 1.5">',
    '<p>Hello,</p>',
    `<p>Please confirm that this is your email address for ${name}.</p>`,
    `<p><a href="${href}">Verify my email address</a></p>`,
    `<p>Or copy this link into your browser: ${href}</p>`,
    `<p>The link works once, until ${escapeHtml(until)}. If you did not ask for it, you can ignore this email.</p>`,
    `<p>${name}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, userId: input.userId, subject, text, html };
}
