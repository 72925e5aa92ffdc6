/**
 * The sentence under the overall level (spec 2 §4 "Aggregation": the overall level combines only the available
 * areas). It names only the areas that are judged, and says which are not available yet and what to add, so "all in
 * good shape" is never said of an area without its inputs (docs/decisions.md "Verdicts only on what is known").
 */
import type { Area } from './areas';

const ORDER: readonly Area[] = ['cashflow', 'wealth', 'protection'];
const WHAT_TO_ADD: Readonly<Record<Area, string>> = {
  cashflow: 'your income and spending',
  wealth: 'what you own',
  protection: 'your savings',
};

/** 'a', 'a and b', 'a, b and c' */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The verdict on the judged areas at the overall level (1 to 3). */
function judgedSentence(level: 1 | 2 | 3, judged: readonly Area[]): string {
  const names = listInWords(judged);
  const plural = judged.length > 1;
  if (level === 3) return `Your ${names} ${plural ? 'are' : 'is'} in good shape.`;
  if (level === 2) return `Your ${names} ${plural ? 'are' : 'is'} on track, with room to improve.`;
  return `${plural ? `Parts of your ${names} need` : `Your ${names} needs`} attention: start with the recommended actions below.`;
}

/**
 * '<verdict on the judged areas>[ <the others> is/are not available yet: add <what>.]'; null when no area is judged
 * (the dashboard then shows its start card).
 */
export function overallVerdict(overall: number, areas: Readonly<Record<Area, number>>): string | null {
  const judged = ORDER.filter((area) => areas[area] > 0);
  if (judged.length === 0 || overall < 1 || overall > 3) return null;
  const missing = ORDER.filter((area) => areas[area] === 0);
  const verdict = judgedSentence(overall as 1 | 2 | 3, judged);
  if (missing.length === 0) return verdict;
  const names = capitalised(listInWords(missing));
  return `${verdict} ${names} ${missing.length > 1 ? 'are' : 'is'} not available yet: add ${listInWords(missing.map((area) => WHAT_TO_ADD[area]))}.`;
}
