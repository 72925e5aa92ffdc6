import type { InvestingRecordsReader } from './application/investing-records.js';
import type { InvestingGuide } from './application/investing-guide.js';
import type { InvestingInsurance } from './application/investing-insurance.js';
import type { ServiceIdentifier } from 'inversify';
import type { LatestFxRates, RefreshFxRates } from './application/fx-rates.js';
import type { FxRateRepository } from './ports/fx-rate-repository.js';
import type { FxRateSource } from './ports/fx-rate-source.js';
import type { IncomeRepository } from './ports/income-repository.js';
import type { EstimatedExpensesRepository } from './ports/estimated-expenses-repository.js';
import type { SaveIncomeList } from './application/save-income-list.js';
import type { RecordEstimatedMonthlyExpenses } from './application/record-estimated-monthly-expenses.js';
import type { ReadFinances } from './application/read-finances.js';
import type { FinancesReader } from './ports/finances-reader.js';
import type { RetirementPlanRepository } from './ports/retirement-plan-repository.js';
import type { RetirementPlanCommands } from './application/retirement-plan.js';
import type { ReadMoneyForTargets } from './application/money-for-targets.js';
import type { FinancesVersions } from './ports/finances-versions.js';
import type { ImportedItemsStore } from './ports/imported-items-store.js';
import type { ReplaceImportedItems } from './application/replace-imported-items.js';
import type { RunHealthCheck } from './application/run-health-check.js';
import type { ListRecommendedActions } from './application/list-recommended-actions.js';
import type { ReadHistory } from './application/read-history.js';
import type { RecordFinancesSnapshot } from './application/record-finances-snapshot.js';
import type { FinanceHistoryRepository } from './ports/finance-history-repository.js';
import type { CompletedActions } from './ports/completed-actions.js';

import type { ExpenseRepository } from './ports/expense-repository.js';
import type { LoanRepaymentRepository } from './ports/loan-repayment-repository.js';
import type { LiabilityRepository, MonthlyInvestmentRepository } from './ports/owned-item-repository.js';
import type { TargetMonthlySavingsRepository, TotalBudgetRepository } from './ports/savings-and-budget-repository.js';
import type { CreateExpenses } from './application/create-expenses.js';
import type { UpdateExpenses } from './application/update-expenses.js';
import type { DeleteExpenses } from './application/delete-expenses.js';
import type { SaveLoanRepayments } from './application/save-loan-repayments.js';
import type { CreateOwnedItem } from './application/create-owned-item.js';
import type { UpdateOwnedItem } from './application/update-owned-item.js';
import type { DeleteOwnedItem } from './application/delete-owned-item.js';
import type { RecordTargetMonthlySavings } from './application/record-target-monthly-savings.js';
import type { SetTotalBudget } from './application/set-total-budget.js';
import type { MonthlyInvestment } from './domain/monthly-investment.js';
import type { Liability } from './domain/liability.js';

import type { AssetRepository } from './ports/asset-repository.js';
import type { CpfAssetRepository } from './ports/cpf-asset-repository.js';
import type { ResidentFactsSource } from './ports/resident-facts.js';
import type { TargetsPresence } from './ports/targets-presence.js';
import type { CreateAsset } from './application/create-asset.js';
import type { UpdateAsset } from './application/update-asset.js';
import type { DeleteAsset } from './application/delete-asset.js';
import type { UpdateCpfAsset } from './application/update-cpf-asset.js';

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
  // The health check, history and trackers (spec 2).
  /** Every part of a resident's finances and the latest rates in one SQL statement. */
  FinancesReader: token<FinancesReader>('cashflow-wealth.FinancesReader'),
  ReadMoneyForTargets: token<ReadMoneyForTargets>('cashflow-wealth.ReadMoneyForTargets'),
  FinancesVersions: token<FinancesVersions>('cashflow-wealth.FinancesVersions'),
  ImportedItemsStore: token<ImportedItemsStore>('cashflow-wealth.ImportedItemsStore'),
  ReplaceImportedItems: token<ReplaceImportedItems>('cashflow-wealth.ReplaceImportedItems'),
  FinanceHistoryRepository: token<FinanceHistoryRepository>('cashflow-wealth.FinanceHistoryRepository'),
  CompletedActions: token<CompletedActions>('cashflow-wealth.CompletedActions'),
  RunHealthCheck: token<RunHealthCheck>('cashflow-wealth.RunHealthCheck'),
  ListRecommendedActions: token<ListRecommendedActions>('cashflow-wealth.ListRecommendedActions'),
  ReadHistory: token<ReadHistory>('cashflow-wealth.ReadHistory'),
  RecordFinancesSnapshot: token<RecordFinancesSnapshot>('cashflow-wealth.RecordFinancesSnapshot'),
  // Expenses, loan repayments, monthly investments, liabilities, target monthly savings, total budget (spec 2).
  ExpenseRepository: token<ExpenseRepository>('cashflow-wealth.ExpenseRepository'),
  LoanRepaymentRepository: token<LoanRepaymentRepository>('cashflow-wealth.LoanRepaymentRepository'),
  MonthlyInvestmentRepository: token<MonthlyInvestmentRepository>('cashflow-wealth.MonthlyInvestmentRepository'),
  LiabilityRepository: token<LiabilityRepository>('cashflow-wealth.LiabilityRepository'),
  TargetMonthlySavingsRepository: token<TargetMonthlySavingsRepository>('cashflow-wealth.TargetMonthlySavingsRepository'),
  TotalBudgetRepository: token<TotalBudgetRepository>('cashflow-wealth.TotalBudgetRepository'),
  /** All of the above repositories, as GET /finances reads them. */
  CreateExpenses: token<CreateExpenses>('cashflow-wealth.CreateExpenses'),
  UpdateExpenses: token<UpdateExpenses>('cashflow-wealth.UpdateExpenses'),
  DeleteExpenses: token<DeleteExpenses>('cashflow-wealth.DeleteExpenses'),
  SaveLoanRepayments: token<SaveLoanRepayments>('cashflow-wealth.SaveLoanRepayments'),
  CreateMonthlyInvestment: token<CreateOwnedItem<MonthlyInvestment>>('cashflow-wealth.CreateMonthlyInvestment'),
  UpdateMonthlyInvestment: token<UpdateOwnedItem<MonthlyInvestment>>('cashflow-wealth.UpdateMonthlyInvestment'),
  DeleteMonthlyInvestment: token<DeleteOwnedItem<MonthlyInvestment>>('cashflow-wealth.DeleteMonthlyInvestment'),
  CreateLiability: token<CreateOwnedItem<Liability>>('cashflow-wealth.CreateLiability'),
  UpdateLiability: token<UpdateOwnedItem<Liability>>('cashflow-wealth.UpdateLiability'),
  DeleteLiability: token<DeleteOwnedItem<Liability>>('cashflow-wealth.DeleteLiability'),
  RecordTargetMonthlySavings: token<RecordTargetMonthlySavings>('cashflow-wealth.RecordTargetMonthlySavings'),
  SetTotalBudget: token<SetTotalBudget>('cashflow-wealth.SetTotalBudget'),
  // The CPF asset and the eleven manual asset kinds (spec 2).
  AssetRepository: token<AssetRepository>('cashflow-wealth.AssetRepository'),
  CpfAssetRepository: token<CpfAssetRepository>('cashflow-wealth.CpfAssetRepository'),
  /** The resident's date of birth and employment status (identity, through its public query). */
  ResidentFactsSource: token<ResidentFactsSource>('cashflow-wealth.ResidentFactsSource'),
  /** Bound by the targets context (targets.module.ts): whether the resident has any target. */
  TargetsPresence: token<TargetsPresence>('cashflow-wealth.TargetsPresence'),
  CreateAsset: token<CreateAsset>('cashflow-wealth.CreateAsset'),
  UpdateAsset: token<UpdateAsset>('cashflow-wealth.UpdateAsset'),
  DeleteAsset: token<DeleteAsset>('cashflow-wealth.DeleteAsset'),
  UpdateCpfAsset: token<UpdateCpfAsset>('cashflow-wealth.UpdateCpfAsset'),
  InvestingRecords: token<InvestingRecordsReader>('cashflow-wealth.InvestingRecords'),
  InvestingGuide: token<InvestingGuide>('cashflow-wealth.InvestingGuide'),
  InvestingInsurance: token<InvestingInsurance>('cashflow-wealth.InvestingInsurance'),
  // The resident's retirement plan (docs/decisions.md "The retirement plan").
  RetirementPlanRepository: token<RetirementPlanRepository>('cashflow-wealth.RetirementPlanRepository'),
  RetirementPlanCommands: token<RetirementPlanCommands>('cashflow-wealth.RetirementPlanCommands'),
} as const;
