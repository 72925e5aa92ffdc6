import { flow, makeAutoObservable } from 'mobx';
import type { BankDataResponse, FpData, HdbOwnership, MyinfoFlatAdjustment, MyinfoIncomeOffersResponse, MyinfoPersonResponse } from '../../../src/data-import/adapters/http/data-import.contract.js';
import type { DataImportApi } from './data-import.api';
import type { MyinfoResetScope } from './myinfo-reset';

export type ImportStatus = 'idle' | 'working' | 'done' | 'failed';

/** The data-import context in the browser: the Myinfo consent round trip and the record it brought. */
export class DataImportStore {
  person: MyinfoPersonResponse['data'] = null;
  personStatus: ImportStatus = 'idle';
  /** After the last import: the resident's own CPF balances were kept. */
  cpfKept = false;
  /** What went wrong, in the server's words when it gave some. */
  error: string | null = null;
  /** The stored bank data (GET /apim/data): null before the first bank import. */
  bankData: BankDataResponse['data'] = null;
  bankDataStatus: ImportStatus = 'idle';

  constructor(private readonly api: DataImportApi) {
    makeAutoObservable<DataImportStore, 'api'>(this, { api: false, startMyinfo: flow, completeMyinfo: flow, loadPerson: flow, startBanks: flow, completeBanks: flow, adjustFlat: flow, loadBankData: flow, adjustBankData: flow });
  }

  /** Resolves to the consent page's address; the page sends the browser there. */
  *startMyinfo(): Generator<Promise<unknown>, string, { url: string }> {
    this.error = null;
    const { url } = yield this.api.startMyinfo();
    return url;
  }

  *completeMyinfo(code: string, state: string): Generator<Promise<unknown>, boolean, any> {
    this.personStatus = 'working';
    this.error = null;
    try {
      const answer = yield this.api.completeMyinfo({ code, state });
      this.person = answer.data;
      this.cpfKept = answer.cpfKept;
      this.personStatus = 'done';
      return true;
    } catch (error) {
      this.error = messageOf(error);
      this.personStatus = 'failed';
      return false;
    }
  }

  /**
   * Removes part or all of the stored Myinfo record (spec 2 §4 "Personal-data state reset"); the page reloads the
   * person afterwards. Rejects with the API error, nothing changed here.
   */
  resetMyinfo(scope: MyinfoResetScope): Promise<void> {
    return this.api.resetMyinfo(scope);
  }

  *loadPerson(): Generator<Promise<unknown>, void, MyinfoPersonResponse> {
    this.personStatus = 'working';
    try {
      this.person = (yield this.api.person()).data;
      this.personStatus = 'done';
    } catch (error) {
      this.error = messageOf(error);
      this.personStatus = 'failed';
    }
  }

  /** PATCH /myinfo/hdb/ownership/{id}; the record shows the answer. Rejects with the API error (shown by the panel). */
  *adjustFlat(id: string, change: MyinfoFlatAdjustment): Generator<Promise<unknown>, void, { hdbOwnership: HdbOwnership }> {
    const { hdbOwnership } = yield this.api.adjustFlat(id, change);
    if (this.person) this.person = { ...this.person, hdbOwnership: this.person.hdbOwnership.map((flat) => (flat.id === id ? hdbOwnership : flat)) };
  }

  /** GET /myinfo/income-offers; rejects with the API error (the card says it could not load). */
  incomeOffers(): Promise<MyinfoIncomeOffersResponse> {
    return this.api.incomeOffers();
  }

  /** POST /myinfo/income-offers; rejects with the API error (the card shows its message). */
  confirmIncomeOffers(ticked: readonly string[]): Promise<MyinfoIncomeOffersResponse> {
    return this.api.confirmIncomeOffers(ticked);
  }

  /** Resolves to the bank-data consent page's address. */
  *startBanks(): Generator<Promise<unknown>, string, { url: string }> {
    this.error = null;
    const { url } = yield this.api.startBanks();
    return url;
  }

  /** The code from the consent, exchanged, then the chosen banks' data imported; false (with `error`) when not. */
  *completeBanks(code: string, state: string): Generator<Promise<unknown>, boolean, unknown> {
    this.error = null;
    try {
      yield this.api.bankToken(code, state);
      yield this.api.bankUserData();
      // The stored record changed: read it afresh when next needed.
      this.bankDataStatus = 'idle';
      return true;
    } catch (error) {
      this.error = messageOf(error);
      return false;
    }
  }

  /** GET /apim/data; on failure `bankData` stays as it was and the status says 'failed'. */
  *loadBankData(): Generator<Promise<unknown>, void, BankDataResponse> {
    this.bankDataStatus = 'working';
    try {
      this.bankData = (yield this.api.bankData()).data;
      this.bankDataStatus = 'done';
    } catch {
      this.bankDataStatus = 'failed';
    }
  }

  /**
   * Saves an adjustment (its PATCH calls, in order: a holding's price is a call of its own); the record shows the
   * last answer. Rejects with the API error at the first call that fails (the panel shows it).
   */
  *adjustBankData(calls: ReadonlyArray<{ path: string; body: Record<string, unknown> }>): Generator<Promise<unknown>, void, { fpdata: FpData }> {
    for (const call of calls) {
      const { fpdata } = yield this.api.adjustBankData(call.path, call.body);
      if (this.bankData) this.bankData = { ...this.bankData, fpdata };
    }
  }

  /** The month the bank data is from ('YYYY-MM'), once loaded; undefined while unknown. */
  get bankDataLatestMonth(): string | null | undefined {
    if (this.bankDataStatus !== 'done') return undefined;
    return this.bankData?.latestMonth ?? null;
  }

  reportBankRejection(error: string, description: string): void {
    this.api.rejectBanks(error, description).catch(() => undefined);
  }

  /** The resident declined at Myinfo: tell the server (for support), quietly. */
  reportRejection(error: string, description: string): void {
    this.api.rejectMyinfo(error, description).catch(() => undefined);
  }

  clear(): void {
    this.bankData = null;
    this.bankDataStatus = 'idle';
    this.person = null;
    this.personStatus = 'idle';
    this.cpfKept = false;
    this.error = null;
  }
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : 'Something went wrong. Please try again.';
}
