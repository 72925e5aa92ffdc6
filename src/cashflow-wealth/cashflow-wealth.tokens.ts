import type { ServiceIdentifier } from 'inversify';
import type { LatestFxRates, RefreshFxRates } from './application/fx-rates.js';
import type { FxRateRepository } from './ports/fx-rate-repository.js';
import type { FxRateSource } from './ports/fx-rate-source.js';
import type { IncomeRepository } from './ports/income-repository.js';
import type { EstimatedExpensesRepository } from './ports/estimated-expenses-repository.js';
import type { SaveIncomeList } from './application/save-income-list.js';
import type { RecordEstimatedMonthlyExpenses } from './application/record-estimated-monthly-expenses.js';
import type { ReadFinances } from './application/read-finances.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

export const CASHFLOW_WEALTH = {
  FxRateRepository: token<FxRateRepository>('cashflow-wealth.FxRateRepository'),
  /** The configured source (FX_RATES_FILE); null when none is configured. */
  FxRateSource: token<FxRateSource | null>('cashflow-wealth.FxRateSource'),
  LatestFxRates: token<LatestFxRates>('cashflow-wealth.LatestFxRates'),
  RefreshFxRates: token<RefreshFxRates>('cashflow-wealth.RefreshFxRates'),
  IncomeRepository: token<IncomeRepository>('cashflow-wealth.IncomeRepository'),
  EstimatedExpensesRepository: token<EstimatedExpensesRepository>('cashflow-wealth.EstimatedExpensesRepository'),
  SaveIncomeList: token<SaveIncomeList>('cashflow-wealth.SaveIncomeList'),
  RecordEstimatedMonthlyExpenses: token<RecordEstimatedMonthlyExpenses>('cashflow-wealth.RecordEstimatedMonthlyExpenses'),
  ReadFinances: token<ReadFinances>('cashflow-wealth.ReadFinances'),
} as const;
