import type { Schema, ValidationError, ValidationOptions } from 'joi';
import type { Middleware } from 'koa';
import { ValidationFailed, type FieldError } from '../../../shared-kernel/errors.js';
import { specMessages } from './joi-spec.js';

/** The joi schemas of one route; each part is optional. */
export interface RouteSchemas {
  body?: Schema;
  query?: Schema;
  params?: Schema;
}

/** Where handlers find the validated query and params (see {@link validate}). */
export interface ValidatedState {
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
}

type Part = keyof RouteSchemas;

/**
 * Options for every part: all errors at once (the form shows every field), unknown keys dropped rather than
 * rejected (clients may send extra fields, handlers never see them), spec texts for plain-joi schemas.
 * Type conversion only for query and params, which arrive as text; a JSON body must already carry the right
 * types (a cents amount sent as "100" is an error, not silently accepted).
 */
export function optionsFor(part: Part): ValidationOptions {
  return { abortEarly: false, stripUnknown: true, convert: part !== 'body', messages: specMessages };
}

/**
 * Turns joi's report into one FieldError per failing field: the dotted path ('income.amount',
 * 'incomeList.0.name') and the first message for that path. An error about the part as a whole (e.g. the body
 * is not an object) is reported under the part's name ('body').
 */
export function toFieldErrors(error: ValidationError, part: Part): FieldError[] {
  const seen = new Map<string, string>();
  for (const detail of error.details) {
    const field = detail.path.length > 0 ? detail.path.join('.') : part;
    if (!seen.has(field)) {
      seen.set(field, detail.message);
    }
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

/**
 * Koa middleware factory: validates the request parts against joi schemas (architecture guide:
 * `auth -> validate(schema) -> handler`).
 *
 * - All given parts are validated before deciding, so one 400 lists every failing field across them.
 * - Failure: throws `ValidationFailed(details)` (code VALIDATION.FAILED, kind 'validation' -> 400 in the error
 *   middleware) with `{ field, message }` per failing field; the handler is not called.
 * - Success, body: `ctx.request.body` is replaced by the validated value (unknown keys stripped).
 * - Success, query: the converted value is stored in `ctx.state.query`. `ctx.query` is left alone because
 *   Koa's setter would re-serialise it into the query string and every value would be text again.
 * - Success, params: the converted value is stored in `ctx.state.params` (`ctx.params` belongs to the router).
 */
export function validate(schemas: RouteSchemas): Middleware<ValidatedState> {
  return async (ctx, next) => {
    const request = ctx.request as { body?: unknown };
    const inputs: Record<Part, unknown> = {
      body: request.body,
      query: ctx.query,
      params: (ctx as { params?: unknown }).params ?? {},
    };
    const details: FieldError[] = [];
    const values: Partial<Record<Part, unknown>> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (schema === undefined) {
        continue;
      }
      const { error, value } = schema.validate(inputs[part], optionsFor(part));
      if (error) {
        details.push(...toFieldErrors(error, part));
      } else {
        values[part] = value;
      }
    }
    if (details.length > 0) {
      throw new ValidationFailed(details);
    }
    if (schemas.body !== undefined) {
      request.body = values.body;
    }
    if (schemas.query !== undefined) {
      ctx.state.query = values.query as Record<string, unknown>;
    }
    if (schemas.params !== undefined) {
      ctx.state.params = values.params as Record<string, unknown>;
    }
    await next();
  };
}
