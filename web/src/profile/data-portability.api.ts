/** POST /import (docs/api.md "Data import: export and import of one's data"); the export is a plain download link. */
import type { ImportResponse } from '../../../src/data-import/adapters/http/portability.contract.js';
import type { ApiClient } from '../app/api-client';

export const EXPORT_JSON_URL = '/api/v1/export?format=json';
export const EXPORT_ZIP_URL = '/api/v1/export?format=zip';

export interface DataPortabilityApi {
  previewImport(file: unknown): Promise<ImportResponse>;
  applyImport(file: unknown): Promise<ImportResponse>;
}

/** Quiet: the section shows the server's message itself (it names the item a rule refused). */
export class HttpDataPortabilityApi implements DataPortabilityApi {
  constructor(private readonly api: ApiClient) {}

  previewImport(file: unknown): Promise<ImportResponse> {
    return this.api.post<ImportResponse>('/import?mode=preview', file, { quiet: true });
  }

  applyImport(file: unknown): Promise<ImportResponse> {
    return this.api.post<ImportResponse>('/import?mode=apply', file, { quiet: true });
  }
}
