import type { Clock } from '../../shared-kernel/clock.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import { checkTargetMonthlySavings, type TargetMonthlySavings } from '../domain/savings-and-budget.js';
import type { TargetMonthlySavingsRepository } from '../ports/savings-and-budget-repository.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/** POST /target-monthly-savings: creates or replaces the resident's one record. @throws ValidationFailed (400). */
export class RecordTargetMonthlySavings {
  constructor(
    private readonly targets: TargetMonthlySavingsRepository,
    private readonly clock: Clock,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, value: TargetMonthlySavings): Promise<TargetMonthlySavings> {
    const saved = await this.targets.save(userId, checkTargetMonthlySavings(value, todayInSingapore(this.clock)));
    await this.snapshot.execute(userId);
    return saved;
  }
}
