/**
 * "Bring back my data" on the profile page (docs/decisions.md "Export and import of one's data"): the file is read
 * in the browser, previewed by the server (nothing written), then applied on the resident's confirmation.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { ImportResponse } from '../../../src/data-import/adapters/http/portability.contract.js';
import { ApiError } from '../app/api-client';
import type { DataPortabilityApi } from './data-portability.api';

export type ImportPhase = 'idle' | 'previewing' | 'previewed' | 'applying' | 'done';

/** The server's limit for the file (docs/api.md "POST /import"). */
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;

export const NOT_JSON = 'This file is not a MyMoneyPlan export: it is not a JSON file. Choose the file that "Download my data" saved (mymoneyplan-export-....json).';
export const TOO_LARGE = 'This file is larger than 2 MB, more than an export of MyMoneyPlan holds. Choose the file that "Download my data" saved.';

/** The file's text as JSON, or the message to show. Pure. */
export function parseExportFile(text: string, size: number): { doc: unknown } | { error: string } {
  if (size > MAX_IMPORT_FILE_BYTES) return { error: TOO_LARGE };
  try {
    return { doc: JSON.parse(text) as unknown };
  } catch {
    return { error: NOT_JSON };
  }
}

/** What the preview table shows per list: only lists the import changes. */
export function changedRows(preview: ImportResponse): ImportResponse['rows'] {
  return preview.rows.filter((row) => row.added > 0 || row.replaced > 0);
}

const messageOf = (error: unknown): string =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : 'We could not read your file just now. Nothing was changed. Please try again in a moment.';

export class DataPortabilityStore {
  phase: ImportPhase = 'idle';
  fileName: string | null = null;
  preview: ImportResponse | null = null;
  error: string | null = null;
  private doc: unknown = null;

  constructor(private readonly api: DataPortabilityApi) {
    makeAutoObservable<DataPortabilityStore, 'api' | 'doc'>(this, { api: false, doc: false, choose: flow, confirm: flow });
  }

  /** A file chosen: read, checked as JSON, then previewed by the server (nothing written). */
  *choose(fileName: string, text: string, size: number): Generator<Promise<ImportResponse>, void, ImportResponse> {
    this.reset();
    this.fileName = fileName;
    const parsed = parseExportFile(text, size);
    if ('error' in parsed) {
      this.error = parsed.error;
      return;
    }
    this.doc = parsed.doc;
    this.phase = 'previewing';
    try {
      this.preview = yield this.api.previewImport(parsed.doc);
      this.phase = 'previewed';
    } catch (error) {
      this.phase = 'idle';
      this.error = messageOf(error);
    }
  }

  /** Confirm: the same file applied, all or nothing. */
  *confirm(): Generator<Promise<ImportResponse>, void, ImportResponse> {
    if (this.phase !== 'previewed') return;
    this.phase = 'applying';
    this.error = null;
    try {
      this.preview = yield this.api.applyImport(this.doc);
      this.phase = 'done';
    } catch (error) {
      this.phase = 'previewed';
      this.error = messageOf(error);
    }
  }

  reset(): void {
    this.phase = 'idle';
    this.fileName = null;
    this.preview = null;
    this.error = null;
    this.doc = null;
  }
}
