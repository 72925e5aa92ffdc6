import type { Sequelize } from 'sequelize';
import { preparedQuery } from '../../../platform/db/prepared-query.js';
import type { FxRates } from '../../../shared-kernel/fx.js';
import type { StoredFinances } from '../../domain/finances/finances.js';
import type { FinancesReader, FinancesWithRates } from '../../ports/finances-reader.js';

/**
 * A JSON array of one resident's rows of `table` with `columns` (aliased to the domain's field names), in `order`.
 * The aggregate keeps the sorted sub-select's order (PostgreSQL's documented way for a plain single-table scan;
 * an ORDER BY inside json_agg would need the order columns in every object).
 */
const list = (table: string, columns: string, order: string) =>
  `(SELECT coalesce(json_agg(r), '[]'::json) FROM (SELECT ${columns} FROM ${table} WHERE user_id = $1 ORDER BY ${order}) r)`;
/** The resident's one row of `table` as a JSON object, or null. */
const single = (table: string, columns: string) => `(SELECT row_to_json(r) FROM (SELECT ${columns} FROM ${table} WHERE user_id = $1) r)`;

/**
 * Every part of GET /finances and the latest exchange rates, in ONE statement: one sub-select per part, each an
 * indexed lookup by user_id, turned into JSON by PostgreSQL (the driver parses one JSON value per part instead of
 * a row per item; `row_to_json` of an aliased sub-select is about twice as fast as `json_build_object` per row).
 * Field names are the domain's, so the parsed values are the domain objects. BIGINT amounts become JSON numbers:
 * every stored amount is capped far inside Number.MAX_SAFE_INTEGER, so they stay exact; exchange rates travel as
 * their shortest exact text (NUMERIC would lose digits as a double); quantities (3 decimals) and growth rates (2)
 * are numbers as the repositories give them; instants are epoch milliseconds. Orders match the repositories'.
 * A bank-imported asset's or liability's origin also names its account or holding id in the bank record
 * (`sourceRef`): the PATCH /apim/... call that changes its growth rate takes it (docs/decisions.md "Estimated growth
 * rate"), and the bank summary lists for correction only what the lists carry (docs/decisions.md "Rough edges smoothed").
 */
export const FINANCES_SQL = `SELECT
  ${list('incomes', 'id, name, gross_income AS "grossIncome", net_income AS "netIncome", income_currency AS "incomeCurrency", type', 'position, created_at')} AS "incomeList",
  ${single('estimated_monthly_expenses', 'amount, is_derived AS "isDerived", entered_date::text AS "enteredDate"')} AS "estimatedMonthlyExpenses",
  ${list('expenses', 'id, category, amount, time_interval AS "timeInterval", budget_amount AS "budgetAmount", budget_time_interval AS "budgetTimeInterval", colour', 'position, created_at')} AS "expenses",
  ${list('loan_repayments', 'id, name, amount, ccy, cash, cpf, type, liability_id AS "liabilityId"', 'position, created_at')} AS "loanRepayments",
  ${list('monthly_investments', 'id, name, amount, ccy, asset_type AS "assetType"', 'created_at, id')} AS "investments",
  ${list('liabilities', 'id, name, amount, ccy, category', 'created_at, id')} AS "liabilities",
  ${single('target_monthly_savings', 'amount AS "targetMonthlySavings", entered_date::text AS "enteredDate", day_of_transfer AS "dayOfTransfer", automatic_transfer AS "automaticTransferStatus"')} AS "targetMonthlySavings",
  ${single('total_budgets', 'amount')} AS "totalBudget",
  ${list(
    'assets',
    'id, kind, name, total_value_amount AS "totalValueAmount", currency, investment_source AS "investmentSource", enter_option AS "enterOption", quantity, ' +
      'unit_price AS "unitPrice", estimated_growth_rate AS "estimatedGrowthRate", insurance, property, floor(extract(epoch FROM last_updated_at) * 1000) AS "lastUpdatedAt"',
    'created_at, id',
  )} AS "assets",
  ${single('cpf_assets', 'id, oa, sa, ma, ra')} AS "cpfAsset",
  (SELECT json_build_object('cashflow', coalesce(bool_or(module = 'CASHFLOW'), false), 'wealth', coalesce(bool_or(module = 'WEALTH'), false))
     FROM module_statuses WHERE user_id = $1 AND last_completed IS NOT NULL) AS "setUp",
  (SELECT to_json(current_amount) FROM emergency_funds WHERE user_id = $1) AS "emergencyFundAllocated",
  (SELECT coalesce(json_object_agg(o.id, json_strip_nulls(json_build_object('sourceName', o.source_name, 'asOf', o.as_of, 'yearOfAssessment', o.year_of_assessment, 'sourceRef', o.source_ref))), '{}'::json) FROM (
     ${['incomes', 'loan_repayments', 'liabilities', 'assets', 'cpf_assets'].map((table) => `SELECT id, source_name, as_of, ${table === 'incomes' ? 'year_of_assessment' : 'NULL::smallint'} AS year_of_assessment, ${table === 'assets' || table === 'liabilities' ? "CASE WHEN import_source = 'BANK' THEN source_ref END" : 'NULL::text'} AS source_ref FROM ${table} WHERE user_id = $1 AND import_source IS NOT NULL`).join(' UNION ALL ')}
   ) o) AS "origins",
  (SELECT coalesce(json_object_agg(currency_code, trim_scale(exchange_rate)::text), '{}'::json)
     FROM (SELECT DISTINCT ON (currency_code) currency_code, exchange_rate FROM fx_rates ORDER BY currency_code, retrieved_date DESC) latest) AS "fxRates"`;

/** The row as parsed: the domain's shapes, but instants as epoch milliseconds (JSON has no dates). */
type FinancesRow = Omit<StoredFinances, 'assets'> & { assets: (Omit<StoredFinances['assets'][number], 'lastUpdatedAt'> & { lastUpdatedAt: number })[]; fxRates: Record<string, string> };

/** GET /finances and GET /health-check read here: one prepared statement per call. */
export class SqlFinancesReader implements FinancesReader {
  constructor(private readonly sequelize: Sequelize) {}

  async read(userId: string): Promise<FinancesWithRates> {
    const [row] = await preparedQuery<FinancesRow>(this.sequelize, 'cashflow_wealth_finances', FINANCES_SQL, [userId]);
    const { fxRates, assets, ...rest } = row!;
    return { finances: { ...rest, assets: assets.map((asset) => ({ ...asset, lastUpdatedAt: new Date(asset.lastUpdatedAt) })) }, rates: fxRates as FxRates };
  }
}
