import { Forbidden, ValidationFailed } from '../../shared-kernel/errors.js';
import { messages } from '../../shared-kernel/validation/messages.js';

/** Spec 1 §7 POST /user-search-query: 1 to 200 characters once trimmed. */
export const MAX_SEARCH_QUERY_LENGTH = 200;

/** The resident has not opted in to analytics (spec 1 §6): nothing about their searches is kept. */
export class SearchAnalyticsOff extends Forbidden {
  constructor() {
    super('CONTENT.SEARCH_ANALYTICS_OFF', 'Search analytics is turned off in your settings.');
  }
}

/** Why a search query cannot be recorded as typed (after trimming), or null when it can. */
export function searchQueryProblem(trimmed: string): string | null {
  if (trimmed === '') return messages.required;
  if (trimmed.length > MAX_SEARCH_QUERY_LENGTH) return messages.maxLength(String(MAX_SEARCH_QUERY_LENGTH));
  return null;
}

/**
 * What to record of a search, or why not: only a real query (trimmed, 1 to 200 characters), and only for a
 * resident with analytics turned on.
 * @returns the trimmed query
 * @throws ValidationFailed (`VALIDATION.FAILED`, field searchQuery) when blank or too long once trimmed.
 * @throws SearchAnalyticsOff (`CONTENT.SEARCH_ANALYTICS_OFF`, forbidden) when the resident has analytics off.
 */
export function searchQueryToRecord(raw: string, analyticsEnabled: boolean): string {
  const searchQuery = raw.trim();
  const problem = searchQueryProblem(searchQuery);
  if (problem !== null) throw new ValidationFailed([{ field: 'searchQuery', message: problem }]);
  if (!analyticsEnabled) throw new SearchAnalyticsOff();
  return searchQuery;
}
