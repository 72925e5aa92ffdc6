/** The content calls of spec 1 §7: maintenance schedules and search analytics. */
import type { ArticleReadRequest, ArticlesReadResponse, MaintenanceScheduleResponse, UserSearchQueryRequest } from '../../../src/content/adapters/http/content.contract.js';
import type { ApiClient } from '../app/api-client';

export interface ContentApi {
  getMaintenanceSchedule(): Promise<MaintenanceScheduleResponse>;
  recordSearchQuery(searchQuery: string): Promise<void>;
  listArticlesRead(): Promise<ArticlesReadResponse>;
  recordArticleRead(article: string): Promise<void>;
}

export class HttpContentApi implements ContentApi {
  constructor(private readonly api: ApiClient) {}

  /** Quiet: the banner and the notices page explain a failure themselves (spec 1 §8). */
  getMaintenanceSchedule(): Promise<MaintenanceScheduleResponse> {
    return this.api.get<MaintenanceScheduleResponse>('/maintenance-schedule', { quiet: true });
  }

  /** Quiet: analytics never bothers the resident; a failure is ignored by the caller. */
  recordSearchQuery(searchQuery: string): Promise<void> {
    const body: UserSearchQueryRequest = { searchQuery };
    return this.api.post<void>('/user-search-query', body, { quiet: true });
  }

  /** Quiet: which articles are ticked as read is a nicety, never worth a toast. */
  listArticlesRead(): Promise<ArticlesReadResponse> {
    return this.api.get<ArticlesReadResponse>('/article', { quiet: true });
  }

  recordArticleRead(article: string): Promise<void> {
    const body: ArticleReadRequest = { article };
    return this.api.post<void>('/article', body, { quiet: true });
  }
}
