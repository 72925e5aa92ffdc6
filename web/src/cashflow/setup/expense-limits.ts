/**
 * The expense limits on their own, free of the form rules' imports, so the app shell (the public expense manager's
 * store) can check stored figures without loading the validation and date code.
 */

/** Spec 2 §5 / §9: an expense amount is at most 99,999,999 dollars. */
export const MAX_EXPENSE_CENTS = 9_999_999_900;
/** The server's limit on a category's length. */
export const MAX_CATEGORY_LENGTH = 40;
