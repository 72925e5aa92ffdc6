import fc from 'fast-check';
import { MIN_EMERGENCY_FUND_CENTS } from '../../../../src/targets/domain/emergency-fund.js';
import { MAX_TARGET_AMOUNT_CENTS, MAX_TARGET_NAME_LENGTH, MIN_PAID_OUT_CENTS } from '../../../../src/targets/domain/goal.js';
import { FUZZ_TODAY, cents, localDate, text } from './primitives.js';

/**
 * The valid shapes of the targets writes: spec 3 §3 "Goal" and "Emergency fund", §4 (lifecycle and update rules),
 * §5 (amounts above 0 up to 999,999,999 dollars, a fund above S$100, paid out at least S$1, names of 60 characters)
 * and §7 (the calls); docs/api.md "Targets". Dates are due dates from today on (the shared range ends 2200-12-31).
 */

const LAST_DAY = '2200-12-31';
const totalAmount = () => cents(1, MAX_TARGET_AMOUNT_CENTS);
export const dueDate = () => localDate(FUZZ_TODAY, LAST_DAY);
/** When a target was paid out: from January 2019 (spec 3 §5) to today. */
const paidOutDate = () => localDate('2019-01-01', FUZZ_TODAY);

/** POST /goal, an active target: a name, a total, part of it allocated, a due date from today. */
export const activeGoalBody = () =>
  fc.tuple(text(MAX_TARGET_NAME_LENGTH), totalAmount(), fc.option(fc.nat(), { nil: undefined }), dueDate(), fc.option(fc.boolean(), { nil: undefined })).map(([name, total, share, date, acknowledged]) => ({
    name,
    totalAmount: total,
    ...(share === undefined ? {} : { currentAmount: share % (total + 1) }),
    date,
    ...(acknowledged === undefined ? {} : { archivedAcknowledged: acknowledged }),
    ...(share !== undefined && share % 3 === 0 ? { paidOut: false } : {}),
  }));

/** POST /goal, a target recorded as paid out: at least S$1 and at most its total, on a day up to today. */
export const paidOutGoalBody = () =>
  fc.tuple(text(MAX_TARGET_NAME_LENGTH), cents(MIN_PAID_OUT_CENTS, MAX_TARGET_AMOUNT_CENTS), fc.nat(), dueDate(), paidOutDate()).map(([name, total, share, date, paidOn]) => ({
    name,
    totalAmount: total,
    date,
    paidOut: true,
    paidOutAmount: MIN_PAID_OUT_CENTS + (share % (total - MIN_PAID_OUT_CENTS + 1)),
    paidOutDate: paidOn,
  }));

export const createGoalBody = () => fc.oneof({ weight: 4, arbitrary: activeGoalBody() }, { weight: 1, arbitrary: paidOutGoalBody() });

/** PATCH /goal/{id} of an active target: any of name, total, allocation (within the total) and a due date from today. */
export const goalChange = () =>
  fc
    .record({ name: text(MAX_TARGET_NAME_LENGTH), totalAmount: totalAmount(), currentShare: fc.nat(), date: dueDate(), archivedAcknowledged: fc.boolean() }, { requiredKeys: [] })
    .map(({ currentShare, ...rest }) => ({ ...rest, ...(currentShare === undefined ? {} : { currentAmount: currentShare % ((rest.totalAmount ?? 100_000) + 1) }) }))
    .filter((change) => Object.keys(change).length > 0);

/** PATCH /goal/{id} completing it (spec 3 §4 "Complete target"): paid out at least S$1, at most the total. */
export const completeGoalChange = (total: number) =>
  fc.tuple(fc.nat(), paidOutDate()).map(([share, paidOn]) => ({ paidOut: true, paidOutAmount: MIN_PAID_OUT_CENTS + (share % (total - MIN_PAID_OUT_CENTS + 1)), paidOutDate: paidOn }));

/** PUT /emergency-fund: over S$100, what is set aside (clipped to the total by the server), a due date from today. */
export const fundBody = () =>
  fc.record(
    { totalAmount: cents(MIN_EMERGENCY_FUND_CENTS + 1, MAX_TARGET_AMOUNT_CENTS), currentAmount: cents(0, MAX_TARGET_AMOUNT_CENTS), date: dueDate(), prevAccumulatedMonths: fc.integer({ min: 0, max: 1000 }) },
    { requiredKeys: ['totalAmount', 'currentAmount', 'date'] },
  );

/** PATCH /emergency-fund: any non-empty part of a fund. */
export const fundChange = () => fundBody().chain((whole) => fc.subarray(Object.keys(whole), { minLength: 1 }).map((keys) => Object.fromEntries(keys.map((k) => [k, whole[k as keyof typeof whole]]))));

/** A negative amount in cents (the sign must never be dropped: -200 is not 200). */
export const negativeCents = () => fc.oneof(fc.constantFrom(-1, -100, -200, -MAX_TARGET_AMOUNT_CENTS), fc.integer({ min: -MAX_TARGET_AMOUNT_CENTS, max: -1 }));
