/**
 * Wire types of the content context's HTTP API (`/api/v1`). The web app imports these with `import type`.
 */

/** One planned maintenance window (spec 1 §3). Times are ISO instants; the window is [from, to). */
export interface MaintenanceScheduleDto {
  id: number;
  /** e.g. ['CPF', 'IRAS'], never empty */
  agencies: string[];
  from: string;
  to: string;
  showOnLandingPageBanner: boolean;
  /** What the landing banner says when this is the only window it shows; null: the banner writes its own line. */
  landingPageBannerMessage: string | null;
  /** Extra words for the /maintenance-notices page; null when none. */
  maintenanceNoticePageRemarks: string | null;
}

/**
 * GET /api/v1/maintenance-schedule (public): windows that are current, upcoming, or ended within the last 30 days,
 * earliest start first; `lastUpdated` is when an operator last added or removed one (ISO), null if never.
 */
export interface MaintenanceScheduleResponse {
  maintenanceSchedules: MaintenanceScheduleDto[];
  lastUpdated: string | null;
}

/**
 * POST /api/v1/user-search-query body (signed in, consented): the search as typed; trimmed by the server, 1 to 200
 * characters. Answer 204. Recorded only when the resident's `analyticsEnabled` is true, else 403
 * `CONTENT.SEARCH_ANALYTICS_OFF` 'Search analytics is turned off in your settings.'
 */
export interface UserSearchQueryRequest {
  searchQuery: string;
}

/** POST /api/v1/article body (spec 3 §7): the article's page address without the leading slash. Answers 204. */
export interface ArticleReadRequest {
  article: string;
}

/** GET /api/v1/article: the articles the resident has read, first read first. */
export interface ArticlesReadResponse {
  articles: Array<{ article: string; completedAt: string }>;
}
