/**
 * Public content the app shows around its pages: planned maintenance (landing banner, /maintenance-notices) and
 * the consented search analytics call.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { MaintenanceScheduleDto, MaintenanceScheduleResponse } from '../../../src/content/adapters/http/content.contract.js';
import type { ContentApi } from './content.api';

/** Spec 1 §8 "Maintenance fetch failure". */
export const MAINTENANCE_FETCH_FAILED = 'Failed to retrieve upcoming maintenance details. Please report this issue to the team.';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ContentStoreDeps {
  api: ContentApi;
  /** True when the signed-in resident has turned analytics on (spec 1 §6): only then are searches sent. */
  analyticsAllowed: () => boolean;
  /** True for a signed-in resident who has consented to the app terms: only then are reads recorded (spec 3 §3). */
  canRecordReading?: () => boolean;
}

export class ContentStore {
  maintenanceSchedules: MaintenanceScheduleDto[] = [];
  maintenanceLastUpdated: string | null = null;
  maintenanceStatus: LoadStatus = 'idle';
  /** Spec 1 §8: set when the schedule could not be retrieved (the banner and notices page say so). */
  maintenancePullError = false;
  /** The signed-in resident's read articles (page addresses without the leading slash). */
  articlesRead: string[] = [];
  private articlesReadLoaded = false;

  constructor(private readonly deps: ContentStoreDeps) {
    makeAutoObservable<ContentStore, 'deps'>(this, { deps: false, loadMaintenanceSchedules: flow, loadArticlesRead: flow });
  }

  /**
   * Reads the maintenance schedule. Once loaded it is kept for the visit unless `refresh` (the notices page asks
   * afresh); two callers at once share one request.
   */
  *loadMaintenanceSchedules(options: { refresh?: boolean } = {}): Generator<Promise<MaintenanceScheduleResponse>, void, MaintenanceScheduleResponse> {
    if (this.maintenanceStatus === 'loading') return;
    if (this.maintenanceStatus === 'loaded' && !options.refresh) return;
    this.maintenanceStatus = 'loading';
    try {
      const answer = yield this.deps.api.getMaintenanceSchedule();
      this.maintenanceSchedules = answer.maintenanceSchedules;
      this.maintenanceLastUpdated = answer.lastUpdated;
      this.maintenancePullError = false;
      this.maintenanceStatus = 'loaded';
    } catch {
      this.maintenancePullError = true;
      this.maintenanceStatus = 'failed';
    }
  }

  /** GET /article once per sign-in; a failure only means no ticks. */
  *loadArticlesRead(): Generator<Promise<{ articles: Array<{ article: string }> }>, void, { articles: Array<{ article: string }> }> {
    if (this.articlesReadLoaded || !this.deps.canRecordReading?.()) return;
    this.articlesReadLoaded = true;
    try {
      const answer = yield this.deps.api.listArticlesRead();
      this.articlesRead = [...new Set([...this.articlesRead, ...answer.articles.map((a) => a.article)])];
    } catch {
      this.articlesReadLoaded = false;
    }
  }

  /** Records that the resident opened the article at `path` (POST /article), once; never fails, never waits. */
  markArticleRead(path: string): void {
    const article = path.replace(/^\/+|\/+$/g, '');
    if (!article || !this.deps.canRecordReading?.() || this.articlesRead.includes(article)) return;
    this.articlesRead = [...this.articlesRead, article];
    this.deps.api.recordArticleRead(article).catch(() => undefined);
  }

  hasRead(path: string): boolean {
    return this.articlesRead.includes(path.replace(/^\/+|\/+$/g, ''));
  }

  /** Sign-out: the next resident's reads are their own. */
  clearReading(): void {
    this.articlesRead = [];
    this.articlesReadLoaded = false;
  }

  /**
   * Sends a search to the analytics call when the resident allows it (spec 1 §7); never fails and never waits:
   * the search itself must not depend on analytics.
   */
  recordSearch(searchQuery: string): void {
    const query = searchQuery.trim();
    if (!query || !this.deps.analyticsAllowed()) return;
    this.deps.api.recordSearchQuery(query).catch(() => undefined);
  }
}
