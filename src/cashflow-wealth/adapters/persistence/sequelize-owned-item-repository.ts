import { QueryTypes, type Sequelize } from 'sequelize';
import type { Liability } from '../../domain/liability.js';
import type { MonthlyInvestment } from '../../domain/monthly-investment.js';
import type { OwnedItemRepository } from '../../ports/owned-item-repository.js';
import { isUuid, lockResidentTable, type ResidentLockTable } from './resident-lock.js';

/** How a kind of item is stored: its table, and each field's column (cents columns are BIGINT, read back as numbers). */
export interface ItemTable<T extends { id: string }> {
  table: Extract<ResidentLockTable, 'monthly_investments' | 'liabilities'>;
  columns: ReadonlyArray<{ field: Exclude<keyof T, 'id'> & string; column: string; cents?: true }>;
}

export const MONTHLY_INVESTMENTS_TABLE: ItemTable<MonthlyInvestment> = {
  table: 'monthly_investments',
  columns: [
    { field: 'name', column: 'name' },
    { field: 'amount', column: 'amount', cents: true },
    { field: 'ccy', column: 'ccy' },
    { field: 'assetType', column: 'asset_type' },
  ],
};

export const LIABILITIES_TABLE: ItemTable<Liability> = {
  table: 'liabilities',
  columns: [
    { field: 'name', column: 'name' },
    { field: 'amount', column: 'amount', cents: true },
    { field: 'ccy', column: 'ccy' },
    { field: 'category', column: 'category' },
  ],
};

/**
 * One-at-a-time items in PostgreSQL; every statement is scoped by the resident's id. Table and column names come
 * only from the constants above, never from a request.
 */
export class SequelizeOwnedItemRepository<T extends { id: string }> implements OwnedItemRepository<T> {
  private readonly select: string;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly spec: ItemTable<T>,
  ) {
    this.select = ['id', ...spec.columns.map((c) => `${c.column} AS "${c.field}"`)].join(', ');
  }

  async listForUser(userId: string): Promise<T[]> {
    const rows = await this.sequelize.query<Record<string, unknown>>(`SELECT ${this.select} FROM ${this.spec.table} WHERE user_id = $1 ORDER BY created_at, id`, {
      bind: [userId],
      type: QueryTypes.SELECT,
    });
    return rows.map((row) => this.toItem(row));
  }

  async createMany(userId: string, decide: (storedCount: number) => Array<Omit<T, 'id'>>): Promise<T[]> {
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTable(this.sequelize, transaction, this.spec.table, userId);
      const [count] = await this.sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${this.spec.table} WHERE user_id = $1`, {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      });
      const items = decide(count!.n);
      if (items.length === 0) return [];
      const columns = this.spec.columns.map((c) => c.column).join(', ');
      const width = this.spec.columns.length + 1;
      // created_at orders the list (ORDER BY created_at): one statement's rows are a microsecond apart, in order.
      const rowsSql = items.map((_, row) => `($1, ${this.spec.columns.map((_c, i) => `$${row * width + i + 2}`).join(', ')}, clock_timestamp() + $${row * width + width + 1} * interval '1 microsecond')`).join(', ');
      const rows = await this.sequelize.query<Record<string, unknown>>(
        `INSERT INTO ${this.spec.table} (user_id, ${columns}, created_at) VALUES ${rowsSql} RETURNING ${this.select}`,
        { bind: [userId, ...items.flatMap((item, row) => [...this.valuesOf(item), row])], type: QueryTypes.SELECT, transaction },
      );
      return rows.map((row) => this.toItem(row));
    });
  }

  async update(userId: string, id: string, decide: (stored: Omit<T, 'id'>) => Omit<T, 'id'>): Promise<T | null> {
    if (!isUuid(id)) return null;
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTable(this.sequelize, transaction, this.spec.table, userId);
      const stored = await this.sequelize.query<Record<string, unknown>>(`SELECT ${this.select} FROM ${this.spec.table} WHERE user_id = $1 AND id = $2`, {
        bind: [userId, id],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (stored.length === 0) return null;
      const { id: _id, ...fields } = this.toItem(stored[0]!);
      const item = decide(fields as Omit<T, 'id'>);
      const sets = this.spec.columns.map((c, i) => `${c.column} = $${i + 3}`).join(', ');
      const rows = await this.sequelize.query<Record<string, unknown>>(
        `UPDATE ${this.spec.table} SET ${sets}, updated_at = now() WHERE user_id = $1 AND id = $2 RETURNING ${this.select}`,
        { bind: [userId, id, ...this.valuesOf(item)], type: QueryTypes.SELECT, transaction },
      );
      return this.toItem(rows[0]!);
    });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTable(this.sequelize, transaction, this.spec.table, userId);
      const rows = await this.sequelize.query(`DELETE FROM ${this.spec.table} WHERE user_id = $1 AND id = $2 RETURNING id`, { bind: [userId, id], type: QueryTypes.SELECT, transaction });
      return rows.length > 0;
    });
  }

  async deleteMany(userId: string, ids: readonly string[]): Promise<number> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return 0;
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTable(this.sequelize, transaction, this.spec.table, userId);
      const rows = await this.sequelize.query(`DELETE FROM ${this.spec.table} WHERE user_id = $1 AND id = ANY($2::uuid[]) RETURNING id`, { bind: [userId, valid], type: QueryTypes.SELECT, transaction });
      return rows.length;
    });
  }

  private valuesOf(item: Omit<T, 'id'>): unknown[] {
    return this.spec.columns.map((c) => (item as Record<string, unknown>)[c.field]);
  }

  // Amounts are at most Number.MAX_SAFE_INTEGER cents (maxMoneyInputCents), so Number() is exact.
  private toItem(row: Record<string, unknown>): T {
    const item: Record<string, unknown> = { id: row.id };
    for (const c of this.spec.columns) item[c.field] = c.cents ? Number(row[c.field]) : row[c.field];
    return item as T;
  }
}
