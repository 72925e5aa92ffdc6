import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '../../shared-kernel/clock.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import { financeTotals } from '../domain/finances/finance-totals.js';
import { historyEntry } from '../domain/finances/finance-history.js';
import { toFinancialSnapshot } from '../domain/finances/snapshot-mapper.js';
import { trackersToAward, type AchievementFacts } from '../domain/health-check/achievement-trackers.js';
import { ruleFacts } from '../domain/health-check/health-check.js';
import type { CompletedActions } from '../ports/completed-actions.js';
import type { FinanceHistoryRepository } from '../ports/finance-history-repository.js';
import type { FinancesReader } from '../ports/finances-reader.js';
import { moneyFactsOf } from './money-facts-of.js';

/**
 * The residents whose snapshot waits for the end of {@link RecordFinancesSnapshot.once}'s work. Module-wide, not
 * per instance: every use case holds its own RecordFinancesSnapshot, and the writes in one batch reach several.
 */
const deferred = new AsyncLocalStorage<Set<string>>();

/**
 * Runs at the end of every write of the resident's finances (income, expenses, loans, investments, liabilities,
 * assets, CPF, estimates): today's history entry (spec 2 §3 "History", Asia/Singapore day, the day's last change
 * wins) and the achievement trackers TRA_SR_B..E, each recorded once as a SYSTEM completion (spec 2 §4).
 */
export class RecordFinancesSnapshot {
  constructor(
    private readonly finances: FinancesReader,
    private readonly history: FinanceHistoryRepository,
    private readonly completed: CompletedActions,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<void> {
    const batch = deferred.getStore();
    if (batch) {
      batch.add(userId);
      return;
    }
    const { finances, rates } = await this.finances.read(userId);
    const facts = moneyFactsOf(finances);
    const achievements: AchievementFacts = {
      // TRA_SR_B (a goal exists) is awarded by the targets context when a goal is saved (targets/domain/achievement-trackers.ts).
      hasGoal: false,
      emergencyFundMonths: ruleFacts(toFinancialSnapshot(facts, rates, null, finances.emergencyFundAllocated ?? null)).emergencyFundMonths,
      expenses: facts.expenses,
    };
    await Promise.all([this.history.upsert(userId, historyEntry(todayInSingapore(this.clock), financeTotals(facts, rates))), this.awardTrackers(userId, achievements)]);
  }

  /**
   * Runs `work` (many writes, such as an import's) with the snapshot each write would take taken once, at its end:
   * the snapshot reads all the resident's finances, so one per write made a batch's cost grow with its square
   * (docs/decisions.md "Every list has a cap"). The end state, and so the day's entry and the trackers, are the same.
   */
  async once<T>(work: () => Promise<T>): Promise<T> {
    if (deferred.getStore()) return work();
    const residents = new Set<string>();
    const result = await deferred.run(residents, work);
    for (const userId of residents) await this.execute(userId);
    return result;
  }

  private async awardTrackers(userId: string, achievements: AchievementFacts): Promise<void> {
    // Most writes earn nothing: ask identity for the completed keys only when some condition holds.
    if (trackersToAward(achievements, new Set()).length === 0) return;
    const earned = await this.completed.keysOf(userId);
    for (const tracker of trackersToAward(achievements, earned)) await this.completed.completeBySystem(userId, tracker);
  }
}
