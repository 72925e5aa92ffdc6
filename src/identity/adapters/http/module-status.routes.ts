import { messages } from '../../../shared-kernel/validation/index.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { ListModuleStatuses, RecordModuleProgress } from '../../application/module-statuses.js';
import { MAX_STEP, MODULE_IDS } from '../../domain/module-progress.js';
import type { GuardOptions } from './session-guard.js';
import { presentModuleStatus } from './module-status.presenter.js';
import type { ModuleStatusesResponse, PutModuleStatusRequest } from './identity.contract.js';

/**
 * PUT /module-status body (spec 1 §7): progress `{ module, currentStep, lastUpdated }` or completion
 * `{ module, currentStep: null, lastUpdated, lastCompleted }`. The times sent are checked for shape only: the
 * server stores its own.
 */
export const putModuleStatusSchema = Joi.object<PutModuleStatusRequest>({
  module: Joi.string().valid(...MODULE_IDS).required(),
  currentStep: Joi.number().integer().min(0).max(MAX_STEP).allow(null).required(),
  lastUpdated: Joi.dateOrTimestamp(),
  lastCompleted: Joi.when('currentStep', {
    is: null,
    then: Joi.dateOrTimestamp().required(),
    // A step and a completion at once is a contradiction, not something to guess about.
    otherwise: Joi.forbidden().messages({ 'any.unknown': messages.invalidFormat }),
  }),
}).required();

export interface ModuleStatusRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  record: RecordModuleProgress;
  list: ListModuleStatuses;
}

/**
 * The signed-in resident's module progress (spec 1 §4 "Module progress"): PUT stores a step or a completion
 * (spec 1 §7); GET reads every module (ours: the spec leaves the read unnamed). Both need consent to the app terms.
 */
export function moduleStatusRoutes(deps: ModuleStatusRoutesDeps): ApiRoutes {
  return {
    name: 'identity.module-status',
    mount(router) {
      router.get('/module-status', deps.guard({ requireConsent: true }), async (ctx) => {
        const modules = await deps.list.execute(ctx.state.userId!);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { modules: modules.map(presentModuleStatus) } satisfies ModuleStatusesResponse;
      });

      router.put('/module-status', deps.guard({ requireConsent: true }), validate({ body: putModuleStatusSchema }), async (ctx) => {
        const body = ctx.request.body as PutModuleStatusRequest;
        const change = body.currentStep === null ? ({ kind: 'complete' } as const) : ({ kind: 'progress', step: body.currentStep } as const);
        const stored = await deps.record.execute(ctx.state.userId!, body.module, change);
        ctx.body = presentModuleStatus(stored);
      });
    },
  };
}
