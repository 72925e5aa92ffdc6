/**
 * Display format of spec 1 §9, 'DD MMM YYYY, hh:mm a' (e.g. "21 May 2025, 02:05 PM"), in Singapore time.
 *
 * The shared kernel has the same function (src/shared-kernel/dates.ts), built on luxon. The shell (crash page)
 * cannot afford luxon in the initial chunk, so this is an Intl twin; a test pins both to the same output.
 * Pages in lazy chunks may use the kernel's version.
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
  return `${get('day')} ${month} ${get('year')}, ${hour}:${get('minute')} ${get('dayPeriod').toUpperCase()}`;
}
