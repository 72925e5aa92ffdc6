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
import { InsuranceRecordSourceToken, InvestmentsUpdateSourceToken, RecommendedActionsToken, ResidentFactsQuery } from '../identity/public.js';
import { SqlInvestmentsUpdated } from './adapters/persistence/sql-investments-updated.js';
import { MoneyPlanFactsPartToken } from '../identity/public.js';
import { MONEY_PLAN_FACTS_PART } from './adapters/persistence/sql-money-plan-facts.js';
import { SqlFinancesReader } from './adapters/persistence/sql-finances-reader.js';
import { ReadMoneyForTargets } from './application/money-for-targets.js';
import { RunHealthCheck } from './application/run-health-check.js';
import { ListRecommendedActions } from './application/list-recommended-actions.js';
import { ReadHistory } from './application/read-history.js';
import { RecordFinancesSnapshot } from './application/record-finances-snapshot.js';
import { SequelizeFinanceHistoryRepository } from './adapters/persistence/sequelize-finance-history-repository.js';
import { IdentityCompletedActions } from './adapters/identity/identity-completed-actions.js';
import { healthCheckRoutes } from './adapters/http/health-check.routes.js';

import { SequelizeExpenseRepository } from './adapters/persistence/sequelize-expense-repository.js';
import { SequelizeLoanRepaymentRepository } from './adapters/persistence/sequelize-loan-repayment-repository.js';
import { LIABILITIES_TABLE, MONTHLY_INVESTMENTS_TABLE, SequelizeOwnedItemRepository } from './adapters/persistence/sequelize-owned-item-repository.js';
import { SequelizeTargetMonthlySavingsRepository, SequelizeTotalBudgetRepository } from './adapters/persistence/sequelize-savings-and-budget-repository.js';
import { CreateExpenses } from './application/create-expenses.js';
import { UpdateExpenses } from './application/update-expenses.js';
import { DeleteExpenses } from './application/delete-expenses.js';
import { SaveLoanRepayments } from './application/save-loan-repayments.js';
import { CreateOwnedItem } from './application/create-owned-item.js';
import { UpdateOwnedItem } from './application/update-owned-item.js';
import { DeleteOwnedItem } from './application/delete-owned-item.js';
import { RecordTargetMonthlySavings } from './application/record-target-monthly-savings.js';
import { SetTotalBudget } from './application/set-total-budget.js';
import { MONTHLY_INVESTMENT_NOT_FOUND, monthlyInvestmentRules } from './domain/monthly-investment.js';
import { LIABILITY_NOT_FOUND, liabilityRules } from './domain/liability.js';
import { expenseRoutes } from './adapters/http/expense.routes.js';
import { loanRepaymentRoutes } from './adapters/http/loan-repayment.routes.js';
import { liabilityRoutes, monthlyInvestmentRoutes } from './adapters/http/investment-and-liability.routes.js';
import { savingsAndBudgetRoutes } from './adapters/http/savings-and-budget.routes.js';
import { SequelizeAssetRepository } from './adapters/persistence/sequelize-asset-repository.js';
import { SequelizeCpfAssetRepository } from './adapters/persistence/sequelize-cpf-asset-repository.js';
import { IdentityResidentFacts } from './adapters/identity/identity-resident-facts.js';
import { CreateAsset } from './application/create-asset.js';
import { UpdateAsset } from './application/update-asset.js';
import { DeleteAsset } from './application/delete-asset.js';
import { UpdateCpfAsset } from './application/update-cpf-asset.js';
import { assetRoutes } from './adapters/http/asset.routes.js';
import { homeLinkRoutes } from './adapters/http/home-link.routes.js';
import { HomeMortgageLink } from './application/home-mortgage-link.js';
import { SqlFinancesVersions } from './adapters/persistence/sql-finances-versions.js';
import { ResidentResponseCache } from '../platform/http/resident-response-cache.js';
import { SqlImportedItemsStore } from './adapters/persistence/sql-imported-items-store.js';
import { ReplaceImportedItems } from './application/replace-imported-items.js';
import { ListImportReconciliations, ResolveImportReconciliation } from './application/import-reconciliations.js';
import { importReconciliationRoutes } from './adapters/http/import-reconciliation.routes.js';
import { investingRoutes } from './adapters/http/investing.routes.js';
import { SequelizeGuideItemsRepository, SequelizeInsurancePolicyRepository } from './adapters/persistence/sequelize-investing-repositories.js';
import { SqlInsuranceRecorded } from './adapters/persistence/sql-insurance-recorded.js';
import { InvestingGuide } from './application/investing-guide.js';
import { InvestingInsurance } from './application/investing-insurance.js';
import { InvestingRecordsReader } from './application/investing-records.js';
import { retirementRoutes } from './adapters/http/retirement.routes.js';
import { retirementPlanRoutes } from './adapters/http/retirement-plan.routes.js';
import { RetirementPlanCommands } from './application/retirement-plan.js';
import { SequelizeRetirementPlanRepository } from './adapters/persistence/sequelize-retirement-plan-repository.js';

/**
 * Memory for the dashboard's two reads, per server process (docs/operations.md): GET /finances answers run to
 * ~120 kB for a resident with 500 items (a few kB typically); a health check is ~400 bytes.
 */
const FINANCES_CACHE_BYTES = 64 * 1024 * 1024;
const HEALTH_CHECK_CACHE_BYTES = 8 * 1024 * 1024;

/** The cashflow-wealth context: exchange rates, the income list and estimated monthly expenses (assets and the rest come later). */
export function cashflowWealthModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CASHFLOW_WEALTH.FxRateRepository).toResolvedValue((sequelize) => new SequelizeFxRateRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.FxRateSource).toResolvedValue((config) => (config.fxRatesFile ? new JsonFileFxRateSource(config.fxRatesFile) : null), [PLATFORM.Config]);
    bind(CASHFLOW_WEALTH.LatestFxRates).toResolvedValue((rates) => new LatestFxRates(rates), [CASHFLOW_WEALTH.FxRateRepository]);
    bind(CASHFLOW_WEALTH.RefreshFxRates).toResolvedValue((rates, clock) => new RefreshFxRates(rates, clock), [CASHFLOW_WEALTH.FxRateRepository, PLATFORM.Clock]);

    bind(PLATFORM.ApiRoutes).toResolvedValue((latest) => fxRateRoutes({ latest }), [CASHFLOW_WEALTH.LatestFxRates]);
    // The public retirement calculation: pure, nothing stored (docs/decisions.md "Retirement projection").
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (clock, config) => retirementRoutes({ clock, calculatePerMinute: config.rateLimits.retirementCalculatePerMinute }),
      [PLATFORM.Clock, PLATFORM.Config],
    );

    // Income list, estimated monthly expenses and the combined read (spec 2).
    bind(CASHFLOW_WEALTH.IncomeRepository).toResolvedValue((sequelize) => new SequelizeIncomeRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.EstimatedExpensesRepository).toResolvedValue((sequelize) => new SequelizeEstimatedExpensesRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.SaveIncomeList).toResolvedValue((incomes, rates, snapshot) => new SaveIncomeList(incomes, rates, snapshot), [CASHFLOW_WEALTH.IncomeRepository, CASHFLOW_WEALTH.FxRateRepository, CASHFLOW_WEALTH.RecordFinancesSnapshot]);
    bind(CASHFLOW_WEALTH.RecordEstimatedMonthlyExpenses).toResolvedValue((expenses, clock, snapshot) => new RecordEstimatedMonthlyExpenses(expenses, clock, snapshot), [CASHFLOW_WEALTH.EstimatedExpensesRepository, PLATFORM.Clock, CASHFLOW_WEALTH.RecordFinancesSnapshot]);
    // GET /finances, the health check, totals and history read everything in one SQL statement.
    bind(CASHFLOW_WEALTH.FinancesReader).toResolvedValue((sequelize) => new SqlFinancesReader(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.ReadMoneyForTargets).toResolvedValue((reader) => new ReadMoneyForTargets(reader), [CASHFLOW_WEALTH.FinancesReader]);
    // The resident's retirement plan: worked out from their data at each read (docs/decisions.md "The retirement plan").
    bind(CASHFLOW_WEALTH.RetirementPlanRepository).toResolvedValue((sequelize) => new SequelizeRetirementPlanRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.RetirementPlanCommands).toResolvedValue((reader, plans) => new RetirementPlanCommands(reader, plans), [CASHFLOW_WEALTH.FinancesReader, CASHFLOW_WEALTH.RetirementPlanRepository]);
    bind(PLATFORM.ApiRoutes).toResolvedValue((guard, plans, clock) => retirementPlanRoutes({ guard, plans, clock }), [SessionGuard, CASHFLOW_WEALTH.RetirementPlanCommands, PLATFORM.Clock]);
    bind(CASHFLOW_WEALTH.FinancesVersions).toResolvedValue((sequelize) => new SqlFinancesVersions(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    // Imports (data-import context, through public.ts) write beside the resident's own items.
    bind(CASHFLOW_WEALTH.ImportedItemsStore).toResolvedValue((sequelize) => new SqlImportedItemsStore(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.ReplaceImportedItems).toResolvedValue(
      (store, snapshot) => new ReplaceImportedItems(store, snapshot),
      [CASHFLOW_WEALTH.ImportedItemsStore, CASHFLOW_WEALTH.RecordFinancesSnapshot],
    );
    // Imported figures held back beside the resident's own until they answer (decisions.md "Imports reconcile with what the resident typed").
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, store: SqlImportedItemsStore, snapshot) => importReconciliationRoutes({ guard, list: new ListImportReconciliations(store), resolve: new ResolveImportReconciliation(store, snapshot) }),
      [SessionGuard, CASHFLOW_WEALTH.ImportedItemsStore, CASHFLOW_WEALTH.RecordFinancesSnapshot],
    );
    bind(CASHFLOW_WEALTH.ReadFinances).toResolvedValue(
      (reader, clock) => new ReadFinances(reader, clock),
      [CASHFLOW_WEALTH.FinancesReader, PLATFORM.Clock],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, saveIncome, recordExpenses, read, versions, clock) =>
        financesRoutes({ guard, saveIncome, recordExpenses, read, cached: { versions, clock, cache: new ResidentResponseCache(FINANCES_CACHE_BYTES) } }),
      [SessionGuard, CASHFLOW_WEALTH.SaveIncomeList, CASHFLOW_WEALTH.RecordEstimatedMonthlyExpenses, CASHFLOW_WEALTH.ReadFinances, CASHFLOW_WEALTH.FinancesVersions, PLATFORM.Clock],
    );

    // The health check, its recommended actions, the history and the achievement trackers (spec 2).
    bind(CASHFLOW_WEALTH.FinanceHistoryRepository).toResolvedValue((sequelize) => new SequelizeFinanceHistoryRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(CASHFLOW_WEALTH.CompletedActions).toResolvedValue((actions) => new IdentityCompletedActions(actions), [RecommendedActionsToken]);
    bind(CASHFLOW_WEALTH.RecordFinancesSnapshot).toResolvedValue(
      (finances, history, completed, clock) => new RecordFinancesSnapshot(finances, history, completed, clock),
      [CASHFLOW_WEALTH.FinancesReader, CASHFLOW_WEALTH.FinanceHistoryRepository, CASHFLOW_WEALTH.CompletedActions, PLATFORM.Clock],
    );
    bind(CASHFLOW_WEALTH.RunHealthCheck).toResolvedValue(
      (finances) => new RunHealthCheck(finances),
      [CASHFLOW_WEALTH.FinancesReader],
    );
    bind(CASHFLOW_WEALTH.ListRecommendedActions).toResolvedValue(
      (check, completed, finances, targets) => new ListRecommendedActions(check, completed, finances, targets),
      [CASHFLOW_WEALTH.RunHealthCheck, CASHFLOW_WEALTH.CompletedActions, CASHFLOW_WEALTH.FinancesReader, CASHFLOW_WEALTH.TargetsPresence],
    );
    bind(CASHFLOW_WEALTH.ReadHistory).toResolvedValue((history) => new ReadHistory(history), [CASHFLOW_WEALTH.FinanceHistoryRepository]);
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, check, actions, history, versions, clock) =>
        healthCheckRoutes({ guard, check, actions, history, cached: { versions, clock, cache: new ResidentResponseCache(HEALTH_CHECK_CACHE_BYTES) } }),
      [SessionGuard, CASHFLOW_WEALTH.RunHealthCheck, CASHFLOW_WEALTH.ListRecommendedActions, CASHFLOW_WEALTH.ReadHistory, CASHFLOW_WEALTH.FinancesVersions, PLATFORM.Clock],
    );

    // Expenses, loan repayments, monthly investments, liabilities, target monthly savings, total budget (spec 2).
    const T = CASHFLOW_WEALTH;
    bind(T.ExpenseRepository).toResolvedValue((sequelize) => new SequelizeExpenseRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(T.LoanRepaymentRepository).toResolvedValue((sequelize) => new SequelizeLoanRepaymentRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(T.MonthlyInvestmentRepository).toResolvedValue((sequelize) => new SequelizeOwnedItemRepository(sequelize, MONTHLY_INVESTMENTS_TABLE), [PLATFORM.Sequelize]).inSingletonScope();
    bind(T.LiabilityRepository).toResolvedValue((sequelize) => new SequelizeOwnedItemRepository(sequelize, LIABILITIES_TABLE), [PLATFORM.Sequelize]).inSingletonScope();
    bind(T.TargetMonthlySavingsRepository).toResolvedValue((sequelize) => new SequelizeTargetMonthlySavingsRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(T.TotalBudgetRepository).toResolvedValue((sequelize) => new SequelizeTotalBudgetRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(T.CreateExpenses).toResolvedValue((expenses, snapshot) => new CreateExpenses(expenses, snapshot), [T.ExpenseRepository, T.RecordFinancesSnapshot]);
    bind(T.UpdateExpenses).toResolvedValue((expenses, snapshot) => new UpdateExpenses(expenses, snapshot), [T.ExpenseRepository, T.RecordFinancesSnapshot]);
    bind(T.DeleteExpenses).toResolvedValue((expenses, snapshot) => new DeleteExpenses(expenses, snapshot), [T.ExpenseRepository, T.RecordFinancesSnapshot]);
    bind(T.SaveLoanRepayments).toResolvedValue((loans, rates, snapshot, liabilities) => new SaveLoanRepayments(loans, rates, snapshot, liabilities), [T.LoanRepaymentRepository, T.FxRateRepository, T.RecordFinancesSnapshot, T.LiabilityRepository]);
    bind(T.CreateMonthlyInvestment).toResolvedValue((items, rates, snapshot) => new CreateOwnedItem(items, rates, monthlyInvestmentRules, snapshot), [T.MonthlyInvestmentRepository, T.FxRateRepository, T.RecordFinancesSnapshot]);
    bind(T.UpdateMonthlyInvestment).toResolvedValue((items, rates, snapshot) => new UpdateOwnedItem(items, rates, monthlyInvestmentRules, snapshot), [T.MonthlyInvestmentRepository, T.FxRateRepository, T.RecordFinancesSnapshot]);
    bind(T.DeleteMonthlyInvestment).toResolvedValue((items, snapshot) => new DeleteOwnedItem(items, MONTHLY_INVESTMENT_NOT_FOUND, snapshot), [T.MonthlyInvestmentRepository, T.RecordFinancesSnapshot]);
    bind(T.CreateLiability).toResolvedValue((items, rates, snapshot) => new CreateOwnedItem(items, rates, liabilityRules, snapshot), [T.LiabilityRepository, T.FxRateRepository, T.RecordFinancesSnapshot]);
    bind(T.UpdateLiability).toResolvedValue((items, rates, snapshot) => new UpdateOwnedItem(items, rates, liabilityRules, snapshot), [T.LiabilityRepository, T.FxRateRepository, T.RecordFinancesSnapshot]);
    bind(T.DeleteLiability).toResolvedValue((items, snapshot) => new DeleteOwnedItem(items, LIABILITY_NOT_FOUND, snapshot), [T.LiabilityRepository, T.RecordFinancesSnapshot]);
    bind(T.RecordTargetMonthlySavings).toResolvedValue((targets, clock, snapshot) => new RecordTargetMonthlySavings(targets, clock, snapshot), [T.TargetMonthlySavingsRepository, PLATFORM.Clock, T.RecordFinancesSnapshot]);
    bind(T.SetTotalBudget).toResolvedValue((budgets, snapshot) => new SetTotalBudget(budgets, snapshot), [T.TotalBudgetRepository, T.RecordFinancesSnapshot]);
    bind(PLATFORM.ApiRoutes).toResolvedValue((guard, create, update, remove) => expenseRoutes({ guard, create, update, remove }), [SessionGuard, T.CreateExpenses, T.UpdateExpenses, T.DeleteExpenses]);
    bind(PLATFORM.ApiRoutes).toResolvedValue((guard, save) => loanRepaymentRoutes({ guard, save }), [SessionGuard, T.SaveLoanRepayments]);
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, create, update, remove) => monthlyInvestmentRoutes({ guard, create, update, remove }),
      [SessionGuard, T.CreateMonthlyInvestment, T.UpdateMonthlyInvestment, T.DeleteMonthlyInvestment],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue((guard, create, update, remove) => liabilityRoutes({ guard, create, update, remove }), [SessionGuard, T.CreateLiability, T.UpdateLiability, T.DeleteLiability]);
    bind(PLATFORM.ApiRoutes).toResolvedValue((guard, recordTarget, setBudget) => savingsAndBudgetRoutes({ guard, recordTarget, setBudget }), [SessionGuard, T.RecordTargetMonthlySavings, T.SetTotalBudget]);

    // The CPF asset and the eleven manual asset kinds (spec 2).
    const A = CASHFLOW_WEALTH;
    bind(A.AssetRepository).toResolvedValue((sequelize) => new SequelizeAssetRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(A.CpfAssetRepository).toResolvedValue((sequelize) => new SequelizeCpfAssetRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(A.ResidentFactsSource).toResolvedValue((query) => new IdentityResidentFacts(query), [ResidentFactsQuery]);
    bind(A.CreateAsset).toResolvedValue((assets, rates, clock, snapshot, liabilities) => new CreateAsset(assets, rates, clock, snapshot, liabilities), [A.AssetRepository, A.FxRateRepository, PLATFORM.Clock, A.RecordFinancesSnapshot, A.LiabilityRepository]);
    bind(A.UpdateAsset).toResolvedValue((assets, rates, clock, snapshot, liabilities) => new UpdateAsset(assets, rates, clock, snapshot, liabilities), [A.AssetRepository, A.FxRateRepository, PLATFORM.Clock, A.RecordFinancesSnapshot, A.LiabilityRepository]);
    bind(A.DeleteAsset).toResolvedValue((assets, snapshot) => new DeleteAsset(assets, snapshot), [A.AssetRepository, A.RecordFinancesSnapshot]);
    bind(A.UpdateCpfAsset).toResolvedValue((cpf, facts, clock, snapshot) => new UpdateCpfAsset(cpf, facts, clock, snapshot), [A.CpfAssetRepository, A.ResidentFactsSource, PLATFORM.Clock, A.RecordFinancesSnapshot]);
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, create, update, remove, updateCpf) => assetRoutes({ guard, create, update, remove, updateCpf }),
      [SessionGuard, A.CreateAsset, A.UpdateAsset, A.DeleteAsset, A.UpdateCpfAsset],
    );
    // "Is this the mortgage on this home?" from the mortgage's side (docs/decisions.md "Links and feeds").
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, liabilities, assets, update) => homeLinkRoutes({ guard, link: new HomeMortgageLink(liabilities, assets, update) }),
      [SessionGuard, A.LiabilityRepository, A.AssetRepository, A.UpdateAsset],
    );

    // Investing for beginners: the guide's ticks and the insurance list (decisions.md "Investing for beginners").
    // Bound once so the import of an export writes through the same use cases as the calls (public.ts).
    bind(CASHFLOW_WEALTH.InvestingGuide).toResolvedValue((sequelize, clock) => new InvestingGuide(new SequelizeGuideItemsRepository(sequelize), clock), [PLATFORM.Sequelize, PLATFORM.Clock]);
    bind(CASHFLOW_WEALTH.InvestingInsurance).toResolvedValue((sequelize) => new InvestingInsurance(new SequelizeInsurancePolicyRepository(sequelize)), [PLATFORM.Sequelize]);
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, guide, insurance) => investingRoutes({ guard, guide, insurance }),
      [SessionGuard, CASHFLOW_WEALTH.InvestingGuide, CASHFLOW_WEALTH.InvestingInsurance],
    );
    // The export of a resident's data reads the guide's ticks and the insurance list (decisions.md "Export and import of one's data").
    bind(CASHFLOW_WEALTH.InvestingRecords).toResolvedValue(
      (sequelize) => new InvestingRecordsReader(new SequelizeGuideItemsRepository(sequelize), new SequelizeInsurancePolicyRepository(sequelize)),
      [PLATFORM.Sequelize],
    );
    // The "insurance module" notice ends once any insurance is recorded here (decisions.md "Investing for beginners").
    bind(InsuranceRecordSourceToken).toResolvedValue((sequelize) => new SqlInsuranceRecorded(sequelize), [PLATFORM.Sequelize]);
    // The update-funds-and-targets notice is due once the investments are stale too (spec 1 §4).
    bind(InvestmentsUpdateSourceToken).toResolvedValue((sequelize) => new SqlInvestmentsUpdated(sequelize), [PLATFORM.Sequelize]);
    // The profile's money-plan fields (identity's GET /user) are read from this context's own records, in identity's
    // one profile statement (docs/decisions.md "Profile facts in one statement").
    bind(MoneyPlanFactsPartToken).toConstantValue(MONEY_PLAN_FACTS_PART);
  });
}
