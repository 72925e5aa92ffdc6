import { QueryTypes, type Sequelize } from 'sequelize';
import type { Cents } from '../../../shared-kernel/money.js';
import type { Asset, AssetFields, AssetKind, EnterOption, InvestmentSource } from '../../domain/asset.js';
import { withAllInsuranceFields, type InsuranceDetails } from '../../domain/insurance-details.js';
import type { PropertyDetails } from '../../domain/property-details.js';
import type { AssetRepository } from '../../ports/asset-repository.js';
import { isUuid, lockResidentTable } from './resident-lock.js';

/** An `assets` row as the pg driver returns it (BIGINT and NUMERIC as text, jsonb parsed). */
interface AssetRow {
  id: string;
  kind: AssetKind;
  name: string;
  total_value_amount: string;
  currency: string;
  investment_source: InvestmentSource;
  enter_option: EnterOption;
  quantity: string | null;
  unit_price: string | null;
  estimated_growth_rate: string | null;
  insurance: Partial<InsuranceDetails> | null;
  property: PropertyDetails | null;
  last_updated_at: Date;
}

const COLUMNS = 'id, kind, name, total_value_amount, currency, investment_source, enter_option, quantity, unit_price, estimated_growth_rate, insurance, property, last_updated_at';

const numberOrNull = (text: string | null): number | null => (text === null ? null : Number(text));

// Amounts are at most Number.MAX_SAFE_INTEGER cents and quantities have 3 decimals at most, so Number() is exact.
const toAsset = (row: AssetRow): Asset => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  totalValueAmount: Number(row.total_value_amount) as Cents,
  currency: row.currency,
  investmentSource: row.investment_source,
  enterOption: row.enter_option,
  quantity: numberOrNull(row.quantity),
  unitPrice: numberOrNull(row.unit_price) as Cents | null,
  estimatedGrowthRate: numberOrNull(row.estimated_growth_rate),
  // Details stored before a field existed read it as null (spec 2 §9 fields added later: payment method, cover).
  insurance: row.insurance === null ? null : withAllInsuranceFields(row.insurance),
  property: row.property,
  lastUpdatedAt: row.last_updated_at,
});

const fieldValues = (fields: AssetFields) => [
  fields.name,
  fields.totalValueAmount,
  fields.currency,
  fields.investmentSource,
  fields.enterOption,
  fields.quantity === null ? null : String(fields.quantity),
  fields.unitPrice,
  fields.estimatedGrowthRate === null ? null : String(fields.estimatedGrowthRate),
  fields.insurance === null ? null : JSON.stringify(fields.insurance),
  fields.property === null ? null : JSON.stringify(fields.property),
];

const fieldsOf = ({ id: _id, kind: _kind, lastUpdatedAt: _at, ...fields }: Asset): AssetFields => fields;

/** The manual asset kinds (the home included) in the one `assets` table; every statement is scoped by the resident's id and the kind. */
export class SequelizeAssetRepository implements AssetRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async listForUser(userId: string): Promise<Asset[]> {
    const rows = await this.sequelize.query<AssetRow>(`SELECT ${COLUMNS} FROM assets WHERE user_id = $1 ORDER BY created_at, id`, { bind: [userId], type: QueryTypes.SELECT });
    return rows.map(toAsset);
  }

  async createMany(userId: string, at: Date, items: ReadonlyArray<{ kind: AssetKind; fields: AssetFields }>, check: (storedByKind: ReadonlyMap<AssetKind, number>) => void): Promise<Asset[]> {
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTable(this.sequelize, transaction, 'assets', userId);
      const counted = await this.sequelize.query<{ kind: AssetKind; n: number }>('SELECT kind, count(*)::int AS n FROM assets WHERE user_id = $1 GROUP BY kind', {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      });
      check(new Map(counted.map((row) => [row.kind, row.n])));
      if (items.length === 0) return [];
      // A row's own values: its kind, the ten fields, its place. created_at orders the list (ORDER BY created_at):
      // one statement's rows are a microsecond apart, in order.
      const width = 12;
      const rowsSql = items
        .map((_, row) => {
          const p = (i: number) => `$${row * width + i + 3}`;
          return `($1, ${p(0)}, $2, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)}::jsonb, ${p(10)}::jsonb, clock_timestamp() + ${p(11)} * interval '1 microsecond')`;
        })
        .join(', ');
      const bind = [userId, at, ...items.flatMap(({ kind, fields }, row) => [kind, ...fieldValues(fields), row])];
      const rows = await this.sequelize.query<AssetRow>(
        `INSERT INTO assets (user_id, kind, last_updated_at, name, total_value_amount, currency, investment_source, enter_option, quantity, unit_price, estimated_growth_rate, insurance, property, created_at)
         VALUES ${rowsSql} RETURNING ${COLUMNS}`,
        { bind, type: QueryTypes.SELECT, transaction },
      );
      return rows.map(toAsset);
    });
  }

  async update(userId: string, kind: AssetKind, id: string, at: Date, decide: (stored: AssetFields) => AssetFields): Promise<Asset | null> {
    if (!isUuid(id)) return null;
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTable(this.sequelize, transaction, 'assets', userId);
      const stored = await this.sequelize.query<AssetRow>(`SELECT ${COLUMNS} FROM assets WHERE user_id = $1 AND kind = $2 AND id = $3`, {
        bind: [userId, kind, id],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (stored.length === 0) return null;
      const fields = decide(fieldsOf(toAsset(stored[0]!)));
      const rows = await this.sequelize.query<AssetRow>(
        `UPDATE assets SET last_updated_at = $4, name = $5, total_value_amount = $6, currency = $7, investment_source = $8, enter_option = $9, quantity = $10,
           unit_price = $11, estimated_growth_rate = $12, insurance = $13::jsonb, property = $14::jsonb, updated_at = now()
         WHERE user_id = $1 AND kind = $2 AND id = $3 RETURNING ${COLUMNS}`,
        { bind: [userId, kind, id, at, ...fieldValues(fields)], type: QueryTypes.SELECT, transaction },
      );
      return toAsset(rows[0]!);
    });
  }

  async delete(userId: string, kind: AssetKind, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTable(this.sequelize, transaction, 'assets', userId);
      const rows = await this.sequelize.query<{ id: string }>('DELETE FROM assets WHERE user_id = $1 AND kind = $2 AND id = $3 RETURNING id', {
        bind: [userId, kind, id],
        type: QueryTypes.SELECT,
        transaction,
      });
      return rows.length > 0;
    });
  }

  async deleteMany(userId: string, ids: readonly string[]): Promise<number> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return 0;
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTable(this.sequelize, transaction, 'assets', userId);
      const rows = await this.sequelize.query('DELETE FROM assets WHERE user_id = $1 AND id = ANY($2::uuid[]) RETURNING id', { bind: [userId, valid], type: QueryTypes.SELECT, transaction });
      return rows.length;
    });
  }
}
