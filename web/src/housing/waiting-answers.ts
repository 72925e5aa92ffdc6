/**
 * The "What can I afford?" answers waiting in this tab, as the pages outside the tool see them (the onboarding's last
 * page offers to go back to them): only the storage key and whether a price was typed, so those pages do not load
 * the housing engine. affordability-answers.ts reads and writes the answers themselves.
 */
export const AFFORDABILITY_ANSWERS_KEY = 'mmp.whatCanIAfford.answers';

/** Whether answers worth keeping wait in this tab: a price or budget was typed (the rest alone is no flat). */
export function hasWaitingAnswers(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    const parsed = JSON.parse(storage?.getItem(AFFORDABILITY_ANSWERS_KEY) ?? 'null') as { price?: unknown } | null;
    return typeof parsed?.price === 'string' && parsed.price.trim() !== '';
  } catch {
    return false;
  }
}
