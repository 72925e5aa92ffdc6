/** The Myinfo calls (spec 2 §7). */
import type {
  BankAuthoriseResponse,
  BankDataResponse,
  BankUserDataResponse,
  FpData,
  HdbOwnership,
  MyinfoAuthoriseResponse,
  MyinfoFlatAdjustment,
  MyinfoIncomeOffersResponse,
  MyinfoPersonResponse,
  MyinfoTokenRequest,
  MyinfoTokenResponse,
} from '../../../src/data-import/adapters/http/data-import.contract.js';
import type { ApiClient } from '../app/api-client';
import { myinfoResetCall, type MyinfoResetScope } from './myinfo-reset';

export interface DataImportApi {
  startMyinfo(): Promise<MyinfoAuthoriseResponse>;
  completeMyinfo(request: MyinfoTokenRequest): Promise<MyinfoTokenResponse>;
  person(): Promise<MyinfoPersonResponse>;
  rejectMyinfo(error: string, description: string): Promise<void>;
  adjustFlat(id: string, change: MyinfoFlatAdjustment): Promise<{ hdbOwnership: HdbOwnership }>;
  /** GET /myinfo/income-offers: the notice's incomes, each with its tick (docs/decisions.md "Imports ask before they add"). */
  incomeOffers(): Promise<MyinfoIncomeOffersResponse>;
  /** POST /myinfo/income-offers: the ticked ones go into the cashflow, the others not. */
  confirmIncomeOffers(ticked: readonly string[]): Promise<MyinfoIncomeOffersResponse>;
  startBanks(): Promise<BankAuthoriseResponse>;
  bankToken(code: string, state: string): Promise<void>;
  bankUserData(): Promise<BankUserDataResponse>;
  rejectBanks(error: string, description: string): Promise<void>;
  bankData(): Promise<BankDataResponse>;
  /** One of the PATCH /apim/... adjustment calls; answers the corrected record. */
  adjustBankData(path: string, body: Record<string, unknown>): Promise<{ fpdata: FpData }>;
  /** DELETE /myinfo/person-basic or /myinfo/person?scope= (spec 2 §4 "Personal-data state reset"). */
  resetMyinfo(scope: MyinfoResetScope): Promise<void>;
}

/** Quiet: the pages say what went wrong in their own words (a 401 still signs out, as for every call). */
export class HttpDataImportApi implements DataImportApi {
  constructor(private readonly api: ApiClient) {}

  startMyinfo(): Promise<MyinfoAuthoriseResponse> {
    return this.api.post<MyinfoAuthoriseResponse>('/myinfo/authorise', {}, { quiet: true });
  }

  completeMyinfo(request: MyinfoTokenRequest): Promise<MyinfoTokenResponse> {
    return this.api.post<MyinfoTokenResponse>('/myinfo/token', request, { quiet: true });
  }

  person(): Promise<MyinfoPersonResponse> {
    return this.api.get<MyinfoPersonResponse>('/myinfo/person', { quiet: true });
  }

  async rejectMyinfo(error: string, description: string): Promise<void> {
    await this.api.post<unknown>('/myinfo/user-data-rejection', { error, description }, { quiet: true });
  }

  adjustFlat(id: string, change: MyinfoFlatAdjustment): Promise<{ hdbOwnership: HdbOwnership }> {
    return this.api.patch<{ hdbOwnership: HdbOwnership }>(`/myinfo/hdb/ownership/${encodeURIComponent(id)}`, change, { quiet: true });
  }

  incomeOffers(): Promise<MyinfoIncomeOffersResponse> {
    return this.api.get<MyinfoIncomeOffersResponse>('/myinfo/income-offers', { quiet: true });
  }

  confirmIncomeOffers(ticked: readonly string[]): Promise<MyinfoIncomeOffersResponse> {
    return this.api.post<MyinfoIncomeOffersResponse>('/myinfo/income-offers', { ticked }, { quiet: true });
  }

  startBanks(): Promise<BankAuthoriseResponse> {
    return this.api.post<BankAuthoriseResponse>('/apim/authorise', {}, { quiet: true });
  }

  async bankToken(code: string, state: string): Promise<void> {
    await this.api.post<unknown>('/apim/token', { code, state }, { quiet: true });
  }

  bankUserData(): Promise<BankUserDataResponse> {
    return this.api.post<BankUserDataResponse>('/apim/user-data', {}, { quiet: true });
  }

  async rejectBanks(error: string, description: string): Promise<void> {
    await this.api.post<unknown>('/apim/user-data-rejection', { error, description }, { quiet: true });
  }

  bankData(): Promise<BankDataResponse> {
    return this.api.get<BankDataResponse>('/apim/data', { quiet: true });
  }

  adjustBankData(path: string, body: Record<string, unknown>): Promise<{ fpdata: FpData }> {
    return this.api.patch<{ fpdata: FpData }>(path, body, { quiet: true });
  }

  async resetMyinfo(scope: MyinfoResetScope): Promise<void> {
    const call = myinfoResetCall(scope);
    await this.api.request(call.method, call.path, { quiet: true });
  }
}
