/**
 * Display format of spec 1 §9, 'DD MMM YYYY, hh:mm a' (e.g. "21 May 2025, 02:05 pm"), in Singapore time.
 * Built on Intl rather than luxon so the always-loaded shell stays small (luxon does not tree-shake).
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Singapore',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h12',
});

export function formatDisplayDateTime(date: Date): string {
  const parts = FORMAT.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Some ICU versions write September as 'Sept'; the spec's MMM is always three letters.
  const month = get('month').slice(0, 3);
  const hour = get('hour').padStart(2, '0');
  return `${get('day')} ${month} ${get('year')}, ${hour}:${get('minute')} ${get('dayPeriod').toLowerCase()}`;
}
