/** The investing-for-beginners calls (spec 3 §7). */
import type {
  GuideItem,
  GuideResponse,
  InsuranceListResponse,
  InsurancePolicyDraft,
  InsurancePolicyEntry,
  InsurancePolicyResponse,
} from '../../../src/cashflow-wealth/adapters/http/investing.contract.js';
import type { ApiClient } from '../app/api-client';

export interface InvestingApi {
  guide(): Promise<GuideItem[]>;
  setItem(item: GuideItem, completed: boolean): Promise<GuideItem[]>;
  insurance(): Promise<InsurancePolicyEntry[]>;
  addInsurance(entry: InsurancePolicyDraft): Promise<InsurancePolicyEntry>;
  deleteInsurance(id: string): Promise<void>;
}

export class HttpInvestingApi implements InvestingApi {
  constructor(private readonly api: ApiClient) {}

  /** The reads are not quiet: a failure toasts its message, as every fetch failure does (spec 3 §7). */
  async guide(): Promise<GuideItem[]> {
    return (await this.api.get<GuideResponse>('/investing-for-beginners/guide')).itemsCompleted;
  }

  async insurance(): Promise<InsurancePolicyEntry[]> {
    return (await this.api.get<InsuranceListResponse>('/investing-for-beginners/insurance')).insuranceList;
  }

  /** The writes are quiet: the page says what went wrong next to what the resident did. */
  async setItem(item: GuideItem, completed: boolean): Promise<GuideItem[]> {
    return (await this.api.post<GuideResponse>('/investing-for-beginners/guide', { item, completed }, { quiet: true })).itemsCompleted;
  }

  async addInsurance(entry: InsurancePolicyDraft): Promise<InsurancePolicyEntry> {
    return (await this.api.post<InsurancePolicyResponse>('/investing-for-beginners/insurance', { insurance: entry }, { quiet: true })).policy;
  }

  deleteInsurance(id: string): Promise<void> {
    return this.api.delete<void>(`/investing-for-beginners/insurance/${encodeURIComponent(id)}`, { quiet: true });
  }
}
