import { QueryTypes, type Sequelize } from 'sequelize';
import type { BankDataRepository, StoredBankData } from '../../ports/bank-data-repository.js';

export class SequelizeBankDataRepository implements BankDataRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async find(userId: string): Promise<StoredBankData | null> {
    const [row] = await this.sequelize.query<{ fpdata: StoredBankData['fpdata']; banks: StoredBankData['banks']; latest_consent_at: Date }>(
      'SELECT fpdata, banks, latest_consent_at FROM bank_data WHERE user_id = $1',
      { bind: [userId], type: QueryTypes.SELECT },
    );
    return row ? { fpdata: row.fpdata, banks: row.banks, latestConsentAt: row.latest_consent_at.toISOString() } : null;
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
}
