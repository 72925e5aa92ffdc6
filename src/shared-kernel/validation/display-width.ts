/**
 * East Asian Wide (W) and Fullwidth (F) code point ranges (Unicode UAX #11), the ones a resident may type:
 * Hangul Jamo, CJK punctuation, kana, CJK ideographs (with extensions), Yi, Hangul syllables, compatibility
 * ideographs, vertical and small forms, fullwidth ASCII and signs.
 */
const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

const isWideCodePoint = (codePoint: number): boolean => WIDE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Emoji shown as pictures (a flag, a family joined by ZWJ, a sign followed by the emoji selector U+FE0F). */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F|\p{Regional_Indicator}/u;

// Made on first use: the web app loads this rule at start-up, and a segmenter costs a few milliseconds to make.
let graphemes: Intl.Segmenter | null = null;

/**
 * How many columns a text takes on screen (spec 2 §5 "24-character display width"): each user-perceived
 * character (grapheme) counts 1, and 2 when it is East Asian wide or fullwidth, or an emoji. Counting graphemes,
 * not UTF-16 units, keeps 'é' written with a combining accent at 1 and a family emoji at 2.
 * Examples: displayWidth('DBS Savings') -> 11; displayWidth('星展银行') -> 8; displayWidth('Gold 🪙') -> 7.
 * In the shared kernel so the web's name fields and the server's checks count alike.
 */
export function displayWidth(text: string): number {
  let width = 0;
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) {
    const first = segment.codePointAt(0) ?? 0;
    width += isWideCodePoint(first) || EMOJI.test(segment) ? 2 : 1;
  }
  return width;
}

/**
 * The one message for a name wider than `maxWidth` columns, on the server and in the web alike. It names the
 * double count so a resident typing 星展银行 understands why 13 characters are already too many.
 */
export const tooWideMessage = (maxWidth: number): string =>
  `Must be ${maxWidth} characters or fewer (Chinese, Japanese and Korean characters count as 2)`;
