import type { EmploymentStatus } from '../domain/health-check/financial-snapshot.js';
import { healthCheck, type HealthCheck } from '../domain/health-check/health-check.js';
import { toFinancialSnapshot } from '../domain/finances/snapshot-mapper.js';
import type { FinancesReader } from '../ports/finances-reader.js';
import { moneyFactsOf } from './money-facts-of.js';

/** The resident's employment status as the identity context knows it (null when not answered). */
export type EmploymentStatusOf = (userId: string) => Promise<EmploymentStatus | null>;

/** GET /health-check (spec 2 §4): the resident's finances in SGD through the four rule sets. */
export class RunHealthCheck {
  constructor(
    private readonly finances: FinancesReader,
    private readonly employmentStatusOf: EmploymentStatusOf,
  ) {}

  async execute(userId: string): Promise<HealthCheck> {
    const [{ finances, rates }, employmentStatus] = await Promise.all([this.finances.read(userId), this.employmentStatusOf(userId)]);
    return healthCheck(toFinancialSnapshot(moneyFactsOf(finances), rates, employmentStatus));
  }
}
