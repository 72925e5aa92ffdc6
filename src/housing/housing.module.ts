import { ContainerModule } from 'inversify';
import { SessionGuard } from '../identity/public.js';
import { PLATFORM } from '../platform/di/platform.tokens.js';
import { housingRoutes } from './adapters/http/housing.routes.js';
import { SequelizeHousingPlanRepository } from './adapters/persistence/sequelize-housing-plan-repository.js';
import { HousingPlanCommands } from './application/housing-plan-commands.js';
import { HOUSING } from './housing.tokens.js';

/** The housing context: the resident's purchase plans and what they work out to (spec 3 §3, §4, §7). */
export function housingModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(HOUSING.HousingPlanRepository).toResolvedValue((sequelize) => new SequelizeHousingPlanRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(HOUSING.HousingPlanCommands).toResolvedValue((repository, clock) => new HousingPlanCommands(repository, clock), [HOUSING.HousingPlanRepository, PLATFORM.Clock]);
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, plans, config) => housingRoutes({ guard, plans, calculatePerMinute: config.rateLimits.housingCalculatePerMinute }),
      [SessionGuard, HOUSING.HousingPlanCommands, PLATFORM.Config],
    );
  });
}
