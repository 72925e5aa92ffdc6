import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Exchange rates (spec 1 §3 "FX rate"): SGD per 1 unit of the currency (the convention of shared-kernel fx.ts),
 * one row per currency and day. SGD is always 1. Refreshed by `npm run ops:fx-refresh` (docs/operations.md).
 *
 * Seeded with three recent days of indicative rates so a fresh installation can convert before the first refresh.
 * The values are written here, not imported, so this migration never changes with the code.
 */
const SEED: Array<[date: string, rates: Record<string, string>]> = [
  ['2026-11-18', { SGD: '1', USD: '1.3052', EUR: '1.5037', JPY: '0.008392', GBP: '1.7096', AUD: '0.8441', CNH: '0.18361', HKD: '0.16779', XAU: '5268.40' }],
  ['2026-11-19', { SGD: '1', USD: '1.3038', EUR: '1.5049', JPY: '0.008377', GBP: '1.7121', AUD: '0.8457', CNH: '0.18344', HKD: '0.16762', XAU: '5281.15' }],
  ['2026-11-20', { SGD: '1', USD: '1.3045', EUR: '1.5052', JPY: '0.008371', GBP: '1.7118', AUD: '0.8463', CNH: '0.18352', HKD: '0.16771', XAU: '5294.80' }],
];

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('fx_rates', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    currency_code: { type: DataTypes.TEXT, allowNull: false },
    exchange_rate: { type: DataTypes.DECIMAL(20, 10), allowNull: false },
    retrieved_date: { type: DataTypes.DATEONLY, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  // One rate per currency and day: the refresh upserts on it. Also the index of "latest per currency".
  await qi.addConstraint('fx_rates', { type: 'unique', fields: ['currency_code', 'retrieved_date'], name: 'fx_rates_currency_date_key' });
  await qi.sequelize.query('ALTER TABLE fx_rates ADD CONSTRAINT fx_rates_positive CHECK (exchange_rate > 0)');
  await qi.sequelize.query("ALTER TABLE fx_rates ADD CONSTRAINT fx_rates_code CHECK (currency_code ~ '^[A-Z]{3}$')");
  await qi.sequelize.query("ALTER TABLE fx_rates ADD CONSTRAINT fx_rates_sgd_is_one CHECK (currency_code <> 'SGD' OR exchange_rate = 1)");

  await qi.bulkInsert(
    'fx_rates',
    SEED.flatMap(([date, rates]) => Object.entries(rates).map(([code, rate]) => ({ currency_code: code, exchange_rate: rate, retrieved_date: date }))),
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('fx_rates');
}
