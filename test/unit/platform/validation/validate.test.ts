import { expect } from 'chai';
import BaseJoi from 'joi';
import type { Next, ParameterizedContext } from 'koa';
import { Joi } from '../../../../src/platform/http/validation/joi-spec.js';
import { validate, type RouteSchemas, type ValidatedState } from '../../../../src/platform/http/validation/validate.js';
import { ValidationFailed } from '../../../../src/shared-kernel/errors.js';

interface FakeRequest {
  body?: unknown;
  query?: Record<string, string | string[]>;
  params?: Record<string, string>;
}

/** Just enough of a Koa context for the middleware: request.body, query, params (from the router) and state. */
function fakeCtx(request: FakeRequest) {
  return {
    request: { body: request.body },
    query: request.query ?? {},
    params: request.params ?? {},
    state: {} as ValidatedState,
  };
}

async function run(schemas: RouteSchemas, request: FakeRequest) {
  const ctx = fakeCtx(request);
  let nextCalls = 0;
  const next: Next = async () => {
    nextCalls += 1;
  };
  let error: unknown = null;
  try {
    await validate(schemas)(ctx as unknown as ParameterizedContext<ValidatedState>, next);
  } catch (caught) {
    error = caught;
  }
  return { ctx, nextCalls, error };
}

const incomeSchema = Joi.object({
  name: Joi.trimmedText().required(),
  amount: Joi.cents().required(),
  income: Joi.object({ name: Joi.string().required() }),
});

describe('validate() middleware', () => {
  describe('when the body is valid', () => {
    it('replaces the body with the validated value, unknown keys stripped, and calls next once', async () => {
      const { ctx, nextCalls, error } = await run({ body: incomeSchema }, { body: { name: 'Salary', amount: 500000, admin: true } });
      expect(error).to.equal(null);
      expect(ctx.request.body).to.deep.equal({ name: 'Salary', amount: 500000 });
      expect(nextCalls).to.equal(1);
    });
  });

  describe('when the body is invalid', () => {
    it('throws ValidationFailed with one { field, message } per failing field and does not call next', async () => {
      const { nextCalls, error } = await run(
        { body: incomeSchema },
        { body: { name: ' Salary', amount: 1.5, income: { name: '' } } },
      );
      expect(error).to.be.instanceOf(ValidationFailed);
      const failed = error as ValidationFailed;
      expect(failed.code).to.equal('VALIDATION.FAILED');
      expect(failed.kind).to.equal('validation');
      expect(failed.details).to.deep.equal([
        { field: 'name', message: 'Cannot have space as first and last character' },
        { field: 'amount', message: 'Must be a whole number' },
        { field: 'income.name', message: 'Please enter a value' },
      ]);
      expect(nextCalls).to.equal(0);
    });

    it('keeps only the first message of a field that breaks several rules', async () => {
      const schema = Joi.object({ amount: Joi.number().integer().min(1) });
      const { error } = await run({ body: schema }, { body: { amount: -1.5 } });
      expect((error as ValidationFailed).details).to.deep.equal([{ field: 'amount', message: 'Must be a whole number' }]);
    });

    it('does not convert body types: cents sent as text are an error', async () => {
      const { error } = await run({ body: incomeSchema }, { body: { name: 'Salary', amount: '500000' } });
      expect((error as ValidationFailed).details).to.deep.equal([
        { field: 'amount', message: 'Must be only numbers with commas or periods' },
      ]);
    });

    it('reports a problem with the body as a whole under the field "body"', async () => {
      const missing = await run({ body: Joi.object().required() }, { body: undefined });
      expect((missing.error as ValidationFailed).details).to.deep.equal([{ field: 'body', message: 'Please enter a value' }]);
      const notObject = await run({ body: Joi.object() }, { body: 'text' });
      expect((notObject.error as ValidationFailed).details).to.deep.equal([{ field: 'body', message: 'Invalid format' }]);
    });
  });

  describe('when the query is valid', () => {
    it('stores the converted query in ctx.state.query and leaves ctx.query as it was', async () => {
      const schema = Joi.object({ page: Joi.number().integer().min(1).default(1), from: Joi.localDate() });
      const { ctx, nextCalls } = await run({ query: schema }, { query: { page: '2', from: '2026-01-01', junk: 'x' } });
      expect(ctx.state.query).to.deep.equal({ page: 2, from: '2026-01-01' });
      expect(ctx.query).to.deep.equal({ page: '2', from: '2026-01-01', junk: 'x' });
      expect(nextCalls).to.equal(1);
    });
  });

  describe('when the params are valid', () => {
    it('stores the converted params in ctx.state.params', async () => {
      const { ctx } = await run({ params: Joi.object({ id: Joi.number().integer() }) }, { params: { id: '42' } });
      expect(ctx.state.params).to.deep.equal({ id: 42 });
    });
  });

  describe('when several parts are invalid', () => {
    it('lists the failing fields of all of them in one error', async () => {
      const { error } = await run(
        { params: Joi.object({ id: Joi.number().integer() }), body: Joi.object({ day: Joi.dayOfTransfer() }) },
        { params: { id: 'abc' }, body: { day: 30 } },
      );
      expect((error as ValidationFailed).details).to.deep.equal([
        { field: 'id', message: 'Must be only numbers with commas or periods' },
        { field: 'day', message: 'Choose a day from 1 to 28' },
      ]);
    });
  });

  describe('with a schema built from plain joi', () => {
    it('still uses the spec texts', async () => {
      const schema = BaseJoi.object({ code: BaseJoi.string().required(), n: BaseJoi.number().max(3) });
      const { error } = await run({ body: schema }, { body: { n: 4 } });
      expect((error as ValidationFailed).details).to.deep.equal([
        { field: 'code', message: 'Please enter a value' },
        { field: 'n', message: 'Must be less than or equal to 3' },
      ]);
    });
  });

  describe('when a part has no schema', () => {
    it('leaves it alone', async () => {
      const { ctx } = await run({ body: Joi.object({ a: Joi.number() }) }, { body: { a: 1 }, query: { q: 'x' } });
      expect(ctx.state.query).to.equal(undefined);
      expect(ctx.state.params).to.equal(undefined);
    });
  });
});
