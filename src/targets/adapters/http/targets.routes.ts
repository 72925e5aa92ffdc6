import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { LocalDate } from '../../../shared-kernel/local-date.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { EmergencyFundCommands } from '../../application/emergency-fund-commands.js';
import type { GoalCommands } from '../../application/goal-commands.js';
import type { ReadTargets } from '../../application/read-targets.js';
import type { SaveAllocation } from '../../application/save-allocation.js';
import { MAX_OPEN_GOALS, type GoalChange } from '../../domain/goal.js';
import { GOAL_MESSAGES } from '../../domain/target-rules.js';
import type { AllocationRequestDto, CreateGoalRequest, EmergencyFundRequest, TargetsResponse, UpdateGoalRequest } from './targets.contract.js';

const amount = Joi.cents();
/**
 * Paid out at most the target (spec 1 §5 ordering text) when a body carries both; the domain checks it again
 * against the stored total (target-rules.ts goalChangeProblems). Amounts are never negative: `Joi.cents()`.
 */
const paidOutAmount = amount.allow(null).when('totalAmount', {
  is: Joi.exist(),
  then: Joi.cents().allow(null).max(Joi.ref('totalAmount')).messages({ 'number.max': GOAL_MESSAGES.paidOutAboveTotal }),
});
const goalFields = {
  // Shape only: the domain trims the name and says when it is empty or too long, in the resident's words.
  name: Joi.string().allow('').max(200),
  totalAmount: amount,
  currentAmount: amount,
  date: Joi.localDate(),
  archivedAcknowledged: Joi.boolean(),
  paidOut: Joi.boolean(),
  paidOutAmount,
  paidOutDate: Joi.localDate().allow(null),
};
export const createGoalSchema = Joi.object<CreateGoalRequest>({
  ...goalFields,
  name: goalFields.name.required(),
  totalAmount: goalFields.totalAmount.required(),
  date: goalFields.date.required(),
}).required();
export const updateGoalSchema = Joi.object<UpdateGoalRequest>(goalFields).min(1).required();
const fundFields = { totalAmount: amount, currentAmount: amount, date: Joi.localDate(), prevAccumulatedMonths: Joi.number().min(0).max(100_000) };
export const putFundSchema = Joi.object<EmergencyFundRequest>({
  ...fundFields,
  totalAmount: fundFields.totalAmount.required(),
  currentAmount: fundFields.currentAmount.required(),
  date: fundFields.date.required(),
}).required();
export const patchFundSchema = Joi.object<Partial<EmergencyFundRequest>>(fundFields).min(1).required();
export const allocationSchema = Joi.object<AllocationRequestDto>({
  goals: Joi.array().items(Joi.object({ id: Joi.string().guid().required(), currentAmount: amount.required() })).max(MAX_OPEN_GOALS).unique('id').required(),
  emergencyFund: Joi.object({ currentAmount: amount.required() }).allow(null),
}).required();
const idParams = Joi.object({ id: Joi.string().trim().min(1).max(100).required() });

export interface TargetsRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  read: ReadTargets;
  goals: GoalCommands;
  fund: EmergencyFundCommands;
  allocation: SaveAllocation;
}

/** The targets calls of spec 3 §7 and GET /targets; every write needs consent and completed onboarding (spec 3 §6). */
export function targetsRoutes(deps: TargetsRoutesDeps): ApiRoutes {
  const reader = () => deps.guard({ requireConsent: true });
  const writer = () => deps.guard({ requireConsent: true, requireOnboarding: true });
  return {
    name: 'targets',
    mount(router) {
      router.get('/targets', reader(), async (ctx) => {
        const body: TargetsResponse = await deps.read.execute(ctx.state.currentUser!.id);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/goal', writer(), validate({ body: createGoalSchema }), async (ctx) => {
        const body = ctx.request.body as CreateGoalRequest;
        const goal = await deps.goals.create(ctx.state.currentUser!.id, {
          name: body.name,
          totalAmount: body.totalAmount as Cents,
          currentAmount: (body.currentAmount ?? 0) as Cents,
          date: body.date as LocalDate,
          archivedAcknowledged: body.archivedAcknowledged ?? false,
          paidOut: body.paidOut ?? false,
          paidOutAmount: (body.paidOutAmount ?? null) as Cents | null,
          paidOutDate: (body.paidOutDate ?? null) as LocalDate | null,
        });
        ctx.status = 201;
        ctx.body = { data: { id: goal.id }, goal };
      });
      router.patch('/goal/:id', writer(), validate({ params: idParams, body: updateGoalSchema }), async (ctx) => {
        const goal = await deps.goals.update(ctx.state.currentUser!.id, String(ctx.state.params!.id), ctx.request.body as GoalChange);
        ctx.body = { goal };
      });
      router.delete('/goal/:id', writer(), validate({ params: idParams }), async (ctx) => {
        await deps.goals.delete(ctx.state.currentUser!.id, String(ctx.state.params!.id));
        ctx.status = 204;
      });
      router.put('/emergency-fund', writer(), validate({ body: putFundSchema }), async (ctx) => {
        const { totalAmount, currentAmount, date } = ctx.request.body as EmergencyFundRequest;
        ctx.body = { emergencyFund: await deps.fund.put(ctx.state.currentUser!.id, { totalAmount: totalAmount as Cents, currentAmount: currentAmount as Cents, date: date as LocalDate }) };
      });
      router.patch('/emergency-fund', writer(), validate({ body: patchFundSchema }), async (ctx) => {
        const { prevAccumulatedMonths: _ignored, ...change } = ctx.request.body as Partial<EmergencyFundRequest>;
        ctx.body = { emergencyFund: await deps.fund.patch(ctx.state.currentUser!.id, change as Partial<{ totalAmount: Cents; currentAmount: Cents; date: LocalDate }>) };
      });
      router.put('/allocation', writer(), validate({ body: allocationSchema }), async (ctx) => {
        const body = ctx.request.body as AllocationRequestDto;
        await deps.allocation.execute(ctx.state.currentUser!.id, {
          goals: body.goals.map((line) => ({ id: line.id, currentAmount: line.currentAmount as Cents })),
          emergencyFund: body.emergencyFund ? (body.emergencyFund.currentAmount as Cents) : null,
        });
        ctx.status = 204;
      });
    },
  };
}
