/**
 * The predefined expense categories (spec 2 §3 "Categories seen") and the suggestions the expense-entry panel
 * offers (spec 2 §2): predefined categories already in use are left out, compared without case.
 */

export const PREDEFINED_CATEGORIES = [
  'Food and drinks',
  'Transport',
  'Utilities',
  'Donations',
  'Entertainment',
  'Family',
  'Health',
  'Insurance',
  'Loan repayment',
  'Personal grooming',
  'Self-improvement',
  'Shopping',
  'Taxes',
] as const;
export type PredefinedCategory = (typeof PREDEFINED_CATEGORIES)[number];

/** Categories are the same whatever their case or surrounding space ('food and drinks' = 'Food and drinks '). */
export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function isCategoryUsed(category: string, used: readonly string[]): boolean {
  return used.some((u) => sameCategory(u, category));
}

/**
 * The suggestions for the category field: predefined categories not in `used`, and, once the resident types,
 * only those containing the typed text (ignoring case). An exact match of the text is left out: it is chosen.
 */
export function categorySuggestions(used: readonly string[], typed = ''): PredefinedCategory[] {
  const needle = typed.trim().toLowerCase();
  return PREDEFINED_CATEGORIES.filter(
    (c) => !isCategoryUsed(c, used) && (needle === '' || (c.toLowerCase().includes(needle) && c.toLowerCase() !== needle)),
  );
}
