import type { ServiceIdentifier } from 'inversify';
import type { AddMaintenanceSchedule, ListAllMaintenanceSchedules, ListMaintenanceSchedules, RemoveMaintenanceSchedule } from './application/maintenance-schedules.js';
import type { RecordSearchQuery } from './application/record-search-query.js';
import type { MaintenanceScheduleRepository } from './ports/maintenance-schedule-repository.js';
import type { SearchQueryLog } from './ports/search-query-log.js';
import type { ArticleReadLog } from './ports/article-read-log.js';
import type { ArticleReads } from './application/article-reads.js';
import type { IndexSearchDocuments, SearchSite } from './application/site-search.js';
import type { SearchIndex } from './ports/search-index.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

export const CONTENT = {
  MaintenanceScheduleRepository: token<MaintenanceScheduleRepository>('content.MaintenanceScheduleRepository'),
  ListMaintenanceSchedules: token<ListMaintenanceSchedules>('content.ListMaintenanceSchedules'),
  ListAllMaintenanceSchedules: token<ListAllMaintenanceSchedules>('content.ListAllMaintenanceSchedules'),
  AddMaintenanceSchedule: token<AddMaintenanceSchedule>('content.AddMaintenanceSchedule'),
  RemoveMaintenanceSchedule: token<RemoveMaintenanceSchedule>('content.RemoveMaintenanceSchedule'),
  SearchQueryLog: token<SearchQueryLog>('content.SearchQueryLog'),
  RecordSearchQuery: token<RecordSearchQuery>('content.RecordSearchQuery'),
  ArticleReadLog: token<ArticleReadLog>('content.ArticleReadLog'),
  ArticleReads: token<ArticleReads>('content.ArticleReads'),
  SearchIndex: token<SearchIndex>('content.SearchIndex'),
  IndexSearchDocuments: token<IndexSearchDocuments>('content.IndexSearchDocuments'),
  SearchSite: token<SearchSite>('content.SearchSite'),
} as const;
