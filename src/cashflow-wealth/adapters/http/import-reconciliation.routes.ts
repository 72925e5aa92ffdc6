import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { ListImportReconciliations, ResolveImportReconciliation } from '../../application/import-reconciliations.js';
import { RECONCILIATION_CHOICES } from '../../domain/import-reconciliation.js';
import type { ListImportReconciliationsResponse, ResolveImportReconciliationRequest } from './import-reconciliation.contract.js';

const resolveSchema = Joi.object<ResolveImportReconciliationRequest>({
  choice: Joi.string()
    .valid(...RECONCILIATION_CHOICES)
    .required(),
}).required();
const idParams = Joi.object({ id: Joi.string().guid().required() });

export interface ImportReconciliationRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  list: ListImportReconciliations;
  resolve: ResolveImportReconciliation;
}

/** The matches an import held back, and the resident's answer to one (docs/api.md "Imports beside what you typed"). */
export function importReconciliationRoutes(deps: ImportReconciliationRoutesDeps): ApiRoutes {
  return {
    name: 'cashflow-wealth.import-reconciliations',
    mount(router) {
      router.get('/import-reconciliations', deps.guard({ requireConsent: true }), async (ctx) => {
        const body: ListImportReconciliationsResponse = { reconciliations: await deps.list.execute(ctx.state.currentUser!.id) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.put('/import-reconciliations/:id', deps.guard({ requireConsent: true }), validate({ params: idParams, body: resolveSchema }), async (ctx) => {
        const { choice } = ctx.request.body as ResolveImportReconciliationRequest;
        await deps.resolve.execute(ctx.state.currentUser!.id, String(ctx.state.params!.id), choice);
        ctx.status = 204;
      });
    },
  };
}
