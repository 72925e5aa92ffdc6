import { ContainerModule } from 'inversify';
import { BankDataMonthSourceToken, PrefillProfileCommand, ResidentMatchesNricQuery, SessionGuard, type BankDataMonthSource } from '../identity/public.js';
import { ImportedDataFactsPartToken, ImportedDataFactsSourceToken } from '../identity/public.js';
import { IMPORTED_DATA_FACTS_PART, SqlImportedDataFacts } from './adapters/persistence/sql-imported-data-facts.js';
import { YearMonth } from '../shared-kernel/year-month.js';
import { BankDataStatus } from './application/bank-data-status.js';
import { LatestFxRatesToken, ReplaceImportedItemsToken, type LatestFxRates } from '../cashflow-wealth/public.js';
import { DomainError } from '../shared-kernel/errors.js';
import { SandboxBankProvider } from './adapters/bank-sandbox/sandbox-bank-provider.js';
import { sandboxConsentRoutes } from './adapters/bank-sandbox/sandbox-consent.routes.js';
import { bankDataRoutes } from './adapters/http/bank-data.routes.js';
import { SequelizeBankDataRepository } from './adapters/persistence/sequelize-bank-data-repository.js';
import { ImportBankData } from './application/import-bank-data.js';
import { AdjustBankData } from './application/adjust-bank-data.js';
import { MyinfoIncomeOffers } from './application/myinfo-income-offers.js';
import { AdjustFlat } from './application/adjust-flat.js';
import { bankAdjustmentRoutes } from './adapters/http/bank-adjustment.routes.js';
import type { BankDataProvider } from './ports/bank-data-provider.js';
import { PLATFORM } from '../platform/di/platform.tokens.js';
import { myinfoRoutes } from './adapters/http/myinfo.routes.js';
import {
  CreateAssetToken,
  CreateExpensesToken,
  CreateLiabilityToken,
  CreateMonthlyInvestmentToken,
  DeleteAssetToken,
  DeleteExpensesToken,
  DeleteLiabilityToken,
  DeleteMonthlyInvestmentToken,
  InvestingGuideToken,
  InvestingInsuranceToken,
  InvestingRecordsToken,
  ReadFinancesToken,
  RecordEstimatedMonthlyExpensesToken,
  RecordTargetMonthlySavingsToken,
  SaveIncomeListToken,
  SaveLoanRepaymentsToken,
  SetTotalBudgetToken,
  FinancesSnapshotToken,
  ReadMoneyForTargetsToken,
  UpdateCpfAssetToken,
  RetirementPlanRepositoryToken,
  GUIDE_ITEMS,
  MAX_ASSETS_PER_KIND,
  MAX_EXPENSES,
  MAX_INCOME_ITEMS,
  MAX_INSURANCE_POLICIES,
  MAX_LIABILITIES,
  MAX_LOAN_REPAYMENTS,
  MAX_MONTHLY_INVESTMENTS,
} from '../cashflow-wealth/public.js';
import { ListModuleStatusesQuery, RecordModuleProgressCommand, ResidentAccountQuery, ResidentFactsQuery } from '../identity/public.js';
import { EmergencyFundCommandsToken, GoalCommandsToken, MAX_OPEN_GOALS, TargetsRecordsToken } from '../targets/public.js';
import { HousingPlanCommandsToken, MAX_PLANS_PER_RESIDENT } from '../housing/public.js';
import { CashflowWealthMoneySource } from './adapters/portability/cashflow-wealth-money-source.js';
import { IdentitySetupStates } from './adapters/portability/identity-setup-states.js';
import { TargetsPortabilitySource } from './adapters/portability/targets-source.js';
import { HousingPortabilitySource } from './adapters/portability/housing-source.js';
import { InvestingPortabilitySource } from './adapters/portability/investing-source.js';
import { RetirementPlanPortabilitySource } from './adapters/portability/retirement-plan-source.js';
import { IdentityProfileSource } from './adapters/portability/identity-profile-source.js';
import { SequelizeUnitOfWork } from './adapters/portability/sequelize-unit-of-work.js';
import type { ListCaps } from './domain/portability/import-rules.js';
import { ExportMyData, type PortabilitySources } from './application/portability/export-my-data.js';
import { ImportMyData } from './application/portability/import-my-data.js';
import { portabilityRoutes } from './adapters/http/portability.routes.js';
import { SequelizePersonalDataRepository } from './adapters/persistence/sequelize-personal-data-repository.js';
import { ImportMyinfoPerson } from './application/import-myinfo-person.js';
import { DATA_IMPORT } from './data-import.tokens.js';
import type { MyinfoProvider } from './ports/myinfo-provider.js';

export interface DataImportModuleOptions {
  /** The Myinfo client (mockpass's sandbox or the real service); null when Myinfo is not configured. */
  myinfo: MyinfoProvider | null;
  /** `${publicUrl}/my-info-data-callback` */
  myinfoRedirectUri: string;
  /** The origin residents use: the bank sandbox's consent page and the /apim-callback live there. */
  publicUrl: string;
  /**
   * Whether the bank-data sandbox serves bank imports (development and tests). Off in production, where bank data
   * needs an SGFinDex participant's adapter: until then its calls answer 503.
   */
  bankSandbox: boolean;
}

export class BankDataNotConfigured extends DomainError {
  constructor() {
    super('DATA_IMPORT.BANK_DATA_NOT_CONFIGURED', 'Retrieving bank data is not available at the moment.', 'unavailable');
  }
}

/** The data-import context (spec 2 §4): Myinfo personal data first; bank data (SGFinDex shape) next. */
export function dataImportModule(options: DataImportModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(DATA_IMPORT.MyinfoProvider).toConstantValue(options.myinfo);
    bind(DATA_IMPORT.PersonalDataRepository).toResolvedValue((sequelize) => new SequelizePersonalDataRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(DATA_IMPORT.ImportMyinfoPerson).toResolvedValue(
      (myinfo, records, replace, matches, clock, prefill) =>
        new ImportMyinfoPerson(
          myinfo ?? unconfigured,
          records,
          (userId, source, items) => replace.execute(userId, source, items),
          (userId, uinfin) => matches.execute(userId, uinfin),
          clock,
          options.myinfoRedirectUri,
          (userId, basics) => prefill.execute(userId, basics),
        ),
      [DATA_IMPORT.MyinfoProvider, DATA_IMPORT.PersonalDataRepository, ReplaceImportedItemsToken, ResidentMatchesNricQuery, PLATFORM.Clock, PrefillProfileCommand],
    );
    // Bank data: the sandbox behind the BankDataProvider port, its consent page served here.
    const sandbox = new SandboxBankProvider(`${options.publicUrl}/sandbox/sgfindex/consent`);
    const bankProvider: BankDataProvider = options.bankSandbox ? sandbox : unconfiguredBanks;
    if (options.bankSandbox) bind(PLATFORM.RootRoutes).toConstantValue(sandboxConsentRoutes(sandbox, `${options.publicUrl}/apim-callback`));
    bind(DATA_IMPORT.BankDataRepository).toResolvedValue((sequelize) => new SequelizeBankDataRepository(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(DATA_IMPORT.ImportBankData).toResolvedValue(
      (records, replace, latest, clock) =>
        new ImportBankData(
          bankProvider,
          records,
          (userId, source, items) => replace.execute(userId, source, items),
          ratesFrom(latest),
          clock,
        ),
      [DATA_IMPORT.BankDataRepository, ReplaceImportedItemsToken, LatestFxRatesToken, PLATFORM.Clock],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, records, replace, latest) =>
        bankAdjustmentRoutes({
          guard,
          adjust: new AdjustBankData(
            records,
            (userId, source, items) => replace.execute(userId, source, items),
            ratesFrom(latest),
          ),
        }),
      [SessionGuard, DATA_IMPORT.BankDataRepository, ReplaceImportedItemsToken, LatestFxRatesToken],
    );
    // The profile's consent times and connected banks (identity's GET /user and the bank notices ask).
    bind(ImportedDataFactsPartToken).toConstantValue(IMPORTED_DATA_FACTS_PART);
    bind(ImportedDataFactsSourceToken).toResolvedValue((sequelize) => new SqlImportedDataFacts(sequelize), [PLATFORM.Sequelize]).inSingletonScope();
    bind(DATA_IMPORT.BankDataStatus).toResolvedValue((records) => new BankDataStatus(records), [DATA_IMPORT.BankDataRepository]);
    // The update-bank-data notice (identity) asks which month the resident's bank data is from.
    bind(BankDataMonthSourceToken).toResolvedValue(
      (status): BankDataMonthSource => ({
        latestMonth: async (userId) => {
          const month = await status.latestMonth(userId);
          return month === null ? null : YearMonth.parse(month);
        },
      }),
      [DATA_IMPORT.BankDataStatus],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, importBankData, personalData, status, logger) =>
        bankDataRoutes({
          guard,
          consentUrl: (state) => bankProvider.consentUrl({ state, redirectUri: `${options.publicUrl}/apim-callback` }),
          importBankData,
          personalData,
          status,
          onRejection: (userId, error, description) => logger.info({ userId, error, description }, 'Bank-data consent not given'),
        }),
      [SessionGuard, DATA_IMPORT.ImportBankData, DATA_IMPORT.PersonalDataRepository, DATA_IMPORT.BankDataStatus, PLATFORM.Logger],
    );
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, myinfo, importPerson, records, replace, logger, readFinances, clock) =>
        myinfoRoutes({
          guard,
          myinfo,
          redirectUri: options.myinfoRedirectUri,
          importPerson,
          records,
          adjustFlat: new AdjustFlat(records, (userId, source, items) => replace.execute(userId, source, items)),
          incomeOffers: new MyinfoIncomeOffers(
            records,
            (userId, source, items) => replace.execute(userId, source, items),
            // The kinds the resident typed: their incomes with no import origin (held-back imports are in no list).
            async (userId) => {
              const finances = await readFinances.execute(userId, { dateOfBirth: null, employmentStatus: null });
              const origins = (finances as { origins?: Record<string, unknown> }).origins ?? {};
              return new Set(finances.incomeList.filter((income) => origins[income.id] === undefined).map((income) => income.type));
            },
            clock,
          ),
          // A refusal at Myinfo's consent page is the resident's choice: worth a log line for support, nothing more.
          onRejection: (userId, error, description) => logger.info({ userId, error, description }, 'Myinfo consent not given'),
        }),
      [SessionGuard, DATA_IMPORT.MyinfoProvider, DATA_IMPORT.ImportMyinfoPerson, DATA_IMPORT.PersonalDataRepository, ReplaceImportedItemsToken, PLATFORM.Logger, ReadFinancesToken, PLATFORM.Clock],
    );

    // The export and import of one's data (docs/decisions.md "Export and import of one's data"): one port per
    // context, each adapter on that context's own use cases from its public.ts, so the same rules apply.
    bind(DATA_IMPORT.PortabilitySources).toResolvedValue(
      (listModules, recordModule, updateCpfAsset, moneyForTargets, snapshot, accounts, facts, readFinances, saveIncomeList, createExpenses, deleteExpenses, saveLoanRepayments, createMonthlyInvestment, deleteMonthlyInvestment, createLiability, deleteLiability, createAsset, deleteAsset, recordTargetMonthlySavings, setTotalBudget, investing, targetRecords, goals, fund, housingPlans, recordEstimatedMonthlyExpenses, guide, insurance, importedFacts, retirementPlans): PortabilitySources => ({
        profile: new IdentityProfileSource(accounts, importedFacts),
        money: new CashflowWealthMoneySource({
          facts: (userId) => facts.execute(userId),
          snapshotOnce: (work) => snapshot.once(work),
          updateCpfAsset,
          readFinances: readFinances as never,
          saveIncomeList: saveIncomeList as never,
          createExpenses: createExpenses as never,
          deleteExpenses,
          saveLoanRepayments: saveLoanRepayments as never,
          createMonthlyInvestment: createMonthlyInvestment as never,
          deleteMonthlyInvestment,
          createLiability: createLiability as never,
          deleteLiability,
          createAsset,
          deleteAsset,
          recordTargetMonthlySavings: recordTargetMonthlySavings as never,
          setTotalBudget: setTotalBudget as never,
          recordEstimatedMonthlyExpenses: recordEstimatedMonthlyExpenses as never,
        }),
        targets: new TargetsPortabilitySource({ records: targetRecords, goals: goals as never, fund: fund as never, availableFunds: async (userId) => (await moneyForTargets.execute(userId)).availableFunds }),
        housing: new HousingPortabilitySource(housingPlans as never),
        investing: new InvestingPortabilitySource({ records: investing, guide: guide as never, insurance: insurance as never }),
        retirementPlan: new RetirementPlanPortabilitySource(retirementPlans),
        setup: new IdentitySetupStates({ list: listModules, record: recordModule }),
      }),
      [
        ListModuleStatusesQuery, RecordModuleProgressCommand, UpdateCpfAssetToken, ReadMoneyForTargetsToken, FinancesSnapshotToken, ResidentAccountQuery, ResidentFactsQuery, ReadFinancesToken, SaveIncomeListToken, CreateExpensesToken, DeleteExpensesToken, SaveLoanRepaymentsToken, CreateMonthlyInvestmentToken,
        DeleteMonthlyInvestmentToken, CreateLiabilityToken, DeleteLiabilityToken, CreateAssetToken, DeleteAssetToken, RecordTargetMonthlySavingsToken, SetTotalBudgetToken, InvestingRecordsToken,
        TargetsRecordsToken, GoalCommandsToken, EmergencyFundCommandsToken, HousingPlanCommandsToken, RecordEstimatedMonthlyExpensesToken, InvestingGuideToken, InvestingInsuranceToken,
        ImportedDataFactsSourceToken, RetirementPlanRepositoryToken,
      ],
    );
    bind(DATA_IMPORT.ExportMyData).toResolvedValue((sources, clock) => new ExportMyData(sources, clock), [DATA_IMPORT.PortabilitySources, PLATFORM.Clock]);
    bind(PLATFORM.ApiRoutes).toResolvedValue(
      (guard, sources, exportData, sequelize, config) =>
        portabilityRoutes({ guard, exportData, importData: new ImportMyData(sources, exportData, new SequelizeUnitOfWork(sequelize), IMPORT_LIST_CAPS), perMinute: config.rateLimits.exportPerMinute }),
      [SessionGuard, DATA_IMPORT.PortabilitySources, DATA_IMPORT.ExportMyData, PLATFORM.Sequelize, PLATFORM.Config],
    );
  });
}

/** Each list's cap, as its own call keeps it (docs/decisions.md "Every list has a cap"). */
const IMPORT_LIST_CAPS: ListCaps = {
  incomes: MAX_INCOME_ITEMS,
  expenses: MAX_EXPENSES,
  liabilities: MAX_LIABILITIES,
  loanRepayments: MAX_LOAN_REPAYMENTS,
  monthlyInvestments: MAX_MONTHLY_INVESTMENTS,
  assetsPerKind: MAX_ASSETS_PER_KIND,
  goals: MAX_OPEN_GOALS,
  housingPlans: MAX_PLANS_PER_RESIDENT,
  investingGuideSteps: GUIDE_ITEMS.length,
  insurancePolicies: MAX_INSURANCE_POLICIES,
};

/** Stands in when Myinfo is not configured; the routes answer 503 before ever reaching it. */
const unconfigured: MyinfoProvider = {
  consentUrl: () => {
    throw new Error('Myinfo is not configured');
  },
  personOf: () => Promise.reject(new Error('Myinfo is not configured')),
};

/** Stands in when no bank-data service is configured: every call answers 503. */
const unconfiguredBanks: BankDataProvider = {
  consentUrl: () => {
    throw new BankDataNotConfigured();
  },
  token: () => Promise.reject(new BankDataNotConfigured()),
  userData: () => Promise.reject(new BankDataNotConfigured()),
};

/** Each currency's latest stored rate as the conversion table the import rules take. */
const ratesFrom = (latest: LatestFxRates) => async () => Object.fromEntries((await latest.execute()).map((rate) => [rate.currencyCode, rate.exchangeRate]));
