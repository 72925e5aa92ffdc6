import { randomUUID } from 'node:crypto';
import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import { codeAndStateSchema, rejectionSchema } from './consent-schemas.js';
import { DomainError, NotFound, ValidationFailed } from '../../../shared-kernel/errors.js';
import type { ImportMyinfoPerson } from '../../application/import-myinfo-person.js';
import type { AdjustFlat } from '../../application/adjust-flat.js';
import type { MyinfoIncomeOffers } from '../../application/myinfo-income-offers.js';
import type { MyinfoProvider } from '../../ports/myinfo-provider.js';
import type { PersonalDataRepository, PersonalDataScope, StoredPersonalData } from '../../ports/personal-data-repository.js';
import type { MyinfoAuthoriseResponse, MyinfoFlatAdjustment, MyinfoIncomeChoiceRequest, MyinfoIncomeOffersResponse, MyinfoPersonBasicResponse, MyinfoPersonResponse, MyinfoTokenRequest, MyinfoTokenResponse } from './data-import.contract.js';

export const MYINFO_STATE_MISMATCH = 'This Myinfo request has expired or was started in another window. Please start again.';
export const FLAT_NOT_FOUND = 'We could not find this flat in your Myinfo data.';

/** Myinfo is not configured here (production without MYINFO_BASE_URL). */
export class MyinfoNotConfigured extends DomainError {
  constructor() {
    super('DATA_IMPORT.MYINFO_NOT_CONFIGURED', 'Retrieving data from Myinfo is not available at the moment.', 'unavailable');
  }
}

declare module 'koa-session' {
  interface Session {
    /** The state of the Myinfo consent this session started, checked when the code comes back. */
    myinfoState?: string;
  }
}


const flatSchema = Joi.object<MyinfoFlatAdjustment>({
  percentageShare: Joi.number().min(0).max(100).precision(2).required(),
  monthlyCashLoanInstalment: Joi.cents().required(),
  monthlyCPFLoanInstalment: Joi.cents().required(),
}).required();

/** POST /myinfo/income-offers: the refs ticked ('noa:EMPLOYMENT'), none to add no income; each at most once. */
export const incomeChoiceSchema = Joi.object<MyinfoIncomeChoiceRequest>({
  ticked: Joi.array()
    .items(Joi.string().trim().pattern(/^noa:[A-Z]{1,20}$/).messages({ 'string.pattern.base': 'Choose only among the incomes listed.' }))
    .max(10)
    .unique()
    .required()
    .messages({ 'array.unique': 'Each income can be ticked once.', 'any.required': 'Say which incomes to add (none is an answer too).' }),
}).required();

const resetSchema = Joi.object({ scope: Joi.string().valid('full', 'all').default('full') });

export interface MyinfoRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  /** null: Myinfo is not configured (the calls that need it answer 503) */
  myinfo: MyinfoProvider | null;
  redirectUri: string;
  importPerson: ImportMyinfoPerson;
  records: PersonalDataRepository;
  adjustFlat: AdjustFlat;
  incomeOffers: MyinfoIncomeOffers;
  onRejection: (userId: string, error: string, description: string) => void;
}

export const presentPerson = (record: StoredPersonalData): NonNullable<MyinfoPersonResponse['data']> => ({
  noa: record.noa,
  cpf: record.cpf,
  hdbOwnership: record.hdbOwnership,
  latestConsentAt: record.latestConsentAt,
});

/** The Myinfo calls of spec 2 §7, plus POST /myinfo/authorise, which starts the consent (the spec does not show how). */
export function myinfoRoutes(deps: MyinfoRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  const provider = () => {
    if (!deps.myinfo) throw new MyinfoNotConfigured();
    return deps.myinfo;
  };
  return {
    name: 'data-import.myinfo',
    mount(router) {
      router.post('/myinfo/authorise', guard(), async (ctx) => {
        const state = randomUUID();
        const url = provider().consentUrl({ state, redirectUri: deps.redirectUri });
        ctx.session!.myinfoState = state;
        const body: MyinfoAuthoriseResponse = { url };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/myinfo/token', guard(), validate({ body: codeAndStateSchema }), async (ctx) => {
        const { code, state } = ctx.request.body as MyinfoTokenRequest;
        const expected = ctx.session?.myinfoState;
        if (ctx.session) delete ctx.session.myinfoState;
        if (!expected || expected !== state) throw new ValidationFailed([{ field: 'state', message: MYINFO_STATE_MISMATCH }], MYINFO_STATE_MISMATCH);
        provider();
        const record = await deps.importPerson.execute(ctx.state.currentUser!.id, code);
        const body: MyinfoTokenResponse = { data: presentPerson(record), cpfKept: record.cpfKept };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.get('/myinfo/person', guard(), async (ctx) => {
        const record = await deps.records.find(ctx.state.currentUser!.id);
        const body: MyinfoPersonResponse = { data: record ? presentPerson(record) : null };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.get('/myinfo/income-offers', guard(), async (ctx) => {
        const body: MyinfoIncomeOffersResponse = { data: await deps.incomeOffers.preview(ctx.state.currentUser!.id) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/myinfo/income-offers', guard(), validate({ body: incomeChoiceSchema }), async (ctx) => {
        const { ticked } = ctx.request.body as MyinfoIncomeChoiceRequest;
        const body: MyinfoIncomeOffersResponse = { data: await deps.incomeOffers.confirm(ctx.state.currentUser!.id, ticked) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.get('/myinfo/person-basic', guard(), async (ctx) => {
        const basic = (await deps.records.find(ctx.state.currentUser!.id))?.basic ?? null;
        // Spec 2 §7: "a code in data means not applied".
        const body: MyinfoPersonBasicResponse = { data: basic ?? { code: 'NO_BASIC_DATA' } };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/myinfo/user-data-rejection', guard(), validate({ body: rejectionSchema }), async (ctx) => {
        const { error, description } = ctx.request.body as { error: string; description: string };
        deps.onRejection(ctx.state.currentUser!.id, error, description);
        ctx.status = 204;
      });
      router.patch('/myinfo/hdb/ownership/:id', guard(), validate({ params: Joi.object({ id: Joi.string().trim().min(1).max(20).required() }), body: flatSchema }), async (ctx) => {
        const flat = await deps.adjustFlat.execute(ctx.state.currentUser!.id, String(ctx.state.params!.id), ctx.request.body as MyinfoFlatAdjustment);
        if (!flat) throw new NotFound('DATA_IMPORT.FLAT_NOT_FOUND', FLAT_NOT_FOUND);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { hdbOwnership: flat };
      });
      router.delete('/myinfo/person-basic', guard(), async (ctx) => {
        await deps.records.reset(ctx.state.currentUser!.id, 'basic');
        ctx.body = 'OK';
      });
      router.delete('/myinfo/person', guard(), validate({ query: resetSchema }), async (ctx) => {
        await deps.records.reset(ctx.state.currentUser!.id, ctx.state.query!.scope as PersonalDataScope);
        ctx.body = 'OK';
      });
    },
  };
}
