import type { Clock } from '../../shared-kernel/clock.js';
import { searchQueryToRecord } from '../domain/search-query.js';
import type { SearchQueryLog } from '../ports/search-query-log.js';

/** What the use case needs to know about the signed-in resident. */
export interface Searcher {
  id: string;
  analyticsEnabled: boolean;
}

/**
 * POST /user-search-query: records a search of a resident who turned analytics on (spec 1 §6, §7).
 * @throws InvalidSearchQuery (400) or SearchAnalyticsOff (403), see searchQueryToRecord.
 */
export class RecordSearchQuery {
  constructor(
    private readonly log: SearchQueryLog,
    private readonly clock: Clock,
  ) {}

  async execute(searcher: Searcher, rawQuery: string): Promise<void> {
    const searchQuery = searchQueryToRecord(rawQuery, searcher.analyticsEnabled);
    await this.log.record({ userId: searcher.id, searchQuery, at: this.clock.now() });
  }
}
