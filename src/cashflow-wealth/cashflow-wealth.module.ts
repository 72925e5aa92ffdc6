import { ContainerModule } from 'inversify';
import { PLATFORM } from '../platform/di/platform.tokens.js';
import { CASHFLOW_WEALTH } from './cashflow-wealth.tokens.js';
import { LatestFxRates, RefreshFxRates } from './application/fx-rates.js';
import { SequelizeFxRateRepository } from './adapters/persistence/sequelize-fx-rate-repository.js';
import { JsonFileFxRateSource } from './adapters/file/json-file-fx-rate-source.js';
import { fxRateRoutes } from './adapters/http/fx-rates.routes.js';
import { SessionGuard } from '../identity/public.js';
import { SaveIncomeList } from './application/save-income-list.js';
import { RecordEstimatedMonthlyExpenses } from './application/record-estimated-monthly-expenses.js';
import { ReadFinances } from './application/read-finances.js';
import { SequelizeIncomeRepository } from './adapters/persistence/sequelize-income-repository.js';
import { SequelizeEstimatedExpensesRepository } from './adapters/persistence/sequelize-estimated-expenses-repository.js';
import { financesRoutes } from './adapters/http/finances.routes.js';

/** The cashflow-wealth context: exchange rates, the income list and estimated monthly expenses (assets and the rest come later). */
export function cashflowWealthModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CASHFLOW_WEALTH.FxRateRepository).toResolvedValue((sequelize) => new SequelizeFxRateRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.FxRateSource).toResolvedValue((config) => (config.fxRatesFile ? new JsonFileFxRateSource(config.fxRatesFile) : null), [PLATFORM.Config]);
    bind(CASHFLOW_WEALTH.LatestFxRates).toResolvedValue((rates) => new LatestFxRates(rates), [CASHFLOW_WEALTH.FxRateRepository]);
    bind(CASHFLOW_WEALTH.RefreshFxRates).toResolvedValue((rates, clock) => new RefreshFxRates(rates, clock), [CASHFLOW_WEALTH.FxRateRepository, PLATFORM.Clock]);

    bind(PLATFORM.ApiRoutes).toResolvedValue((latest) => fxRateRoutes({ latest }), [CASHFLOW_WEALTH.LatestFxRates]);

    // Income list, estimated monthly expenses and the combined read (issue #4).
    bind(CASHFLOW_WEALTH.IncomeRepository).toResolvedValue((sequelize) => new SequelizeIncomeRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.EstimatedExpensesRepository).toResolvedValue((sequelize) => new SequelizeEstimatedExpensesRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.SaveIncomeList).toResolvedValue((incomes, rates) => new SaveIncomeList(incomes, rates), [CASHFLOW_WEALTH.IncomeRepository, CASHFLOW_WEALTH.FxRateRepository]);
    bind(CASHFLOW_WEALTH.RecordEstimatedMonthlyExpenses).toResolvedValue((expenses, clock) => new RecordEstimatedMonthlyExpenses(expenses, clock), [CASHFLOW_WEALTH.EstimatedExpensesRepository, PLATFORM.Clock]);
    bind(CASHFLOW_WEALTH.ReadFinances).toResolvedValue((incomes, expenses) => new ReadFinances(incomes, expenses), [CASHFLOW_WEALTH.IncomeRepository, CASHFLOW_WEALTH.EstimatedExpensesRepository]);
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, saveIncome, recordExpenses, read) => financesRoutes({ guard, saveIncome, recordExpenses, read }),
      [SessionGuard, CASHFLOW_WEALTH.SaveIncomeList, CASHFLOW_WEALTH.RecordEstimatedMonthlyExpenses, CASHFLOW_WEALTH.ReadFinances],
    );
  });
}
