import { QueryTypes, type Sequelize } from 'sequelize';
import { dec } from '../../../shared-kernel/decimal.js';
import type { LocalDate } from '../../../shared-kernel/local-date.js';
import { canonicalRate, type FxRate } from '../../domain/fx-rate.js';
import type { FxRateRepository } from '../../ports/fx-rate-repository.js';

/** An `fx_rates` row as the pg driver returns it: NUMERIC and DATE both as text. */
interface FxRateRow {
  currency_code: string;
  exchange_rate: string;
  retrieved_date: string;
}

const toRate = (row: FxRateRow): FxRate => ({
  currencyCode: row.currency_code,
  exchangeRate: canonicalRate(dec(row.exchange_rate)),
  retrievedDate: row.retrieved_date as LocalDate,
});

/** Exchange rates in PostgreSQL (NUMERIC(20, 10): exact). */
export class SequelizeFxRateRepository implements FxRateRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async latestPerCurrency(): Promise<FxRate[]> {
    // DISTINCT ON walks the (currency_code, retrieved_date) unique index.
    const rows = await this.sequelize.query<FxRateRow>(
      `SELECT DISTINCT ON (currency_code) currency_code, exchange_rate::text AS exchange_rate, retrieved_date::text AS retrieved_date
       FROM fx_rates ORDER BY currency_code, retrieved_date DESC`,
      { type: QueryTypes.SELECT },
    );
    return rows.map(toRate);
  }

  async onDate(date: LocalDate): Promise<FxRate[]> {
    const rows = await this.sequelize.query<FxRateRow>(
      `SELECT currency_code, exchange_rate::text AS exchange_rate, retrieved_date::text AS retrieved_date
       FROM fx_rates WHERE retrieved_date = $1 ORDER BY currency_code`,
      { bind: [date], type: QueryTypes.SELECT },
    );
    return rows.map(toRate);
  }

  async upsert(rates: readonly FxRate[]): Promise<void> {
    if (rates.length === 0) return;
    // One statement for the whole list: all or nothing without an explicit transaction.
    await this.sequelize.query(
      `INSERT INTO fx_rates (currency_code, exchange_rate, retrieved_date)
       SELECT * FROM unnest($1::text[], $2::numeric[], $3::date[])
       ON CONFLICT (currency_code, retrieved_date) DO UPDATE SET exchange_rate = EXCLUDED.exchange_rate, updated_at = now()`,
      { bind: [rates.map((r) => r.currencyCode), rates.map((r) => r.exchangeRate), rates.map((r) => r.retrievedDate)] },
    );
  }
}
