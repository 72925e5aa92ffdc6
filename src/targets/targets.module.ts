import { ContainerModule } from 'inversify';
import { ReadMoneyForTargetsToken, TargetsPresenceToken, type TargetsPresence } from '../cashflow-wealth/public.js';
import { CreatePersonalNotificationCommand, PlanFactsSourceToken, RecommendedActionsToken, SessionGuard, type PlanFactsSource } from '../identity/public.js';
import { PLATFORM } from '../platform/di/platform.tokens.js';
import { targetsRoutes } from './adapters/http/targets.routes.js';
import { SequelizeTargetsRepository } from './adapters/persistence/sequelize-targets-repository.js';
import { EmergencyFundCommands } from './application/emergency-fund-commands.js';
import { GoalCommands } from './application/goal-commands.js';
import { ReadTargets } from './application/read-targets.js';
import { SaveAllocation } from './application/save-allocation.js';
import type { TargetsDeps } from './application/targets-context.js';
import { TARGETS } from './targets.tokens.js';
import { singaporeDayOf } from '../shared-kernel/dates.js';

/** The targets context (spec 3): goals, the emergency fund, allocation and the plan built on them. */
export function targetsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TARGETS.TargetsRepository).toResolvedValue((sequelize) => new SequelizeTargetsRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    // The update-funds-and-targets notice (identity) reads when the funds last changed and the open targets' dates.
    bind(PlanFactsSourceToken).toResolvedValue(
      (repository, money): PlanFactsSource => ({
        factsFor: async (userId) => {
          const [goals, fund, funds] = await Promise.all([repository.listGoals(userId), repository.findEmergencyFund(userId), money.execute(userId)]);
          return {
            lastCashUpdateOn: funds.availableFundsUpdatedAt ? singaporeDayOf(new Date(funds.availableFundsUpdatedAt)) : null,
            openTargetDueDates: goals.filter((goal) => !goal.paidOut).map((goal) => goal.date),
            emergencyFundDueDate: fund && fund.currentAmount < fund.totalAmount ? fund.date : null,
          };
        },
      }),
      [TARGETS.TargetsRepository, ReadMoneyForTargetsToken],
    );
    // The recommended actions stop asking for a savings target once one exists (docs/decisions.md "Advice follows the data").
    bind(TargetsPresenceToken).toResolvedValue(
      (repository): TargetsPresence => ({
        hasTargets: async (userId) => {
          const [goals, fund] = await Promise.all([repository.listGoals(userId), repository.findEmergencyFund(userId)]);
          return goals.length > 0 || fund !== null;
        },
      }),
      [TARGETS.TargetsRepository],
    );
    bind(TARGETS.TargetsDeps).toResolvedValue(
      (money, actions, notifications, clock): TargetsDeps => ({
        clock,
        moneyOf: (userId) => money.execute(userId),
        awardTrackers: async (userId, trackers) => {
          // Each once: a SYSTEM completion is recorded only when the key is not completed yet.
          for (const tracker of trackers) await actions.complete(userId, tracker, 'SYSTEM');
        },
        notify: async (userId, notice) => {
          await notifications.execute(userId, { ...notice, category: 'MILESTONE', date: clock.now(), acknowledged: false });
        },
      }),
      [ReadMoneyForTargetsToken, RecommendedActionsToken, CreatePersonalNotificationCommand, PLATFORM.Clock],
    );
    bind(TARGETS.GoalCommands).toResolvedValue((repository, deps) => new GoalCommands(repository, deps), [TARGETS.TargetsRepository, TARGETS.TargetsDeps]);
    bind(TARGETS.EmergencyFundCommands).toResolvedValue((repository, deps) => new EmergencyFundCommands(repository, deps), [TARGETS.TargetsRepository, TARGETS.TargetsDeps]);
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, repository, deps, goals, fund) =>
        targetsRoutes({
          guard,
          read: new ReadTargets(repository, deps),
          goals,
          fund,
          allocation: new SaveAllocation(repository, deps),
        }),
      [SessionGuard, TARGETS.TargetsRepository, TARGETS.TargetsDeps, TARGETS.GoalCommands, TARGETS.EmergencyFundCommands],
    );
  });
}
