/**
 * The nine-colour set of expense categories (spec 1 ui guide "nine-colour category sets"): each colour has a main
 * shade (the swatch, stored on the expense) with at least 3:1 contrast on white, as a graphic must, and a text
 * shade with at least 4.5:1 on white and on the main shade's pale tint (WCAG AA for text). Hues are spread round
 * the wheel, in the order (blue first) whose neighbours differ most, also as seen with colour blindness: a new
 * expense takes the next free colour, so a doughnut of expenses shows them side by side
 * (web/test/chart-colours.test.ts).
 */

export interface CategoryColour {
  main: string;
  text: string;
  /** a pale background for chips */
  tint: string;
}

export const CATEGORY_COLOURS: readonly CategoryColour[] = [
  { main: '#1d64d8', text: '#123f8a', tint: '#e8f0fc' },
  { main: '#c53030', text: '#7f1d1d', tint: '#fcebeb' },
  { main: '#0e7c7b', text: '#064e4d', tint: '#e3f4f4' },
  { main: '#b7591e', text: '#6f3410', tint: '#fbeee5' },
  { main: '#7a6248', text: '#4d3d2c', tint: '#f3efea' },
  { main: '#3c4a9e', text: '#262f69', tint: '#eaecf7' },
  { main: '#2f855a', text: '#1c5439', tint: '#e6f4ec' },
  { main: '#6b46c1', text: '#452a86', tint: '#f0ebfa' },
  { main: '#b83280', text: '#771d52', tint: '#fbeaf4' },
];

/**
 * The colour for a new expense: the first colour of the set no expense uses yet (compared without case); once all
 * nine are used, the set starts again by how many expenses there are.
 */
export function nextCategoryColour(usedColours: readonly (string | null)[]): string {
  const used = new Set(usedColours.filter((c): c is string => c !== null).map((c) => c.toLowerCase()));
  const free = CATEGORY_COLOURS.find((c) => !used.has(c.main));
  return (free ?? CATEGORY_COLOURS[usedColours.length % CATEGORY_COLOURS.length]!).main;
}

/** The full colour for a stored main shade; an unknown or missing one falls back to the first colour. */
export function categoryColour(main: string | null): CategoryColour {
  return CATEGORY_COLOURS.find((c) => c.main === main?.toLowerCase()) ?? CATEGORY_COLOURS[0]!;
}
