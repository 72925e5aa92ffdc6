/** The module-progress calls of spec 1 §7: GET and PUT /module-status (both need consent to the app terms). */
import type {
  ModuleId,
  ModuleStatus,
  ModuleStatusesResponse,
  PutModuleStatusRequest,
} from '../../../src/identity/adapters/http/identity.contract.js';
import type { ApiClient } from '../app/api-client';

export interface ModuleStatusApi {
  list(): Promise<ModuleStatus[]>;
  save(request: PutModuleStatusRequest): Promise<ModuleStatus>;
}

/**
 * Reading uses the default error toast (the pages then carry on as if nothing was saved). Saving progress is quiet:
 * it happens in the background while the resident moves on, and a lost save only means resuming one step earlier.
 */
export class HttpModuleStatusApi implements ModuleStatusApi {
  constructor(private readonly api: ApiClient) {}

  async list(): Promise<ModuleStatus[]> {
    const { modules } = await this.api.get<ModuleStatusesResponse>('/module-status');
    return modules;
  }

  save(request: PutModuleStatusRequest): Promise<ModuleStatus> {
    return this.api.put<ModuleStatus>('/module-status', request, { quiet: true });
  }
}

export type { ModuleId, ModuleStatus };
