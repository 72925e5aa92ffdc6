import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { HomeMortgageLink } from '../../application/home-mortgage-link.js';
import { homeLinkMessages } from '../../domain/home-link.js';
import type { HomeLinkRequest, HomeLinkResponse, HomeUnlinkResponse } from './cashflow-wealth.contract.js';
import { toAssetDto } from './asset.presenter.js';

const idParams = Joi.object({ id: Joi.string().min(1).max(100).required() });
/** The home's id: a uuid, as every asset's; anything else reads as no home of the resident's. */
export const homeLinkSchema = Joi.object<HomeLinkRequest>({
  homeId: Joi.string().guid().required().messages({ 'string.guid': homeLinkMessages.notYourHome }),
}).required();

/**
 * PUT /liability/{id}/home `{ homeId }` links the resident's mortgage to their home (answers `{ propertyAsset }`);
 * DELETE /liability/{id}/home unlinks it from every home (answers `{ propertyAssets }`, the homes unlinked). Not in
 * spec 2 §7's table: docs/api.md. Another resident's liability is a 404; a home that is not the resident's, or an
 * asset that is not a home, is a 400 naming `homeId`.
 */
export function homeLinkRoutes(deps: { guard: (options?: GuardOptions) => AppMiddleware; link: HomeMortgageLink }): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  return {
    name: 'cashflow-wealth.home-link',
    mount(router) {
      router.put('/liability/:id/home', guard(), validate({ params: idParams, body: homeLinkSchema }), async (ctx) => {
        const { id } = ctx.state.params as { id: string };
        const { homeId } = ctx.request.body as HomeLinkRequest;
        const body: HomeLinkResponse = { propertyAsset: toAssetDto(await deps.link.link(ctx.state.currentUser!.id, id, homeId)) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.delete('/liability/:id/home', guard(), validate({ params: idParams }), async (ctx) => {
        const { id } = ctx.state.params as { id: string };
        const body: HomeUnlinkResponse = { propertyAssets: (await deps.link.unlink(ctx.state.currentUser!.id, id)).map(toAssetDto) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
