/**
 * Singpass returns names in capitals ("LIM YONG XIANG"). For greetings we show them in title case, keeping the
 * Malay and Indian patronymic connectors in lower case ("bin", "s/o"), as they are written in Singapore.
 */
const LOWER_CASE_CONNECTORS: ReadonlySet<string> = new Set([
  'bin', 'binte', 'binti', 'bte', 'bt', 's/o', 'd/o', 'a/l', 'a/p', 'w/o',
]);

function capitaliseWord(word: string): string {
  // Capitalise after the start, a hyphen, an apostrophe or an opening bracket: "O'BRIEN" -> "O'Brien".
  return word.toLowerCase().replace(/(^|[-'’(])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * Title-cases an all-capitals name; a name already in mixed case is returned as typed (the person chose it).
 * Whitespace is collapsed. Returns '' for a missing name.
 */
export function formatPersonName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .split(' ')
    .map((word, i) => (i > 0 && LOWER_CASE_CONNECTORS.has(word.toLowerCase()) ? word.toLowerCase() : capitaliseWord(word)))
    .join(' ');
}

/** The letter in the profile button: the first letter of the name, or null when there is none. */
export function nameInitial(name: string | null | undefined): string | null {
  const match = (name ?? '').match(/\p{L}/u);
  return match ? match[0].toUpperCase() : null;
}
