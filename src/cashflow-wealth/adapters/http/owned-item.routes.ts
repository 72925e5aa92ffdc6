import type { ObjectSchema, Schema } from 'joi';
import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { CreateOwnedItem } from '../../application/create-owned-item.js';
import type { DeleteOwnedItem } from '../../application/delete-owned-item.js';
import type { UpdateOwnedItem } from '../../application/update-owned-item.js';
import type { DeletedIdResponse } from './cashflow-wealth.contract.js';
import { changesOnly } from './outflow-schemas.js';

const idParams = Joi.object({ id: Joi.string().min(1).max(100).required() });

export interface OwnedItemRoutesDeps<T extends { id: string }> {
  guard: (options?: GuardOptions) => AppMiddleware;
  create: CreateOwnedItem<T>;
  update: UpdateOwnedItem<T>;
  remove: DeleteOwnedItem<T>;
}

export interface OwnedItemRoutesSpec {
  name: string;
  /** '/investment' */
  path: string;
  /** the answer's key: 'data' for investments, 'liability' for liabilities (spec 2 §7) */
  answerKey: string;
  /** every field required; PATCH takes the same fields, each optional */
  fields: Record<string, Schema>;
}

/** The fields of a POST body, all required. */
const requiredBody = (fields: OwnedItemRoutesSpec['fields']): ObjectSchema =>
  Joi.object(Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schema.required()]))).required();

/**
 * POST {path} (create), PATCH {path}/{id} (changed fields only; an empty body or an unknown field is a 400),
 * DELETE {path}/{id} (answers `{ id }`). Another resident's id is a 404, never a 403.
 */
export function ownedItemRoutes<T extends { id: string }>(spec: OwnedItemRoutesSpec, deps: OwnedItemRoutesDeps<T>): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  const createSchema = requiredBody(spec.fields);
  const updateSchema = changesOnly(Joi.object(spec.fields)).required();
  return {
    name: spec.name,
    mount(router) {
      router.post(spec.path, guard(), validate({ body: createSchema }), async (ctx) => {
        const item = await deps.create.execute(ctx.state.currentUser!.id, ctx.request.body as Omit<T, 'id'>);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { [spec.answerKey]: item };
      });
      router.patch(`${spec.path}/:id`, guard(), validate({ params: idParams, body: updateSchema }), async (ctx) => {
        const { id } = ctx.state.params as { id: string };
        const item = await deps.update.execute(ctx.state.currentUser!.id, id, ctx.request.body as Partial<Omit<T, 'id'>>);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { [spec.answerKey]: item };
      });
      router.delete(`${spec.path}/:id`, guard(), validate({ params: idParams }), async (ctx) => {
        const { id } = ctx.state.params as { id: string };
        const body: DeletedIdResponse = { id: await deps.remove.execute(ctx.state.currentUser!.id, id) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
