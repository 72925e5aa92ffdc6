import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import { NotFound } from '../../../shared-kernel/errors.js';
import { assetKindOfPath, assetMessages, type AssetChange, type AssetDraft, type AssetKind } from '../../domain/asset.js';
import type { CpfUpdate } from '../../domain/cpf-asset.js';
import type { CreateAsset } from '../../application/create-asset.js';
import type { DeleteAsset } from '../../application/delete-asset.js';
import type { UpdateAsset } from '../../application/update-asset.js';
import type { UpdateCpfAsset } from '../../application/update-cpf-asset.js';
import type { AssetResponse, CpfAssetResponse, DeletedIdResponse } from './cashflow-wealth.contract.js';
import { toAssetDto, toCpfAssetDto } from './asset.presenter.js';
import { ASSET_SCHEMAS, updateCpfAssetSchema } from './asset.schemas.js';

const idParams = Joi.object({ kind: Joi.string().required(), id: Joi.string().min(1).max(100).required() });

export interface AssetRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  create: CreateAsset;
  update: UpdateAsset;
  remove: DeleteAsset;
  updateCpf: UpdateCpfAsset;
}

/** The kind named by the path, or 404 'Unknown asset kind' (before the body is looked at). */
const kindOf = (ctx: { params: Record<string, string> }): AssetKind => {
  const kind = assetKindOfPath(ctx.params.kind ?? '');
  if (kind === null) throw new NotFound('CASHFLOW.UNKNOWN_ASSET_KIND', assetMessages.unknownKind);
  return kind;
};

/** The body schema depends on the kind, so validation runs inside the handler, once the kind is known. */
const validated = async (): Promise<void> => {};

/** `{ "<kindName>Asset": asset }`, e.g. `{ "goldAsset": {...} }` (spec 2 §7 "keyed by asset name"). */
const answer = (kind: AssetKind, asset: Parameters<typeof toAssetDto>[0]): AssetResponse => ({ [`${kind}Asset`]: toAssetDto(asset) });

/**
 * Spec 2 §7: PATCH /asset/cpf (upsert, `{ cpfAsset }`), POST /asset/{kind}, PATCH /asset/{kind}/{id} (changed
 * fields only), DELETE /asset/{kind}/{id} (`{ id }`). An unknown kind, another resident's id or an id of another
 * kind is a 404, never a 403.
 */
export function assetRoutes(deps: AssetRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  return {
    name: 'cashflow-wealth.assets',
    mount(router) {
      router.patch('/asset/cpf', guard(), validate({ body: updateCpfAssetSchema }), async (ctx) => {
        const saved = await deps.updateCpf.execute(ctx.state.currentUser!.id, ctx.request.body as CpfUpdate);
        const body: CpfAssetResponse = { cpfAsset: toCpfAssetDto(saved) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/asset/:kind', guard(), async (ctx) => {
        const kind = kindOf(ctx);
        await validate({ body: ASSET_SCHEMAS.get(kind)!.create })(ctx, validated);
        const asset = await deps.create.execute(ctx.state.currentUser!.id, kind, ctx.request.body as AssetDraft);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = answer(kind, asset);
      });
      router.patch('/asset/:kind/:id', guard(), async (ctx) => {
        const kind = kindOf(ctx);
        await validate({ params: idParams, body: ASSET_SCHEMAS.get(kind)!.update })(ctx, validated);
        const { id } = ctx.state.params as { id: string };
        const asset = await deps.update.execute(ctx.state.currentUser!.id, kind, id, ctx.request.body as AssetChange);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = answer(kind, asset);
      });
      router.delete('/asset/:kind/:id', guard(), validate({ params: idParams }), async (ctx) => {
        const kind = kindOf(ctx);
        const { id } = ctx.state.params as { id: string };
        const body: DeletedIdResponse = { id: await deps.remove.execute(ctx.state.currentUser!.id, kind, id) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
