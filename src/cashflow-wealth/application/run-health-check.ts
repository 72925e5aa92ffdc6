import { healthCheck, type HealthCheck } from '../domain/health-check/health-check.js';
import { toFinancialSnapshot } from '../domain/finances/snapshot-mapper.js';
import type { FinancesReader } from '../ports/finances-reader.js';
import type { ResidentFacts } from '../ports/resident-facts.js';
import { moneyFactsOf } from './money-facts-of.js';

/**
 * GET /health-check (spec 2 §4): the resident's finances in SGD through the four rule sets. The employment status
 * comes with the facts the caller already holds (the signed-in resident's), so it costs no query.
 */
export class RunHealthCheck {
  constructor(private readonly finances: FinancesReader) {}

  async execute(userId: string, facts: ResidentFacts): Promise<HealthCheck> {
    const { finances, rates } = await this.finances.read(userId);
    // The emergency fund counts what the resident allocated to it once it is a target (docs/decisions.md "One emergency fund").
    return healthCheck(toFinancialSnapshot(moneyFactsOf(finances), rates, facts.employmentStatus, finances.emergencyFundAllocated ?? null));
  }
}
