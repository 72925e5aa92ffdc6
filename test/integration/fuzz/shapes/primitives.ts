import fc from 'fast-check';

/** The suite's "now": every fuzz file runs on this fixed clock, so "today" and "the future" replay alike. */
export const FUZZ_NOW = '2026-11-24T02:00:00.000Z';
/** Today in Singapore at {@link FUZZ_NOW}. */
export const FUZZ_TODAY = '2026-11-24';

/**
 * Well-formed building blocks for the per-endpoint shapes, after spec 1 §5 (shared form rules) and spec 1 §9:
 * text without surrounding space (any script, emoji, tabs and newlines inside), integer cents within a cap, and
 * real calendar days.
 */

/** Characters a resident may type: Latin, accents, CJK (display width 2), Thai, Arabic, emoji (2 code units). */
const LETTERS = [
  'a', 'Z', 'q', '0', '7', '-', '&', "'", '.', '(', ')', '/', '#', '%', '"', '<', '>', '\\', '$',
  'é', 'ü', 'ß', 'ñ', 'Ø',
  '中', '文', '家', '한', 'ア',
  'ไ', 'ع', 'ש',
  '😀', '🏠', '💰', '🇸🇬',
] as const;
/** What may sit between two letters: a space, a tab, a newline (spec 1 §5 only forbids surrounding space). */
const INNER_SPACE = [' ', '\t', '\n'] as const;

/**
 * Text of 1 to `maxUnits` UTF-16 code units (joi counts code units), never starting or ending with space. With
 * `wide` false only characters of display width 1 and no emoji are used (the 24-column names count width).
 */
export function text(maxUnits: number, options: { inner?: boolean; wide?: boolean } = {}): fc.Arbitrary<string> {
  const letters = options.wide === false ? LETTERS.filter((c) => c.length === 1 && !/[中文家한ア]/.test(c)) : LETTERS;
  const letter = fc.constantFrom(...letters);
  const piece = options.inner === false ? letter : fc.oneof({ weight: 5, arbitrary: letter }, { weight: 1, arbitrary: fc.constantFrom(...INNER_SPACE) });
  return fc
    .tuple(letter, fc.array(piece, { maxLength: Math.max(0, Math.floor(maxUnits / 2) - 2) }), fc.option(letter, { nil: '' }))
    .map(([first, middle, last]) => first + middle.join('') + last)
    .filter((value) => value.length <= maxUnits && !/^\s|\s$/.test(value));
}

/** Text within `maxColumns` of display width (wide characters and emoji count 2): at most maxColumns / 2 characters. */
export const narrowName = (maxColumns: number): fc.Arbitrary<string> => text(maxColumns, { wide: true }).filter((value) => [...value].length * 2 <= maxColumns);

/** Integer cents from `min` to `max`, biased to the edges (0, 1, the cap). */
export const cents = (min: number, max: number): fc.Arbitrary<number> =>
  fc.oneof({ weight: 4, arbitrary: fc.integer({ min, max }) }, { weight: 1, arbitrary: fc.constantFrom(min, Math.min(min + 1, max), max) });

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** A real calendar day 'YYYY-MM-DD' from `from` to `to` (inclusive), leap days included. */
export function localDate(from: string, to: string): fc.Arbitrary<string> {
  const start = Date.parse(`${from}T00:00:00Z`) / 86_400_000;
  const end = Date.parse(`${to}T00:00:00Z`) / 86_400_000;
  return fc.integer({ min: start, max: end }).map((day) => {
    const d = new Date(day * 86_400_000);
    return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
  });
}

/** A real calendar day outside the shared date range 1900-01-01..2200-12-31 (years 0000-1899 and 2201-9999). */
export const dateOutsideRange = (): fc.Arbitrary<string> =>
  fc.oneof(localDate('0000-01-01', '1899-12-31'), localDate('2201-01-01', '9999-12-31'), fc.constantFrom('0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31'));

/** An ISO instant between two days, as `Date.toISOString()` writes it. */
export const isoInstant = (from: string, to: string): fc.Arbitrary<string> =>
  fc.integer({ min: Date.parse(`${from}T00:00:00Z`), max: Date.parse(`${to}T23:59:59.999Z`) }).map((ms) => new Date(ms).toISOString());

/** Control characters the shared text rule refuses (C0 but tab and newline, DEL, C1) and unpaired surrogates. */
export const FORBIDDEN_IN_TEXT = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u000d', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f', '\ud800', '\udbff', '\udc00', '\udfff'] as const;

/** `value` with a forbidden character put inside it (never at either end, so the surrounding-space rule stays quiet). */
export const withForbiddenCharacter = (value: fc.Arbitrary<string>): fc.Arbitrary<{ value: string; character: string }> =>
  fc.tuple(value, fc.constantFrom(...FORBIDDEN_IN_TEXT), fc.nat()).map(([base, character, at]) => {
    const units = base.length;
    // Between two code units that do not split a surrogate pair of the base text.
    const cuts = [...Array(units + 1).keys()].filter((i) => i > 0 && i < units && !/[\udc00-\udfff]/.test(base[i]!));
    const cut = cuts.length === 0 ? units : cuts[at % cuts.length]!;
    const inside = cuts.length === 0 ? `${base}x${character}x` : `${base.slice(0, cut)}${character}${base.slice(cut)}`;
    return { value: inside, character };
  });
