import { ContainerModule } from 'inversify';
import { PLATFORM } from '../platform/di/platform.tokens.js';
import { CASHFLOW_WEALTH } from './cashflow-wealth.tokens.js';
import { LatestFxRates, RefreshFxRates } from './application/fx-rates.js';
import { SequelizeFxRateRepository } from './adapters/persistence/sequelize-fx-rate-repository.js';
import { JsonFileFxRateSource } from './adapters/file/json-file-fx-rate-source.js';
import { fxRateRoutes } from './adapters/http/fx-rates.routes.js';

/** The cashflow-wealth context. For now: exchange rates (income, expenses, assets and the rest come later). */
export function cashflowWealthModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CASHFLOW_WEALTH.FxRateRepository).toResolvedValue((sequelize) => new SequelizeFxRateRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.FxRateSource).toResolvedValue((config) => (config.fxRatesFile ? new JsonFileFxRateSource(config.fxRatesFile) : null), [PLATFORM.Config]);
    bind(CASHFLOW_WEALTH.LatestFxRates).toResolvedValue((rates) => new LatestFxRates(rates), [CASHFLOW_WEALTH.FxRateRepository]);
    bind(CASHFLOW_WEALTH.RefreshFxRates).toResolvedValue((rates, clock) => new RefreshFxRates(rates, clock), [CASHFLOW_WEALTH.FxRateRepository, PLATFORM.Clock]);

    bind(PLATFORM.ApiRoutes).toResolvedValue((latest) => fxRateRoutes({ latest }), [CASHFLOW_WEALTH.LatestFxRates]);
  });
}
