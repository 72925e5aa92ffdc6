import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { LocalDate } from '../../../shared-kernel/local-date.js';
import type { Cents } from '../../../shared-kernel/money.js';
import { INCOME_TYPES, MAX_INCOME_ITEMS, MAX_INCOME_NAME_LENGTH, TOO_MANY_INCOME_ITEMS, type IncomeDraft } from '../../domain/income.js';
import type { ReadFinances } from '../../application/read-finances.js';
import type { RecordEstimatedMonthlyExpenses } from '../../application/record-estimated-monthly-expenses.js';
import type { SaveIncomeList } from '../../application/save-income-list.js';
import type {
  FinancesResponse,
  FullFinancesResponse,
  RecordEstimatedMonthlyExpensesRequest,
  RecordEstimatedMonthlyExpensesResponse,
  SaveIncomeListRequest,
  SaveIncomeListResponse,
} from './cashflow-wealth.contract.js';
import { presentOutflowsAndLiabilities, type OutflowsAndLiabilitiesResponse } from './outflow.presenters.js';
import { presentAssetLists, type AssetListsResponse } from './asset.presenter.js';
import { respondWithCachedRead, type CachedReadDeps } from './cached-resident-read.js';

export { TOO_MANY_INCOME_ITEMS };

/**
 * Integer cents >= 0 with no upper bound here: the cap depends on the currency's stored rate, which the domain
 * checks (a JPY income may exceed the SGD cap in cents). Safe integers only (joi's default).
 */
const centsAnyCurrency = Joi.number().integer().min(0);

const incomeItem = Joi.object<IncomeDraft>({
  id: Joi.string().min(1).max(100),
  name: Joi.trimmedText().max(MAX_INCOME_NAME_LENGTH).required(),
  grossIncome: centsAnyCurrency.required(),
  netIncome: centsAnyCurrency.allow(null).required(),
  incomeCurrency: Joi.string().pattern(/^[A-Z]{3}$/).required(),
  type: Joi.string()
    .valid(...INCOME_TYPES)
    .required(),
});

export const saveIncomeListSchema = Joi.object<SaveIncomeListRequest>({
  incomeList: Joi.array().items(incomeItem).max(MAX_INCOME_ITEMS).required().messages({ 'array.max': TOO_MANY_INCOME_ITEMS }),
}).required();

export const recordEstimatedMonthlyExpensesSchema = Joi.object<RecordEstimatedMonthlyExpensesRequest>({
  amount: Joi.cents().required(),
  isDerived: Joi.boolean().required(),
  enteredDate: Joi.localDate().required(),
}).required();

export interface FinancesRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  saveIncome: SaveIncomeList;
  recordExpenses: RecordEstimatedMonthlyExpenses;
  read: ReadFinances;
  /** GET /finances answers from memory while the resident's stamp stands (see cached-resident-read.ts). */
  cached: CachedReadDeps;
}

/** Spec 2 §3: the income list, estimated monthly expenses, and the combined read GET /finances. */
export function financesRoutes(deps: FinancesRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  return {
    name: 'cashflow-wealth.finances',
    mount(router) {
      router.post('/income', guard(), validate({ body: saveIncomeListSchema }), async (ctx) => {
        const { incomeList } = ctx.request.body as { incomeList: IncomeDraft[] };
        const body: SaveIncomeListResponse = { incomeList: await deps.saveIncome.execute(ctx.state.currentUser!.id, incomeList) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/estimated-monthly-expenses', guard(), validate({ body: recordEstimatedMonthlyExpensesSchema }), async (ctx) => {
        const { amount, isDerived, enteredDate } = ctx.request.body as RecordEstimatedMonthlyExpensesRequest;
        const saved = await deps.recordExpenses.execute(ctx.state.currentUser!.id, { amount: amount as Cents, isDerived, enteredDate: enteredDate as LocalDate });
        const body: RecordEstimatedMonthlyExpensesResponse = { estimatedMonthlyExpenses: saved };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.get('/finances', guard(), (ctx) =>
        respondWithCachedRead(ctx, deps.cached, async (userId, facts) => {
          const finances = await deps.read.execute(userId, facts);
          const body: FinancesResponse & OutflowsAndLiabilitiesResponse & AssetListsResponse & Pick<FullFinancesResponse, 'totals' | 'monthlyFigures' | 'emergencyFund'> = { ...finances, ...presentOutflowsAndLiabilities(finances), ...presentAssetLists(finances) };
          return body;
        }),
      );
    },
  };
}
