import { QueryTypes, type Sequelize } from 'sequelize';
import type { BankDataRepository, StoredBankData } from '../../ports/bank-data-repository.js';

type BankDataRow = { fpdata: StoredBankData['fpdata']; banks: StoredBankData['banks']; latest_consent_at: Date };

const toStored = (row: BankDataRow): StoredBankData => ({ fpdata: row.fpdata, banks: row.banks, latestConsentAt: row.latest_consent_at.toISOString() });

export class SequelizeBankDataRepository implements BankDataRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async find(userId: string): Promise<StoredBankData | null> {
    const [row] = await this.sequelize.query<BankDataRow>('SELECT fpdata, banks, latest_consent_at FROM bank_data WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT });
    return row ? toStored(row) : null;
  }

  async latestCalendarMonth(userId: string): Promise<string | null> {
    const [row] = await this.sequelize.query<{ month: string | null }>(
      "SELECT fpdata->>'latestCalendarMonth' AS month FROM bank_data WHERE user_id = $1",
      { bind: [userId], type: QueryTypes.SELECT },
    );
    return row?.month ?? null;
  }

  async save(userId: string, data: StoredBankData): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO bank_data (user_id, fpdata, banks, latest_consent_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET fpdata = EXCLUDED.fpdata, banks = EXCLUDED.banks, latest_consent_at = EXCLUDED.latest_consent_at, updated_at = now()`,
      { bind: [userId, JSON.stringify(data.fpdata), data.banks, data.latestConsentAt] },
    );
  }

  async change(userId: string, decide: (stored: StoredBankData) => StoredBankData | null): Promise<StoredBankData | null> {
    return this.sequelize.transaction(async (transaction) => {
      // The row lock: an adjustment is applied to the record as the previous one left it, not to an older copy.
      const [row] = await this.sequelize.query<BankDataRow>('SELECT fpdata, banks, latest_consent_at FROM bank_data WHERE user_id = $1 FOR UPDATE', {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      });
      const next = row ? decide(toStored(row)) : null;
      if (!next) return null;
      await this.sequelize.query('UPDATE bank_data SET fpdata = $2, banks = $3, latest_consent_at = $4, updated_at = now() WHERE user_id = $1', {
        bind: [userId, JSON.stringify(next.fpdata), next.banks, next.latestConsentAt],
        transaction,
      });
      return next;
    });
  }
}
