import { randomUUID } from 'node:crypto';
import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { validate } from '../../../platform/http/validation/validate.js';
import { codeAndStateSchema, rejectionSchema } from './consent-schemas.js';
import { ValidationFailed } from '../../../shared-kernel/errors.js';
import type { ImportBankData } from '../../application/import-bank-data.js';
import type { InstitutionCode } from '../../domain/bank-data.js';
import type { PersonalDataRepository } from '../../ports/personal-data-repository.js';
import type { BankAuthoriseResponse, BankDataResponse, BankTokenRequest, BankUserDataResponse } from './data-import.contract.js';
import type { BankDataStatus } from '../../application/bank-data-status.js';
import { presentPerson } from './myinfo.routes.js';

export const BANK_STATE_MISMATCH = 'This bank-data request has expired or was started in another window. Please start again.';
export const NO_BANK_ACCESS = 'Choose your banks first: your consent has expired or was not given in this session.';

declare module 'koa-session' {
  interface Session {
    /** The state of the bank-data consent this session started. */
    apimState?: string;
    /** Access to the chosen banks' data after POST /apim/token (minutes; the sandbox's or SGFinDex's token). */
    apimAccess?: { accessToken: string; banks: InstitutionCode[] };
  }
}


export interface BankDataRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  consentUrl: (state: string) => string;
  importBankData: ImportBankData;
  personalData: PersonalDataRepository;
  status: BankDataStatus;
  onRejection: (userId: string, error: string, description: string) => void;
}

/**
 * The bank-data calls of spec 2 §7 (POST /apim/token, /apim/user-data, /apim/user-data-rejection), plus
 * POST /apim/authorise, which starts the consent. The code is exchanged with the state this session started; the
 * access it gives stays in the session (never in the browser) until the import uses it.
 */
export function bankDataRoutes(deps: BankDataRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  return {
    name: 'data-import.bank-data',
    mount(router) {
      router.post('/apim/authorise', guard(), async (ctx) => {
        const state = randomUUID();
        ctx.session!.apimState = state;
        const body: BankAuthoriseResponse = { url: deps.consentUrl(state) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/apim/token', guard(), validate({ body: codeAndStateSchema }), async (ctx) => {
        const { code, state } = ctx.request.body as BankTokenRequest;
        const expected = ctx.session?.apimState;
        if (ctx.session) delete ctx.session.apimState;
        if (!expected || expected !== state) throw new ValidationFailed([{ field: 'state', message: BANK_STATE_MISMATCH }], BANK_STATE_MISMATCH);
        ctx.session!.apimAccess = await deps.importBankData.exchange(code);
        ctx.status = 204;
      });
      router.post('/apim/user-data', guard(), async (ctx) => {
        const access = ctx.session?.apimAccess as { accessToken: string; banks: InstitutionCode[] } | undefined;
        if (!access) throw new ValidationFailed([{ field: 'code', message: NO_BANK_ACCESS }], NO_BANK_ACCESS);
        const userId = ctx.state.currentUser!.id;
        const { fpdata, growthRateFlags } = await deps.importBankData.execute(userId, access);
        delete ctx.session!.apimAccess;
        const person = await deps.personalData.find(userId);
        const body: BankUserDataResponse = { data: { fpdata, myinfo: person ? presentPerson(person) : null, growthRateFlags } };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      // Not in spec 2 §7's table: the web needs the stored record to show it (vanilla tables, adjustments) and its
      // month for the /update-bank-data gate, without importing again (docs/api.md).
      router.get('/apim/data', guard(), async (ctx) => {
        const view = await deps.status.execute(ctx.state.currentUser!.id);
        const body: BankDataResponse = { data: view && { fpdata: view.fpdata, banks: view.banks, latestMonth: view.latestMonth, latestConsentAt: view.latestConsentAt } };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.post('/apim/user-data-rejection', guard(), validate({ body: rejectionSchema }), async (ctx) => {
        const { error, description } = ctx.request.body as { error: string; description: string };
        deps.onRejection(ctx.state.currentUser!.id, error, description);
        ctx.status = 204;
      });
    },
  };
}
