import type { Sequelize } from 'sequelize';
import type { SearchQueryEntry, SearchQueryLog } from '../../ports/search-query-log.js';

/** Consented search analytics in `user_search_queries` (deleted with the resident). */
export class SequelizeSearchQueryLog implements SearchQueryLog {
  constructor(private readonly sequelize: Sequelize) {}

  async record(entry: SearchQueryEntry): Promise<void> {
    await this.sequelize.query('INSERT INTO user_search_queries (user_id, search_query, created_at) VALUES ($1, $2, $3)', {
      bind: [entry.userId, entry.searchQuery, entry.at],
    });
  }
}
