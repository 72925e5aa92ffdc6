import type { LocalDate } from '../../shared-kernel/local-date.js';

/**
 * The Singapore day the resident's investments (stocks, bonds, unit trusts, gold, structured products, other
 * investments) were last changed, from cashflow-wealth; null without any. The update-funds-and-targets notice is due
 * once it is STALE_DAYS old (spec 1 §4; docs/decisions.md "The spec's remaining units").
 */
export interface InvestmentsUpdateSource {
  lastInvestmentsUpdateOn(userId: string): Promise<LocalDate | null>;
}
