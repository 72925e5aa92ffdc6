import { todayInSingapore } from '../../shared-kernel/dates.js';
import { NotFound, ValidationFailed } from '../../shared-kernel/errors.js';
import type { LocalDate } from '../../shared-kernel/local-date.js';
import type { Cents } from '../../shared-kernel/money.js';
import { newlyEarnedTrackers } from '../domain/achievement-trackers.js';
import { clipFund, fundMonthsRose, monthlyOutflow, recordedFundMonths, type EmergencyFund } from '../domain/emergency-fund.js';
import { assertWithinAvailableFunds, fundChangeProblems, fundProblems } from '../domain/target-rules.js';
import type { TargetsRepository } from '../ports/goal-repository.js';
import { allocatedNow } from './goal-commands.js';
import type { TargetsDeps } from './targets-context.js';

export class EmergencyFundNotFound extends NotFound {
  constructor() {
    super('TARGETS.EMERGENCY_FUND_NOT_FOUND', 'You have no emergency fund yet. Set one up first.');
  }
}

export interface FundFields {
  totalAmount: Cents;
  currentAmount: Cents;
  date: LocalDate;
}

/**
 * PUT /emergency-fund (create or replace) and PATCH /emergency-fund (merge into the stored one): clipped to its
 * total, checked, and kept with the months of spending it now covers; when those months (1 decimal) rise, a
 * milestone notice, and the trackers for 3 and 6 months.
 */
export class EmergencyFundCommands {
  constructor(
    private readonly targets: TargetsRepository,
    private readonly deps: TargetsDeps,
  ) {}

  /** @throws ValidationFailed, AllocationExceeded */
  put(userId: string, fields: FundFields): Promise<EmergencyFund> {
    return this.save(userId, () => fields);
  }

  /** @throws EmergencyFundNotFound, ValidationFailed, AllocationExceeded */
  patch(userId: string, change: Partial<FundFields>): Promise<EmergencyFund> {
    return this.save(userId, (stored) => {
      if (!stored) throw new EmergencyFundNotFound();
      return { ...stored, ...change };
    });
  }

  private async save(userId: string, fieldsFrom: (stored: EmergencyFund | null) => FundFields): Promise<EmergencyFund> {
    const money = await this.deps.moneyOf(userId);
    const outflow = monthlyOutflow(money.monthlyExpenses, money.monthlyLoanRepayments);
    const { saved, previous } = await this.targets.withAllocationLock(userId, async (scope) => {
      const stored = await scope.findEmergencyFund();
      const fields = fieldsFrom(stored);
      const fund = clipFund({ ...fields, prevAccumulatedMonths: recordedFundMonths(Math.min(fields.currentAmount, fields.totalAmount) as Cents, outflow) });
      const problems = [...fundProblems(fund), ...fundChangeProblems(stored, fund, todayInSingapore(this.deps.clock))];
      if (problems.length > 0) throw new ValidationFailed(problems);
      const before = await allocatedNow(scope);
      assertWithinAvailableFunds(before, before - (stored?.currentAmount ?? 0) + fund.currentAmount, money.availableFunds);
      await scope.saveEmergencyFund(fund);
      return { saved: fund, previous: stored?.prevAccumulatedMonths ?? 0 };
    });
    if (fundMonthsRose(previous, saved.prevAccumulatedMonths)) {
      await this.deps.notify(userId, {
        title: 'Your emergency fund is growing',
        description: `Your emergency fund now covers ${saved.prevAccumulatedMonths} months of your spending. Keep going!`,
      });
    }
    await this.deps.awardTrackers(userId, newlyEarnedTrackers({ goalCount: 0, emergencyFundMonths: saved.prevAccumulatedMonths }, new Set()));
    return saved;
  }
}
