import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import { COLOUR_PATTERN, MAX_EXPENSES, MAX_EXPENSE_AMOUNT_CENTS, MAX_EXPENSE_CATEGORY_LENGTH, TIME_INTERVALS, type ExpenseChange, type ExpenseDraft } from '../../domain/expense.js';
import type { CreateExpenses } from '../../application/create-expenses.js';
import type { DeleteExpenses } from '../../application/delete-expenses.js';
import type { UpdateExpenses } from '../../application/update-expenses.js';
import type { CreateExpensesRequest, DeleteExpensesResponse, ExpenseInput, ExpensesResponse, UpdateExpensesRequest } from './cashflow-wealth.contract.js';
import { changesOnly } from './outflow-schemas.js';
import { presentExpense } from './outflow.presenters.js';

export const TOO_MANY_EXPENSE_ITEMS = `Send at most ${MAX_EXPENSES} expenses`;
export const NOTHING_TO_CHANGE_BESIDES_ID = 'Send the id and at least one field to change';

/** SGD cents above 0 and at most 99,999,999 dollars (spec 2 §5 expense panel); a negative amount reads 'Must be more than 0' too. */
const expenseCents = () => Joi.cents().greater(0).maxCents(MAX_EXPENSE_AMOUNT_CENTS).messages({ 'number.min': 'Must be more than 0' });
const interval = () => Joi.string().valid(...TIME_INTERVALS);

const expenseFields = {
  category: Joi.trimmedText().max(MAX_EXPENSE_CATEGORY_LENGTH),
  amount: expenseCents(),
  timeInterval: interval(),
  budgetAmount: expenseCents().allow(null),
  budgetTimeInterval: interval().allow(null),
  colour: Joi.string().pattern(COLOUR_PATTERN).allow(null),
};

export const createExpensesSchema = Joi.object<CreateExpensesRequest>({
  expenses: Joi.array()
    .items(
      Joi.object<ExpenseInput>({
        ...expenseFields,
        category: expenseFields.category.required(),
        amount: expenseFields.amount.required(),
        timeInterval: expenseFields.timeInterval.required(),
      }),
    )
    .max(MAX_EXPENSES)
    .required()
    .messages({ 'array.max': TOO_MANY_EXPENSE_ITEMS }),
}).required();

export const updateExpensesSchema = Joi.object<UpdateExpensesRequest>({
  expenses: Joi.array()
    .items(changesOnly(Joi.object({ id: Joi.string().min(1).max(100).required(), ...expenseFields }), 2, NOTHING_TO_CHANGE_BESIDES_ID))
    .min(1)
    .max(MAX_EXPENSES)
    .required()
    .messages({ 'array.max': TOO_MANY_EXPENSE_ITEMS, 'array.min': NOTHING_TO_CHANGE_BESIDES_ID }),
}).required();

/** `?ids=a,b`: comma-separated ids; left out entirely, every expense is deleted. An empty `ids=` is a 400, never "all". */
export const deleteExpensesQuery = Joi.object({ ids: Joi.string().max(5000) });

const toDraft = (input: ExpenseInput): ExpenseDraft => ({
  category: input.category,
  amount: input.amount as ExpenseDraft['amount'],
  timeInterval: input.timeInterval,
  budgetAmount: (input.budgetAmount ?? null) as ExpenseDraft['budgetAmount'],
  budgetTimeInterval: input.budgetTimeInterval ?? null,
  colour: input.colour ?? null,
});

export interface ExpenseRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  create: CreateExpenses;
  update: UpdateExpenses;
  remove: DeleteExpenses;
}

/** Spec 2 §7 expense calls: POST (create), PATCH (changed fields), DELETE (?ids or all); each all or nothing. */
export function expenseRoutes(deps: ExpenseRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  return {
    name: 'cashflow-wealth.expenses',
    mount(router) {
      router.post('/expense', guard(), validate({ body: createExpensesSchema }), async (ctx) => {
        const { expenses } = ctx.request.body as CreateExpensesRequest;
        const created = await deps.create.execute(ctx.state.currentUser!.id, expenses.map(toDraft));
        const body: ExpensesResponse = { expenses: created.map(presentExpense) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.patch('/expense', guard(), validate({ body: updateExpensesSchema }), async (ctx) => {
        const { expenses } = ctx.request.body as { expenses: ExpenseChange[] };
        const updated = await deps.update.execute(ctx.state.currentUser!.id, expenses);
        const body: ExpensesResponse = { expenses: updated.map(presentExpense) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.delete('/expense', guard(), validate({ query: deleteExpensesQuery }), async (ctx) => {
        const { ids } = ctx.state.query as { ids?: string };
        const wanted = ids === undefined ? null : ids.split(',').map((id) => id.trim()).filter((id) => id !== '');
        const body: DeleteExpensesResponse = { ids: await deps.remove.execute(ctx.state.currentUser!.id, wanted) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
