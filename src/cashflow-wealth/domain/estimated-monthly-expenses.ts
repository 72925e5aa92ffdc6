import { ValidationFailed } from '../../shared-kernel/errors.js';
import { LocalDate } from '../../shared-kernel/local-date.js';
import { MAX_MONEY_INPUT_SGD_CENTS, type Cents } from '../../shared-kernel/money.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { formatLimit } from '../../shared-kernel/validation/values.js';
import { dec } from '../../shared-kernel/decimal.js';

/** Spec 2 §3 "Estimated monthly expenses": one per resident, in SGD cents. */
export interface EstimatedMonthlyExpenses {
  amount: Cents;
  /** true when the amount was worked out from the resident's data rather than typed in */
  isDerived: boolean;
  enteredDate: LocalDate;
}

export const ENTERED_DATE_IN_FUTURE = 'Date cannot be after today';

/**
 * Rules (spec 1 §5, §9): amount integer cents 0 to the SGD money cap; enteredDate a real day not after today in
 * Singapore. The edge checks the same; this keeps the domain honest for any other caller.
 * @throws ValidationFailed (400) listing each failing field.
 */
export function checkEstimatedMonthlyExpenses(value: EstimatedMonthlyExpenses, today: LocalDate): EstimatedMonthlyExpenses {
  const problems = [];
  if (!Number.isSafeInteger(value.amount) || value.amount < 0) {
    problems.push({ field: 'amount', message: messages.minInclusive('0') });
  } else if (value.amount > MAX_MONEY_INPUT_SGD_CENTS) {
    problems.push({ field: 'amount', message: messages.maxInclusive(formatLimit(dec(MAX_MONEY_INPUT_SGD_CENTS).div(100n))) });
  }
  if (!LocalDate.isValid(value.enteredDate)) {
    problems.push({ field: 'enteredDate', message: messages.invalidFormat });
  } else if (LocalDate.compare(value.enteredDate, today) > 0) {
    problems.push({ field: 'enteredDate', message: ENTERED_DATE_IN_FUTURE });
  }
  if (problems.length > 0) throw new ValidationFailed(problems);
  return value;
}
