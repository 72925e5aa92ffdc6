/**
 * The one way the web app talks to its API. Sends the session cookie, speaks JSON, retries transient failures of
 * idempotent calls, ends the session on 401/440 and shows the spec's default error toast. Everything with a side
 * effect (fetch, waiting, signing out, toasting, reading the path) is injected so tests need no browser or timers.
 */
import type { ApiErrorBody } from '../../../src/identity/adapters/http/identity.contract.js';
import type { LogoutReason } from '../identity/logout-reasons';
import {
  RETRY_COUNT,
  RETRY_DELAY_MS,
  defaultErrorMessage,
  shouldRetry,
  signOutReasonFor,
  type AttemptOutcome,
} from './api-policy';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** Called once per failing call that ends the session; the identity store decides what happens next. */
  signOut: (reason: LogoutReason) => void;
  /** Shows an error toast (spec 1 §8: error variant, stays until dismissed). */
  showErrorToast: (message: string) => void;
  /** The browser path right now (the 401 rule depends on it). */
  currentPath: () => string;
  /** Prefix for API paths; `/api/v1` in the app. */
  baseUrl?: string;
  retryCount?: number;
  retryDelayMs?: number;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** The caller shows its own error message: no default toast. */
  quiet?: boolean;
  /** Do not sign out on 401/440 (start-up check, the sign-out call itself). */
  skipSessionHandling?: boolean;
  /** The path is used as given, not under `baseUrl` (e.g. `/meta.json`). */
  absolutePath?: boolean;
}

/** A failed call. `status` is 0 when no response arrived at all. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): string | null {
    return this.body?.code ?? null;
  }
}

export class ApiClient {
  private readonly baseUrl: string;
  private readonly retryCount: number;
  private readonly retryDelayMs: number;

  constructor(private readonly deps: ApiClientDeps) {
    this.baseUrl = deps.baseUrl ?? '/api/v1';
    this.retryCount = deps.retryCount ?? RETRY_COUNT;
    this.retryDelayMs = deps.retryDelayMs ?? RETRY_DELAY_MS;
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = void>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  /**
   * Sends one call, retrying as the policy allows. Resolves with the parsed JSON body (undefined for 204 or an
   * empty body); rejects with an `ApiError` after the session and toast side effects have run.
   */
  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const url = options.absolutePath ? path : this.baseUrl + path;
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(options.body !== undefined && { 'Content-Type': 'application/json' }) },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    };

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.deps.fetch(url, init);
      } catch (cause) {
        if (isAbort(cause, options.signal)) throw cause;
        if (attempt < this.retryCount && shouldRetry(method, { kind: 'network-error' })) {
          await this.deps.sleep(this.retryDelayMs);
          continue;
        }
        throw this.fail(new ApiError(0, defaultErrorMessage(0)), options);
      }

      if (response.ok) return (await readJson(response)) as T;

      const outcome: AttemptOutcome = { kind: 'response', status: response.status };
      if (attempt < this.retryCount && shouldRetry(method, outcome)) {
        await this.deps.sleep(this.retryDelayMs);
        continue;
      }
      const body = asErrorBody(await readJson(response).catch(() => null));
      const error = new ApiError(response.status, defaultErrorMessage(response.status, body?.errorMessage), body);
      throw this.fail(error, options);
    }
  }

  /** Runs the side effects of a final failure and hands the error back to be thrown. */
  private fail(error: ApiError, options: RequestOptions): ApiError {
    const reason = options.skipSessionHandling ? null : signOutReasonFor(error.status, this.deps.currentPath());
    if (reason) {
      // The sign-out screen or modal explains what happened; a toast on top would only repeat it.
      this.deps.signOut(reason);
    } else if (!options.quiet) {
      this.deps.showErrorToast(error.message);
    }
    return error;
  }
}

function isAbort(cause: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (cause instanceof Error && cause.name === 'AbortError');
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asErrorBody(value: unknown): ApiErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<ApiErrorBody>;
  return typeof v.errorMessage === 'string' ? (v as ApiErrorBody) : null;
}

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
