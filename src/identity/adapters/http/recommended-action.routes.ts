import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { RecommendedActions } from '../../application/recommended-actions.js';
import { COMPLETED_BY, RECOMMENDED_ACTION_KEY, RECOMMENDED_ACTION_KEY_MESSAGE } from '../../domain/notifications/recommended-action.js';
import type {
  CompleteRecommendedActionRequest,
  RecommendedActionResponse,
  RecommendedActionsResponse,
  UpdateRecommendedActionRequest,
} from './notifications.contract.js';
import { presentRecommendedAction } from './recommended-action.presenter.js';
import type { GuardOptions } from './session-guard.js';

const COMPLETER = Joi.string().valid(...COMPLETED_BY).messages({ 'any.only': `Must be one of ${COMPLETED_BY.join(', ')}` });

export const completeRecommendedActionSchema = Joi.object<CompleteRecommendedActionRequest>({
  key: Joi.string().pattern(RECOMMENDED_ACTION_KEY).required().messages({ 'string.pattern.base': RECOMMENDED_ACTION_KEY_MESSAGE }),
  completedBy: COMPLETER.required(),
}).required();

export const updateRecommendedActionSchema = Joi.object<UpdateRecommendedActionRequest>({
  completedAt: Joi.dateOrTimestamp(),
  completedBy: COMPLETER,
})
  .or('completedAt', 'completedBy')
  .messages({ 'object.missing': 'Nothing to update' })
  .required();

export const actionIdParams = Joi.object({ id: Joi.string().guid().required() });

export interface RecommendedActionRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  actions: RecommendedActions;
}

/** Spec 1 §4 "Recommended actions": record a completion, list, correct and delete them (the resident's own). */
export function recommendedActionRoutes(deps: RecommendedActionRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  return {
    name: 'identity.recommended-actions',
    mount(router) {
      router.get('/recommended-actions', guard(), async (ctx) => {
        const actions = await deps.actions.list(ctx.state.userId!);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { recommendedActions: actions.map(presentRecommendedAction) } satisfies RecommendedActionsResponse;
      });

      router.post('/recommended-action', guard(), validate({ body: completeRecommendedActionSchema }), async (ctx) => {
        const { key, completedBy } = ctx.request.body as CompleteRecommendedActionRequest;
        const { action, created } = await deps.actions.complete(ctx.state.userId!, key, completedBy);
        ctx.status = created ? 201 : 200;
        ctx.body = { recommendedAction: presentRecommendedAction(action) } satisfies RecommendedActionResponse;
      });

      router.patch('/recommended-action/:id', guard(), validate({ params: actionIdParams, body: updateRecommendedActionSchema }), async (ctx) => {
        const { id } = ctx.state.params as { id: string };
        const body = ctx.request.body as UpdateRecommendedActionRequest;
        const updated = await deps.actions.update(ctx.state.userId!, id, {
          ...(body.completedAt !== undefined && { completedAt: new Date(body.completedAt) }),
          ...(body.completedBy !== undefined && { completedBy: body.completedBy }),
        });
        ctx.body = { recommendedAction: presentRecommendedAction(updated) } satisfies RecommendedActionResponse;
      });

      router.delete('/recommended-action/:id', guard(), validate({ params: actionIdParams }), async (ctx) => {
        await deps.actions.delete(ctx.state.userId!, ctx.state.params!.id as string);
        ctx.status = 204;
      });
    },
  };
}
