import { ValidationFailed, type FieldError } from '../../shared-kernel/errors.js';
import { LocalDate } from '../../shared-kernel/local-date.js';
import { MAX_MONEY_INPUT_SGD_CENTS, type Cents } from '../../shared-kernel/money.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { ENTERED_DATE_IN_FUTURE } from './estimated-monthly-expenses.js';
import { checkCents } from './money-limits.js';

/**
 * Spec 2 §3 "Target monthly savings": one per resident, SGD cents a month, with the day of the month the resident
 * moves it (1 to 28) and whether that transfer is automatic (a standing instruction at the bank); both null until said.
 */
export interface TargetMonthlySavings {
  targetMonthlySavings: Cents;
  enteredDate: LocalDate;
  dayOfTransfer: number | null;
  automaticTransferStatus: boolean | null;
}

/** Spec 1 §5, spec 3 §9: the one text for any wrong day of transfer (also when an automatic transfer has none). */
export const DAY_OF_TRANSFER_MESSAGE = 'Choose a day from 1 to 28';

/** Spec 2 §3 "Total budget": one per resident, SGD cents a month. */
export interface TotalBudget {
  amount: Cents;
}

/**
 * Target: cents from 0 to the SGD money cap; enteredDate a real day not after today in Singapore.
 * @throws ValidationFailed (400) listing each failing field.
 */
export function checkTargetMonthlySavings(value: TargetMonthlySavings, today: LocalDate): TargetMonthlySavings {
  const problems: FieldError[] = [];
  checkCents(problems, 'targetMonthlySavings', value.targetMonthlySavings, 0, MAX_MONEY_INPUT_SGD_CENTS);
  if (!LocalDate.isValid(value.enteredDate)) problems.push({ field: 'enteredDate', message: messages.invalidFormat });
  else if (LocalDate.compare(value.enteredDate, today) > 0) problems.push({ field: 'enteredDate', message: ENTERED_DATE_IN_FUTURE });
  const day = value.dayOfTransfer;
  if (day !== null && !(Number.isInteger(day) && day >= 1 && day <= 28)) problems.push({ field: 'dayOfTransfer', message: DAY_OF_TRANSFER_MESSAGE });
  // An automatic transfer happens on a day: saying "automatic" without one leaves the plan nothing to count.
  else if (day === null && value.automaticTransferStatus === true) problems.push({ field: 'dayOfTransfer', message: DAY_OF_TRANSFER_MESSAGE });
  if (problems.length > 0) throw new ValidationFailed(problems);
  return value;
}

/** Total budget: cents from 0 to the SGD money cap. @throws ValidationFailed (400). */
export function checkTotalBudget(value: TotalBudget): TotalBudget {
  const problems: FieldError[] = [];
  checkCents(problems, 'amount', value.amount, 0, MAX_MONEY_INPUT_SGD_CENTS);
  if (problems.length > 0) throw new ValidationFailed(problems);
  return value;
}
