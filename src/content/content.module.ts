import { ContainerModule } from 'inversify';
import { PLATFORM } from '../platform/di/platform.tokens.js';
import { ArticleReadSourceToken, SessionGuard } from '../identity/public.js';
import { ArticleReads } from './application/article-reads.js';
import { SequelizeArticleReadLog } from './adapters/persistence/sequelize-article-read-log.js';
import { articleRoutes } from './adapters/http/article.routes.js';
import { CONTENT } from './content.tokens.js';
import { AddMaintenanceSchedule, ListAllMaintenanceSchedules, ListMaintenanceSchedules, RemoveMaintenanceSchedule } from './application/maintenance-schedules.js';
import { RecordSearchQuery } from './application/record-search-query.js';
import { SequelizeMaintenanceScheduleRepository } from './adapters/persistence/sequelize-maintenance-schedule-repository.js';
import { SequelizeSearchQueryLog } from './adapters/persistence/sequelize-search-query-log.js';
import { maintenanceRoutes } from './adapters/http/maintenance.routes.js';
import { searchQueryRoutes } from './adapters/http/search-query.routes.js';
import { IndexSearchDocuments, SearchSite } from './application/site-search.js';
import { SqlSearchIndex } from './adapters/persistence/sql-search-index.js';
import { JsonSearchDocumentSource } from './adapters/content-files/json-search-document-source.js';
import { searchRoutes } from './adapters/http/search.routes.js';
import type { AppConfig } from '../platform/config/config.js';

export interface ContentModuleOptions {
  /** content/search: the documents site search indexes at start-up (docs/decisions.md "Search") */
  searchContentFolder: string;
}

/** The content context: maintenance schedules, site search and its consented analytics, and the articles residents have read. */
export function contentModule(options: ContentModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CONTENT.SearchIndex).toResolvedValue((sequelize) => new SqlSearchIndex(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CONTENT.IndexSearchDocuments).toResolvedValue((index) => new IndexSearchDocuments(new JsonSearchDocumentSource(options.searchContentFolder), index), [CONTENT.SearchIndex]);
    bind(CONTENT.SearchSite).toResolvedValue((index) => new SearchSite(index), [CONTENT.SearchIndex]).inSingletonScope();
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (search, config: AppConfig) => searchRoutes({ search, perMinute: config.rateLimits.searchPerMinute }),
      [CONTENT.SearchSite, PLATFORM.Config],
    );

    bind(CONTENT.MaintenanceScheduleRepository).toResolvedValue((sequelize) => new SequelizeMaintenanceScheduleRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CONTENT.ListMaintenanceSchedules).toResolvedValue((schedules, clock) => new ListMaintenanceSchedules(schedules, clock), [CONTENT.MaintenanceScheduleRepository, PLATFORM.Clock]);
    bind(CONTENT.ListAllMaintenanceSchedules).toResolvedValue((schedules) => new ListAllMaintenanceSchedules(schedules), [CONTENT.MaintenanceScheduleRepository]);
    bind(CONTENT.AddMaintenanceSchedule).toResolvedValue((schedules, clock) => new AddMaintenanceSchedule(schedules, clock), [CONTENT.MaintenanceScheduleRepository, PLATFORM.Clock]);
    bind(CONTENT.RemoveMaintenanceSchedule).toResolvedValue((schedules, clock) => new RemoveMaintenanceSchedule(schedules, clock), [CONTENT.MaintenanceScheduleRepository, PLATFORM.Clock]);
    bind(CONTENT.SearchQueryLog).toResolvedValue((sequelize) => new SequelizeSearchQueryLog(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CONTENT.RecordSearchQuery).toResolvedValue((log, clock) => new RecordSearchQuery(log, clock), [CONTENT.SearchQueryLog, PLATFORM.Clock]);

    bind(CONTENT.ArticleReadLog).toResolvedValue((sequelize) => new SequelizeArticleReadLog(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CONTENT.ArticleReads).toResolvedValue((log, clock) => new ArticleReads(log, clock), [CONTENT.ArticleReadLog, PLATFORM.Clock]).inSingletonScope();
    // The anti-scam notice (identity) shows until its article is read.
    bind(ArticleReadSourceToken).toResolvedValue((reads) => reads, [CONTENT.ArticleReads]);

    bind(PLATFORM.ApiRoutes).toResolvedValue((list) => maintenanceRoutes({ list }), [CONTENT.ListMaintenanceSchedules]);
    bind(PLATFORM.ApiRoutes).toResolvedValue((guard, reads) => articleRoutes({ guard, reads }), [SessionGuard, CONTENT.ArticleReads]);
    bind(PLATFORM.ApiRoutes).toResolvedValue((guard, record) => searchQueryRoutes({ guard, record }), [SessionGuard, CONTENT.RecordSearchQuery]);
  });
}
