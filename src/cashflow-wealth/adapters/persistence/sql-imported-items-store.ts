import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { ASSET_KINDS } from '../../domain/asset.js';
import type { ImportSource, ImportedItems, ImportedItemsStore, ItemOrigin } from '../../ports/imported-items-store.js';
import { lockResidentTables } from './resident-lock.js';

const NO_POLICY = JSON.stringify({ insurer: null, policyType: null, productType: null, premiumAmount: null, premiumFrequency: null, sumAssured: null });
const origin = (source: ImportSource, item: ItemOrigin) => [source, item.sourceName, item.sourceRef, item.asOf];

/**
 * Writes an import's items beside the resident's own: the rows of that source are replaced, rows the resident typed
 * (import_source IS NULL) are never touched. The same per-resident locks as the lists' own writes, so an import and
 * a save from another tab run one after the other.
 */
export class SqlImportedItemsStore implements ImportedItemsStore {
  constructor(private readonly sequelize: Sequelize) {}

  replace(userId: string, source: ImportSource, items: ImportedItems): Promise<{ cpfKept: boolean }> {
    return this.sequelize.transaction(async (transaction) => {
      // Every table the import writes, the CPF record included (a save of the balances waits for the import).
      await lockResidentTables(this.sequelize, transaction, ['incomes', 'loan_repayments', 'liabilities', 'assets', 'cpf_assets'], userId);
      const run = (sql: string, bind: unknown[]) => this.sequelize.query(sql, { bind, transaction });
      for (const table of ['incomes', 'loan_repayments', 'liabilities', 'assets']) {
        await run(`DELETE FROM ${table} WHERE user_id = $1 AND import_source = $2`, [userId, source]);
      }
      const next = async (table: 'incomes' | 'loan_repayments') => Number((await this.first<{ next: string }>(`SELECT coalesce(max(position) + 1, 0) AS next FROM ${table} WHERE user_id = $1`, [userId], transaction)).next);

      let position = await next('incomes');
      for (const income of items.incomes) {
        await run(
          `INSERT INTO incomes (user_id, position, name, gross_income, net_income, income_currency, type, import_source, source_name, source_ref, as_of)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [userId, position++, income.name, income.grossIncome, income.netIncome, income.incomeCurrency, income.type, ...origin(source, income)],
        );
      }
      position = await next('loan_repayments');
      for (const loan of items.loanRepayments) {
        await run(
          `INSERT INTO loan_repayments (user_id, position, name, amount, ccy, cash, cpf, type, import_source, source_name, source_ref, as_of)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [userId, position++, loan.name, loan.amount, loan.ccy, loan.cash, loan.cpf, loan.type, ...origin(source, loan)],
        );
      }
      for (const liability of items.liabilities) {
        await run(
          `INSERT INTO liabilities (user_id, name, amount, ccy, category, import_source, source_name, source_ref, as_of) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [userId, liability.name, liability.amount, liability.ccy, liability.category, ...origin(source, liability)],
        );
      }
      for (const asset of items.assets) {
        await run(
          `INSERT INTO assets (user_id, kind, last_updated_at, name, total_value_amount, currency, investment_source, enter_option, quantity, unit_price, estimated_growth_rate, insurance,
             import_source, source_name, source_ref, as_of)
           VALUES ($1, $2, now(), $3, $4, $5, $6, 'TOTAL_VALUE', NULL, NULL, $7, $8::jsonb, $9, $10, $11, $12)`,
          [userId, ASSET_KINDS[asset.kind], asset.name, asset.totalValueAmount, asset.currency, asset.investmentSource, asset.estimatedGrowthRate, asset.kind === 'insurance' ? NO_POLICY : null, ...origin(source, asset)],
        );
      }
      return { cpfKept: await this.replaceCpf(userId, source, items.cpf, transaction) };
    });
  }

  /** CPF is one record: an import writes it unless the resident typed their own balances. */
  private async replaceCpf(userId: string, source: ImportSource, cpf: ImportedItems['cpf'], transaction: Transaction): Promise<boolean> {
    const stored = await this.sequelize.query<{ import_source: string | null }>('SELECT import_source FROM cpf_assets WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT, transaction });
    const typedByResident = stored.length > 0 && stored[0]!.import_source === null;
    if (!cpf) return typedByResident;
    if (typedByResident) return true;
    await this.sequelize.query(
      `INSERT INTO cpf_assets (user_id, oa, sa, ma, ra, import_source, source_name, source_ref, as_of) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (user_id) DO UPDATE SET oa = EXCLUDED.oa, sa = EXCLUDED.sa, ma = EXCLUDED.ma, ra = EXCLUDED.ra, import_source = EXCLUDED.import_source,
         source_name = EXCLUDED.source_name, source_ref = EXCLUDED.source_ref, as_of = EXCLUDED.as_of, updated_at = now()`,
      { bind: [userId, cpf.oa, cpf.sa, cpf.ma, cpf.ra ?? 0, ...origin(source, cpf)], transaction },
    );
    return false;
  }

  private async first<T extends object>(sql: string, bind: unknown[], transaction: Transaction): Promise<T> {
    const rows = await this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
    return rows[0]!;
  }
}
