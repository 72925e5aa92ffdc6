import { todayInSingapore } from '../../shared-kernel/dates.js';
import { LocalDate } from '../../shared-kernel/local-date.js';
import { targetsOverview, type TargetsOverview } from '../domain/targets-overview.js';
import type { TargetsRepository } from '../ports/goal-repository.js';
import type { TargetsDeps } from './targets-context.js';

/** GET /targets: the goals, the emergency fund and the plan built on them, for today in Singapore. */
export class ReadTargets {
  constructor(
    private readonly targets: TargetsRepository,
    private readonly deps: Pick<TargetsDeps, 'clock' | 'moneyOf'>,
  ) {}

  async execute(userId: string): Promise<TargetsOverview> {
    const [goals, fund, money] = await Promise.all([this.targets.listGoals(userId), this.targets.findEmergencyFund(userId), this.deps.moneyOf(userId)]);
    return targetsOverview(goals, fund, money, todayInSingapore(this.deps.clock), LocalDate.addMonths);
  }
}
