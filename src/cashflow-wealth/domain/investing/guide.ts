/**
 * The investing-for-beginners guide's steps (spec 3 §3 "Investing for beginners": itemsCompleted, items such as
 * 'advice from advisers' and 'ready to start investing'). Pure, so the web uses the same ids
 * (decisions.md "Investing for beginners").
 */

/** The guide's steps, in the order the guide walks through them. */
export const GUIDE_ITEMS = [
  'GOALS_AND_HORIZON',
  'EMERGENCY_FUND',
  'EXPENSIVE_DEBT',
  'GET_INSURED',
  'LEARN_PRODUCTS',
  'ADVICE_FROM_ADVISERS',
  'OPEN_CDP_OR_BROKERAGE',
  'READY_TO_START_INVESTING',
] as const;
export type GuideItem = (typeof GUIDE_ITEMS)[number];

export const isGuideItem = (value: unknown): value is GuideItem => typeof value === 'string' && (GUIDE_ITEMS as readonly string[]).includes(value);

/**
 * The steps ticked after ticking (`completed` true) or unticking `item`: each step at most once, in the guide's
 * order, whatever order they were ticked in.
 */
export function tickGuideItem(itemsCompleted: readonly GuideItem[], item: GuideItem, completed: boolean): GuideItem[] {
  const ticked = new Set(itemsCompleted);
  if (completed) ticked.add(item);
  else ticked.delete(item);
  return GUIDE_ITEMS.filter((step) => ticked.has(step));
}
