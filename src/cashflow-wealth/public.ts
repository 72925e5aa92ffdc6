/**
 * What other contexts may use of cashflow-wealth (the `contexts-meet-through-public-api` rule): writing an import's
 * items into the resident's lists (the data-import context), and the figures the targets plan with (targets).
 */
import { CASHFLOW_WEALTH } from './cashflow-wealth.tokens.js';

/** Resolve this token for `execute(userId, source, items)`: see application/replace-imported-items.ts. */
export const ReplaceImportedItemsToken = CASHFLOW_WEALTH.ReplaceImportedItems;
export type { ReplaceImportedItems } from './application/replace-imported-items.js';
export type { ImportSource, ImportedItems, ImportedHome, ItemOrigin } from './ports/imported-items-store.js';

/** Resolve this token for `execute()`: each currency's latest stored rate (SGD per unit), for converting imports. */
export const LatestFxRatesToken = CASHFLOW_WEALTH.LatestFxRates;
export type { LatestFxRates } from './application/fx-rates.js';

/** Resolve this token for `execute(userId)`: available funds, income, spending and target monthly savings in SGD cents. */
export const ReadMoneyForTargetsToken = CASHFLOW_WEALTH.ReadMoneyForTargets;
export type { ReadMoneyForTargets, MoneyForTargets } from './application/money-for-targets.js';

/** Bind this token (the targets context does) to answer whether the resident has any target: see ports/targets-presence.ts. */
export const TargetsPresenceToken = CASHFLOW_WEALTH.TargetsPresence;
export type { TargetsPresence } from './ports/targets-presence.js';

/**
 * The export and import of a resident's data (data-import context; docs/decisions.md "Export and import of one's
 * data") read through GET /finances' use case and write through the lists' own use cases, so an import meets the
 * same rules as every other write.
 */
export const ReadFinancesToken = CASHFLOW_WEALTH.ReadFinances;
export const SaveIncomeListToken = CASHFLOW_WEALTH.SaveIncomeList;
export const RecordEstimatedMonthlyExpensesToken = CASHFLOW_WEALTH.RecordEstimatedMonthlyExpenses;
export const CreateExpensesToken = CASHFLOW_WEALTH.CreateExpenses;
export const DeleteExpensesToken = CASHFLOW_WEALTH.DeleteExpenses;
export const SaveLoanRepaymentsToken = CASHFLOW_WEALTH.SaveLoanRepayments;
export const CreateMonthlyInvestmentToken = CASHFLOW_WEALTH.CreateMonthlyInvestment;
export const DeleteMonthlyInvestmentToken = CASHFLOW_WEALTH.DeleteMonthlyInvestment;
export const CreateLiabilityToken = CASHFLOW_WEALTH.CreateLiability;
export const DeleteLiabilityToken = CASHFLOW_WEALTH.DeleteLiability;
export const CreateAssetToken = CASHFLOW_WEALTH.CreateAsset;
export const DeleteAssetToken = CASHFLOW_WEALTH.DeleteAsset;
export const RecordTargetMonthlySavingsToken = CASHFLOW_WEALTH.RecordTargetMonthlySavings;
export const SetTotalBudgetToken = CASHFLOW_WEALTH.SetTotalBudget;
/** Resolve for `once(work)`: the writes in `work` take the finances snapshot once, at its end (an import's many writes). */
export const FinancesSnapshotToken = CASHFLOW_WEALTH.RecordFinancesSnapshot;
/** Resolve for `execute(userId, { oa, sa, ma, ra? })`: PATCH /asset/cpf's rules (an import's typed-in CPF balances). */
export const UpdateCpfAssetToken = CASHFLOW_WEALTH.UpdateCpfAsset;
export const InvestingRecordsToken = CASHFLOW_WEALTH.InvestingRecords;
export type { InvestingRecordsReader } from './application/investing-records.js';
/** The guide's ticks and the insurance list: an import restores them through the same use cases as their own calls. */
export const InvestingGuideToken = CASHFLOW_WEALTH.InvestingGuide;
export const InvestingInsuranceToken = CASHFLOW_WEALTH.InvestingInsurance;
export type { InvestingGuide } from './application/investing-guide.js';
export type { InvestingInsurance } from './application/investing-insurance.js';
export { ASSET_KINDS } from './domain/asset.js';
/** An insurance asset's details and the insurer names: the bank-data import brings the insurers' policies (data-import). */
export type { InsuranceDetails } from './domain/insurance-details.js';
export { insurerName, isProviderCode, INSURER_NAMES, SGFINDEX_INSURERS } from './domain/insurer-names.js';
export { BENEFIT_TYPES, COVERAGE_CLASSES, PAYMENT_METHODS, POLICY_TYPES, PREMIUM_FREQUENCIES, PRODUCT_TYPES, RIDER_OR_BASIC, SUM_ASSURED_FIELDS } from './domain/insurance-vocabulary.js';
export type { AssetKind, AssetKindPath, AssetDraft } from './domain/asset.js';
/** The write calls' own edge schemas: an import checks each item with the schema its list's call uses. */
export { saveIncomeListSchema, recordEstimatedMonthlyExpensesSchema } from './adapters/http/finances.routes.js';
export { createExpensesSchema } from './adapters/http/expense.routes.js';
export { saveLoanRepaymentsSchema } from './adapters/http/loan-repayment.routes.js';
export { monthlyInvestmentFields, liabilityFields } from './adapters/http/investment-and-liability.routes.js';
export { ASSET_SCHEMAS } from './adapters/http/asset.schemas.js';
export { targetMonthlySavingsSchema, totalBudgetSchema } from './adapters/http/savings-and-budget.routes.js';
export { LOAN_TYPE_IDS } from './adapters/http/cashflow-wealth.contract.js';
export { guideItemSchema, insurancePolicySchema } from './adapters/http/investing.routes.js';

/** The cap each list's own call keeps: an import of one's data meets the same ones (docs/decisions.md "Every list has a cap"). */
export { MAX_INCOME_ITEMS } from './domain/income.js';
export { MAX_EXPENSES } from './domain/expense.js';
export { MAX_LIABILITIES } from './domain/liability.js';
export { MAX_LOAN_REPAYMENTS } from './domain/loan-repayment.js';
export { MAX_MONTHLY_INVESTMENTS } from './domain/monthly-investment.js';
export { MAX_ASSETS_PER_KIND } from './domain/asset.js';
export { MAX_INSURANCE_POLICIES } from './domain/investing/insurance-policy.js';
export { GUIDE_ITEMS } from './domain/investing/guide.js';

/**
 * Whether an asset's estimated growth rate is plausible for its kind (docs/decisions.md "Links and feeds"): the bank
 * import flags what it brings with the same rule the wealth pages use. Pure.
 */
export { growthRateFlag, type GrowthRateFlag } from './domain/investing/growth-plausibility.js';

/**
 * The retirement plan's settings (docs/decisions.md "The retirement plan"): an export of one's data carries them and
 * an import writes them back (data-import), checked with PUT /retirement-plan's schema and the settings' own rules.
 */
export const RetirementPlanRepositoryToken = CASHFLOW_WEALTH.RetirementPlanRepository;
export type { RetirementPlanRepository, StoredRetirementSettings } from './ports/retirement-plan-repository.js';
export { checkRetirementSettings, DEFAULT_RETIREMENT_SETTINGS, upgradeStoredSettings, type RetirementSettings } from './domain/retirement/retirement-settings.js';
export { retirementPlanSchema } from './adapters/http/retirement-plan.routes.js';
